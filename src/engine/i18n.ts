import type { ApplicationType, BehaviorPreference, Language } from "#contract/wizard";
import type { CommandFact } from "#contract/project-facts";
import type { RuleKind } from "./types";

/** The engine's own words: headings, boilerplate and title parts, in every output language. */
export interface EngineStrings {
  readonly and: string;
  readonly genericTarget: string;
  /** `stack` names up to four frameworks; `more` counts those left out (then three are named). */
  readonly title: (parts: {
    stack: readonly string[];
    more: number;
    applicationType: ApplicationType;
    kind: RuleKind;
    target: string;
  }) => string;
  readonly role: Readonly<Record<ApplicationType, string>>;
  readonly roleLead: Readonly<Record<RuleKind, (role: string) => string>>;
  readonly projectLead: (applicationType: ApplicationType, stack: string) => string;
  readonly behaviorLabel: Readonly<Record<BehaviorPreference, string>>;
  readonly tone: Readonly<Record<BehaviorPreference, string>>;
  readonly commandsVerify: string;
  /** The project's own commands (imported or typed) lead the section, unmarked. */
  readonly commandsFromProject: string;
  readonly projectCommandsLabel: string;
  /** What a second command of a kind covers: "test (front end) `npm test`". */
  readonly covers: Readonly<Record<NonNullable<CommandFact["covers"]>, string>>;
  /** A toolchain's usual commands the project did not give: still to be verified. */
  readonly usualCommandsLabel: (toolchain: string) => string;
  /** After a usual command used outside the commands section: not found in the project. */
  readonly verifyMark: string;
  readonly morePackages: (count: number) => string;
  /** A monorepo package's own file: how to work inside it. */
  readonly packageBoundary: string;
  /** Facts an import read, for the project context. */
  readonly facts: {
    readonly versions: (list: string) => string;
    readonly libraries: (list: string) => string;
    readonly runtimes: (runtimes: string, managers: string) => string;
  };
  readonly commandsUnknown: string;
  readonly layoutLabel: string;
  /** Without a known tree: the frameworks' usual folders, not the project's. */
  readonly conventionLayoutLabel: string;
  /** One terse line: the stack's naming, where new files go, docs and commit messages. */
  readonly conventions: (naming: string) => string;
  /** Description of a framework's scoped file (Cursor shows it in its rule list). */
  readonly scopedDescription: (framework: string) => string;
  readonly definitionOfDone: string;
  /** Marks at most three critical rules per file. */
  readonly important: string;
  readonly headings: {
    readonly commands: string;
    readonly projectRules: string;
    readonly project: string;
    readonly behavior: (label: string) => string;
    readonly application: Readonly<Record<ApplicationType, string>>;
    readonly testing: string;
    readonly security: string;
    readonly style: string;
    readonly uncertainty: string;
    readonly targetChat: string;
    readonly targetTool: (name: string) => string;
    readonly targetGeneric: string;
    readonly firstReply: string;
  };
  readonly firstReply: string;
  readonly defaultPromptDestination: string;
  readonly protectedCopyPrefix: string;
  /** Several tools from one AGENTS.md (decision 091). */
  readonly shared: {
    /** "Claude, Cursor and GitHub Copilot". */
    readonly tools: (names: readonly string[]) => string;
    /** A tool's thin file when the tool has no import: read AGENTS.md first. */
    readonly readAgentsMd: string;
    readonly destination: (tools: string) => string;
  };
}

