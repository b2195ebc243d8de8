/**
 * Curated seed data for the landing-page typewriter: short openings of real rules and prompts.
 * Each snippet is a single line of 60–140 characters; snippetEn must be unique (DB constraint).
 */

export type TypewriterCategory =
  | "codeAssistant"
  | "communication"
  | "customerSupport"
  | "projectManagement"
  | "education"
  | "dataAnalysis"
  | "generalAssistant"
  | "marketing";

export interface TypewriterSampleSeed {
  type: "rule" | "prompt";
  category: TypewriterCategory;
  snippetEn: string;
  snippetDe: string;
}

export const typewriterSampleSeeds: readonly TypewriterSampleSeed[] = [
  // Code assistant
  {
    type: "rule",
    category: "codeAssistant",
    snippetEn:
      "Always run the type checker before proposing a change; never silence errors with any.",
    snippetDe:
      "Führe vor jedem Änderungsvorschlag den Typchecker aus; unterdrücke Fehler niemals mit any.",
  },
  {
    type: "rule",
    category: "codeAssistant",
    snippetEn:
      "Keep React components under 150 lines, colocate their tests, and prefer composition over props drilling.",
    snippetDe:
      "Halte React-Komponenten unter 150 Zeilen, lege Tests direkt daneben und setze auf Komposition statt Prop-Drilling.",
  },
  {
    type: "prompt",
    category: "codeAssistant",
    snippetEn:
      "You are a senior backend engineer. Review this pull request for security issues first, then for readability.",
    snippetDe:
      "Du bist Senior-Backend-Entwickler. Prüfe diesen Pull Request zuerst auf Sicherheitslücken, dann auf Lesbarkeit.",
  },
  {
    type: "prompt",
    category: "codeAssistant",
    snippetEn:
      "Refactor this function into small pure helpers, keep the public signature, and add a unit test for each edge case.",
    snippetDe:
      "Zerlege diese Funktion in kleine reine Hilfsfunktionen, behalte die Signatur bei und teste jeden Randfall einzeln.",
  },

  // Communication
  {
    type: "rule",
    category: "communication",
    snippetEn:
      "Write in plain language: one idea per sentence, active voice, and no jargon the reader has not seen before.",
    snippetDe:
      "Schreibe in einfacher Sprache: ein Gedanke pro Satz, aktive Formulierungen, kein Fachjargon ohne Erklärung.",
  },
  {
    type: "prompt",
    category: "communication",
    snippetEn:
      "Rewrite this e-mail so it is friendly but firm, under 120 words, and ends with one clear request and a deadline.",
    snippetDe:
      "Formuliere diese E-Mail freundlich, aber bestimmt, in unter 120 Wörtern, mit einer klaren Bitte und einer Frist.",
  },
  {
    type: "prompt",
    category: "communication",
    snippetEn:
      "Turn these meeting notes into a short summary with decisions, open questions and owners for every action item.",
    snippetDe:
      "Mach aus diesen Besprechungsnotizen eine kurze Zusammenfassung mit Entscheidungen, offenen Fragen und Zuständigen.",
  },
  {
    type: "rule",
    category: "communication",
    snippetEn:
      "Match the tone of the incoming message, address people by name, and never promise what the team has not agreed.",
    snippetDe:
      "Greife den Ton der eingehenden Nachricht auf, sprich Menschen mit Namen an und versprich nichts, was nicht abgestimmt ist.",
  },

  // Customer support
  {
    type: "rule",
    category: "customerSupport",
    snippetEn:
      "Acknowledge the customer's problem in the first sentence, then give numbered steps that solve it.",
    snippetDe:
      "Bestätige das Problem des Kunden im ersten Satz und nenne danach nummerierte Schritte zur Lösung.",
  },
  {
    type: "rule",
    category: "customerSupport",
    snippetEn:
      "Never guess about refunds or account data; if the help center does not cover it, hand over to a human agent.",
    snippetDe:
      "Rate niemals bei Erstattungen oder Kontodaten; deckt das Hilfe-Center etwas nicht ab, übergib an einen Menschen.",
  },
  {
    type: "prompt",
    category: "customerSupport",
    snippetEn:
      "You are a patient support agent for a SaaS app. Answer this ticket in under 100 words and link one help article.",
    snippetDe:
      "Du bist ein geduldiger Support-Mitarbeiter einer SaaS-App. Beantworte dieses Ticket in unter 100 Wörtern mit einem Hilfe-Link.",
  },
  {
    type: "prompt",
    category: "customerSupport",
    snippetEn:
      "Classify these support tickets by urgency and topic, then draft a reply template for the three most common issues.",
    snippetDe:
      "Ordne diese Support-Tickets nach Dringlichkeit und Thema und entwirf Antwortvorlagen für die drei häufigsten Anliegen.",
  },

  // Project management
  {
    type: "prompt",
    category: "projectManagement",
    snippetEn:
      "Break this feature into user stories with acceptance criteria, rough estimates in story points, and dependencies.",
    snippetDe:
      "Zerlege dieses Feature in User Stories mit Akzeptanzkriterien, groben Schätzungen in Story Points und Abhängigkeiten.",
  },
  {
    type: "rule",
    category: "projectManagement",
    snippetEn:
      "Every task you create needs an owner, a due date and a definition of done; flag anything without them as blocked.",
    snippetDe:
      "Jede Aufgabe braucht eine verantwortliche Person, ein Fälligkeitsdatum und eine Definition of Done, sonst gilt sie als blockiert.",
  },
  {
    type: "prompt",
    category: "projectManagement",
    snippetEn:
      "Write a one-page status report for stakeholders: progress, risks with mitigation, and the next two milestones.",
    snippetDe:
      "Schreibe einen einseitigen Statusbericht für Stakeholder: Fortschritt, Risiken mit Gegenmaßnahmen, die nächsten zwei Meilensteine.",
  },
  {
    type: "rule",
    category: "projectManagement",
    snippetEn:
      "When scope changes, list what moves out before adding anything new, and state the impact on the release date.",
    snippetDe:
      "Ändert sich der Umfang, nenne zuerst, was entfällt, bevor Neues hinzukommt, und beziffere die Folgen für den Release-Termin.",
  },

  // Education
  {
    type: "rule",
    category: "education",
    snippetEn:
      "Do not hand out the final answer; ask one guiding question at a time and let the learner take the next step.",
    snippetDe:
      "Verrate nicht die Lösung; stelle jeweils eine Leitfrage und lass die lernende Person den nächsten Schritt selbst gehen.",
  },
  {
    type: "prompt",
    category: "education",
    snippetEn:
      "Explain recursion to a first-year student with one everyday analogy, one short code example and a quick quiz.",
    snippetDe:
      "Erkläre Rekursion für Studierende im ersten Semester mit einer Alltagsanalogie, einem kurzen Codebeispiel und einem Mini-Quiz.",
  },
  {
    type: "prompt",
    category: "education",
    snippetEn:
      "Create a two-week study plan for the basics of SQL with daily 30-minute sessions and a practice task for each day.",
    snippetDe:
      "Erstelle einen Lernplan über zwei Wochen für SQL-Grundlagen mit täglich 30 Minuten und einer Übungsaufgabe pro Tag.",
  },
  {
    type: "rule",
    category: "education",
    snippetEn:
      "Adapt explanations to the learner's level, check understanding after each concept, and correct mistakes kindly.",
    snippetDe:
      "Passe Erklärungen an das Niveau der lernenden Person an, prüfe nach jedem Konzept das Verständnis und korrigiere freundlich.",
  },

  // Data analysis
  {
    type: "prompt",
    category: "dataAnalysis",
    snippetEn:
      "You are a senior data analyst. Summarise this CSV in 5 bullet points, then list anomalies.",
    snippetDe:
      "Du bist erfahrener Datenanalyst. Fasse diese CSV-Datei in 5 Stichpunkten zusammen und liste dann Auffälligkeiten auf.",
  },
  {
    type: "rule",
    category: "dataAnalysis",
    snippetEn:
      "State the sample size and time range with every metric, and never present correlation as causation.",
    snippetDe:
      "Nenne zu jeder Kennzahl Stichprobengröße und Zeitraum und stelle Korrelation niemals als Kausalität dar.",
  },
  {
    type: "prompt",
    category: "dataAnalysis",
    snippetEn:
      "Write a SQL query for monthly active users by country over the last 12 months and explain each step briefly.",
    snippetDe:
      "Schreibe eine SQL-Abfrage für monatlich aktive Nutzer pro Land in den letzten 12 Monaten und erkläre jeden Schritt kurz.",
  },
  {
    type: "rule",
    category: "dataAnalysis",
    snippetEn:
      "Before any chart, check the data for missing values and duplicates, and report what you cleaned and why.",
    snippetDe:
      "Prüfe vor jedem Diagramm die Daten auf fehlende Werte und Dubletten und dokumentiere, was du bereinigt hast und warum.",
  },

  // General assistant
  {
    type: "rule",
    category: "generalAssistant",
    snippetEn:
      "If a request is ambiguous, ask one clarifying question before answering instead of guessing what I meant.",
    snippetDe:
      "Ist eine Anfrage mehrdeutig, stelle vor der Antwort eine Rückfrage, statt zu raten, was ich gemeint habe.",
  },
  {
    type: "prompt",
    category: "generalAssistant",
    snippetEn:
      "Help me plan a productive week: sort these tasks by impact and effort and suggest a realistic daily schedule.",
    snippetDe:
      "Hilf mir, eine produktive Woche zu planen: Sortiere diese Aufgaben nach Wirkung und Aufwand und schlage einen realistischen Tagesplan vor.",
  },
  {
    type: "rule",
    category: "generalAssistant",
    snippetEn:
      "Answer briefly first, then offer details on request; say clearly when you are unsure or information may be outdated.",
    snippetDe:
      "Antworte zuerst kurz und liefere Details nur auf Nachfrage; sag deutlich, wenn du unsicher bist oder Infos veraltet sein könnten.",
  },
  {
    type: "prompt",
    category: "generalAssistant",
    snippetEn:
      "Compare these three laptops for software development in a short list of pros and cons, then give one recommendation.",
    snippetDe:
      "Vergleiche diese drei Laptops für die Softwareentwicklung mit kurzen Vor- und Nachteilen und gib dann eine klare Empfehlung.",
  },

  // Marketing
  {
    type: "prompt",
    category: "marketing",
    snippetEn:
      "Write three headline variants for this landing page, each under 60 characters, aimed at busy freelance developers.",
    snippetDe:
      "Schreibe drei Varianten einer Headline für diese Landingpage, je unter 60 Zeichen, für vielbeschäftigte Freelance-Entwickler.",
  },
  {
    type: "rule",
    category: "marketing",
    snippetEn:
      "Use the brand voice: confident, warm and concrete. No superlatives without proof and no more than one emoji per post.",
    snippetDe:
      "Nutze die Markenstimme: selbstbewusst, herzlich und konkret. Keine Superlative ohne Beleg, höchstens ein Emoji pro Post.",
  },
  {
    type: "prompt",
    category: "marketing",
    snippetEn:
      "Draft a four-email onboarding sequence for new trial users, with a subject line and one call to action per e-mail.",
    snippetDe:
      "Entwirf eine Onboarding-Sequenz aus vier E-Mails für neue Testnutzer, jeweils mit Betreffzeile und einem Call-to-Action.",
  },
  {
    type: "rule",
    category: "marketing",
    snippetEn:
      "Lead with the customer's problem, not the product; every claim needs a number, a quote or a concrete example.",
    snippetDe:
      "Beginne mit dem Problem der Kundschaft, nicht mit dem Produkt; jede Aussage braucht eine Zahl, ein Zitat oder ein Beispiel.",
  },
];