const en: EngineStrings = {
  and: "and",
  genericTarget: "your AI assistant",
  title: ({ stack, more, applicationType, kind, target }) => {
    const what = `${applicationType.toLowerCase()} ${kind === "rules" ? "rules" : "prompt"}`;
    // A long stack goes after the colon as a list: "… for Cursor: React, Vue, Svelte and 2 more".
    if (more > 0) {
      return `${applicationType} ${kind === "rules" ? "rules" : "prompt"} for ${target}: ${stack.join(", ")} and ${more} more`;
    }
    const text = stack.length > 0 ? `${stack.join(" + ")} ${what}` : what;
    return `${text.charAt(0).toUpperCase()}${text.slice(1)} for ${target}`;
  },
  role: {
    Frontend: "frontend engineer",
    Backend: "backend engineer",
    Fullstack: "full-stack engineer",
  },
  roleLead: {
    rules: (role) =>
      `You are a senior ${role} on this project. Follow these rules for every change you make.`,
    prompt: (role) =>
      `You are a senior ${role} helping me with my project. Apply the rules below to everything you write in this conversation.`,
  },
  projectLead: (applicationType, stack) => {
    const kind = { Frontend: "frontend", Backend: "backend", Fullstack: "full-stack" }[
      applicationType
    ];
    return stack
      ? `This is a ${kind} application built with ${stack}.`
      : `This is a ${kind} application.`;
  },
  behaviorLabel: {
    Strict: "strict",
    Creative: "creative",
    Modular: "modular",
    Documented: "documented",
  },
  tone: {
    Strict:
      "Treat every rule as a hard requirement: do exactly what the task asks, nothing more, and ask before you deviate.",
    Creative:
      "Treat these rules as guard rails, not a cage: within them, bring better ideas and alternatives when you see them.",
    Modular:
      "Think in small, independent modules with clear interfaces; every change should leave the structure easier to extend.",
    Documented:
      "Leave every change explained: code, decisions and usage must be understandable without having to ask you.",
  },
  commandsVerify:
    "Usual commands for this stack — verify each against the manifest and lockfile, and correct this section when one differs.",
  commandsUnknown:
    "Read the commands from the manifest (package.json, pyproject.toml, …), use the project's own scripts, and record them here.",
  commandsFromProject:
    "This project's own commands: run them exactly as written, from the repository's root.",
  projectCommandsLabel: "Commands",
  covers: { "front-end": "front end" },
  usualCommandsLabel: (toolchain) => `Not found in the project, usual for ${toolchain} (verify)`,
  verifyMark: "(usual command, verify it)",
  morePackages: (count) => `… and ${count} more packages, each with its own commands.`,
  packageBoundary:
    "Run the commands above from the repository's root. Use other packages of the repository through their public entry points, never through their internal files.",
  facts: {
    versions: (list) => `Installed versions: ${list}; use their APIs, not older or newer ones.`,
    libraries: (list) => `Libraries in use: ${list}.`,
    runtimes: (runtimes, managers) =>
      [runtimes && `Runtime: ${runtimes}`, managers && `package managers: ${managers}`]
        .filter(Boolean)
        .join("; ")
        .replace(/^./, (first) => first.toUpperCase())
        .concat("."),
  },
  layoutLabel: "Layout",
  conventionLayoutLabel: "Usual layout (the frameworks' convention, not read from the project)",
  conventions: (naming) =>
    `Conventions: ${naming}; new files beside the code they belong to; README and doc comments updated in the same change as the behaviour, commands or setup they describe; commit messages in the style of \`git log\`.`,
  scopedDescription: (framework) => `${framework} rules for matching files`,
  definitionOfDone:
    "Done means: it builds, typecheck, lint and the relevant tests pass, new behaviour has a test, and your summary says what you ran.",
  important: "IMPORTANT:",
  headings: {
    commands: "Commands & layout",
    projectRules: "Project rules",
    project: "Project context",
    behavior: (label) => `Working style: ${label}`,
    application: {
      Frontend: "Frontend application",
      Backend: "Backend service",
      Fullstack: "Full-stack application",
    },
    testing: "Testing",
    security: "Security",
    style: "Code style",
    uncertainty: "When you are unsure",
    targetChat: "How to answer",
    targetTool: (name) => `Working in ${name}`,
    targetGeneric: "Workflow",
    firstReply: "Your first reply",
  },
  firstReply:
    "Start with a short summary of how you will work (at most five bullet points) and up to three questions about anything the project context leaves open. Then wait for my first task.",
  defaultPromptDestination: "Paste it as the first message of a new conversation with {name}.",
  shared: {
    tools: (names) =>
      names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`,
    readAgentsMd:
      "Read `AGENTS.md` at the repository root before every task: it holds this project's commands, layout and rules, shared by every AI tool the team uses.",
    destination: (tools) =>
      `Unpack "Download all" in the repository root: AGENTS.md holds the shared rules once; ${tools} each load it through their own file, with their framework rules in their own format.`,
  },
  protectedCopyPrefix:
    "[Rulesmith preview] Parts of this rule are hidden. Create an account to copy, download and save the full content.",
};

const de: EngineStrings = {
  and: "und",
  genericTarget: "deinen KI-Assistenten",
  title: ({ stack, more, applicationType, kind, target }) => {
    const what = `${applicationType}-${kind === "rules" ? "Regeln" : "Prompt"} für ${target}`;
    if (more > 0) return `${what}: ${stack.join(", ")} und ${more} weitere`;
    return stack.length > 0 ? `${stack.join(" + ")}: ${what}` : what;
  },
  role: {
    Frontend: "Frontend-Engineer",
    Backend: "Backend-Engineer",
    Fullstack: "Fullstack-Engineer",
  },
  roleLead: {
    rules: (role) =>
      `Du arbeitest als Senior-${role} in diesem Projekt. Halte dich bei jeder Änderung an diese Regeln.`,
    prompt: (role) =>
      `Du bist Senior-${role} und unterstützt mich bei meinem Projekt. Wende die folgenden Regeln auf alles an, was du in diesem Chat schreibst.`,
  },
  projectLead: (applicationType, stack) => {
    const kind = `${applicationType}-Anwendung`;
    return stack
      ? `Das Projekt ist eine ${kind} auf Basis von ${stack}.`
      : `Das Projekt ist eine ${kind}.`;
  },
  behaviorLabel: {
    Strict: "strikt",
    Creative: "kreativ",
    Modular: "modular",
    Documented: "dokumentiert",
  },
  tone: {
    Strict:
      "Behandle jede Regel als verbindlich: Setze genau um, was die Aufgabe verlangt, nicht mehr, und frag nach, bevor du davon abweichst.",
    Creative:
      "Verstehe diese Regeln als Leitplanken, nicht als Käfig: Innerhalb dieser Grenzen sind bessere Ideen und Alternativen ausdrücklich willkommen.",
    Modular:
      "Denk in kleinen, unabhängigen Modulen mit klaren Schnittstellen; jede Änderung soll die Struktur leichter erweiterbar hinterlassen.",
    Documented:
      "Hinterlasse jede Änderung nachvollziehbar: Code, Entscheidungen und Nutzung müssen ohne Rückfrage bei dir verständlich sein.",
  },
  commandsVerify:
    "Übliche Befehle für diesen Stack – prüfe jeden gegen Manifest und Lockfile und korrigiere diesen Abschnitt, wenn einer abweicht.",
  commandsUnknown:
    "Lies die Befehle aus dem Manifest (package.json, pyproject.toml, …), nutze die Skripte des Projekts und trag sie hier ein.",
  commandsFromProject:
    "Die Befehle dieses Projekts: Führe sie genau so aus, wie sie dastehen, vom Wurzelverzeichnis des Repositorys aus.",
  projectCommandsLabel: "Befehle",
  covers: { "front-end": "Frontend" },
  usualCommandsLabel: (toolchain) => `Im Projekt nicht gefunden, üblich für ${toolchain} (prüfen)`,
  verifyMark: "(üblicher Befehl, prüfen)",
  morePackages: (count) => `… und ${count} weitere Pakete, jedes mit eigenen Befehlen.`,
  packageBoundary:
    "Führe die Befehle oben vom Wurzelverzeichnis des Repositorys aus. Nutze andere Pakete des Repositorys über ihre öffentlichen Einstiegspunkte, nie über ihre internen Dateien.",
  facts: {
    versions: (list) =>
      `Installierte Versionen: ${list}; nutze ihre APIs, keine älteren oder neueren.`,
    libraries: (list) => `Verwendete Bibliotheken: ${list}.`,
    runtimes: (runtimes, managers) =>
      [runtimes && `Laufzeit: ${runtimes}`, managers && `Paketmanager: ${managers}`]
        .filter(Boolean)
        .join("; ")
        .concat("."),
  },
  layoutLabel: "Struktur",
  conventionLayoutLabel:
    "Übliche Struktur (Konvention der Frameworks, nicht aus dem Projekt gelesen)",
  conventions: (naming) =>
    `Konventionen: ${naming}; neue Dateien neben den Code, zu dem sie gehören; README und Doc-Kommentare in derselben Änderung aktualisieren wie das Verhalten, die Befehle oder das Setup, das sie beschreiben; Commit-Nachrichten im Stil von \`git log\`.`,
  scopedDescription: (framework) => `${framework}-Regeln für passende Dateien`,
  definitionOfDone:
    "Fertig heißt: Es baut, Typprüfung, Linter und die betroffenen Tests laufen durch, neues Verhalten hat einen Test, und deine Zusammenfassung nennt, was du ausgeführt hast.",
  important: "WICHTIG:",
  headings: {
    commands: "Befehle & Struktur",
    projectRules: "Projektregeln",
    project: "Projektkontext",
    behavior: (label) => `Arbeitsweise: ${label}`,
    application: {
      Frontend: "Frontend-Anwendung",
      Backend: "Backend-Dienst",
      Fullstack: "Fullstack-Anwendung",
    },
    testing: "Tests",
    security: "Sicherheit",
    style: "Codestil",
    uncertainty: "Wenn du unsicher bist",
    targetChat: "So antwortest du",
    targetTool: (name) => `Arbeiten mit ${name}`,
    targetGeneric: "Arbeitsablauf",
    firstReply: "Deine erste Antwort",
  },
  firstReply:
    "Antworte zuerst mit einer kurzen Zusammenfassung deiner Arbeitsweise (höchstens fünf Stichpunkte) und bis zu drei Fragen zu allem, was der Projektkontext offenlässt. Warte dann auf meine erste Aufgabe.",
  defaultPromptDestination:
    "Füge ihn als erste Nachricht in eine neue Unterhaltung mit {name} ein.",
  shared: {
    tools: (names) =>
      names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} und ${names.at(-1)}`,
    readAgentsMd:
      "Lies vor jeder Aufgabe `AGENTS.md` im Wurzelverzeichnis des Repositorys: Dort stehen die Befehle, die Struktur und die Regeln dieses Projekts, gemeinsam für alle KI-Werkzeuge des Teams.",
    destination: (tools) =>
      `Entpacke „Alle herunterladen“ im Wurzelverzeichnis des Repositorys: AGENTS.md enthält die gemeinsamen Regeln einmal; ${tools} laden sie jeweils über eine eigene Datei, mit ihren Framework-Regeln im eigenen Format.`,
  },
  protectedCopyPrefix:
    "[Rulesmith-Vorschau] Teile dieser Regel sind ausgeblendet. Erstelle ein Konto, um den vollständigen Inhalt zu kopieren, herunterzuladen und zu speichern.",
};

const catalogue: Readonly<Record<Language, EngineStrings>> = { en, de };

export function stringsFor(language: Language): EngineStrings {
  return catalogue[language];
}
