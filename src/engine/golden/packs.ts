/**
 * The pack test set (docs/product/rule-packs.md "How well it works"): descriptions as people type
 * them into step 2, each with the packs an expert expects and the ones that would be wrong.
 * `trap` marks a description whose words look like a pack's but mean something else. `allowed`
 * packs may fire or not (counted neither way).
 * packs.test.ts prints precision and recall over the whole set and fails below 0.95 / 0.9.
 */
import type { RulePackId } from "#contract/wizard-packs";

export interface PackCase {
  readonly text: string;
  readonly expected: readonly RulePackId[];
  readonly forbidden: readonly RulePackId[];
  readonly allowed?: readonly RulePackId[];
  readonly trap?: boolean;
  /** What an import detected, for cases about libraries. */
  readonly libraries?: readonly string[];
  readonly tooling?: readonly string[];
}

export const packCases: readonly PackCase[] = [
  // The review's misfires.
  {
    text: "A small inventory service that exposes a /health endpoint for the load balancer.",
    expected: ["commerce"],
    forbidden: ["health", "money"],
    trap: true,
  },
  {
    text: "A recipe site where you can turn recipes into a shopping list.",
    expected: [],
    forbidden: ["commerce"],
    trap: true,
  },
  {
    text: "A terminal UI for tailing logs across several servers.",
    expected: [],
    forbidden: ["booking"],
    trap: true,
  },
  {
    text: "A telehealth app for therapists; clients pay for sessions through Stripe.",
    expected: ["health", "payments", "stripe"],
    forbidden: ["money"],
    allowed: ["booking"],
  },
  {
    text: "Vereinsverwaltung: Mitgliedsbeiträge werden per SEPA-Lastschrift eingezogen.",
    expected: ["payments"],
    forbidden: ["health"],
    allowed: ["money", "auth"],
  },
  {
    text: "A Next.js app on Supabase where teams share project boards.",
    expected: ["supabase"],
    forbidden: ["health", "money"],
    allowed: ["multi-tenant"],
  },
  {
    text: "A Flutter field-service app on Firebase that must work offline in basements.",
    expected: ["firebase", "offline"],
    forbidden: ["health"],
  },
  // Plain descriptions.
  {
    text: "A recipe site where people browse dishes by season.",
    expected: [],
    forbidden: ["commerce", "money", "health"],
  },
  {
    text: "A personal blog with markdown posts and an RSS feed.",
    expected: [],
    forbidden: ["commerce", "auth", "notifications"],
  },
  {
    text: "A neobank API for freelancers: multi-currency wallets, instant payouts and a ledger.",
    expected: ["money"],
    forbidden: ["health", "booking"],
    allowed: ["payments"],
  },
  {
    text: "Yoga studios let members book classes; no double-booked spots, reminders by e-mail.",
    expected: ["booking", "notifications"],
    forbidden: ["money", "health"],
    allowed: ["auth"],
  },
  {
    text: "A multi-tenant B2B SaaS for HR teams with SSO and role-based permissions.",
    expected: ["multi-tenant", "auth"],
    forbidden: ["booking", "commerce"],
  },
  {
    text: "An online shop for handmade furniture with a product catalogue, cart and checkout.",
    expected: ["commerce", "payments"],
    forbidden: ["booking", "health"],
  },
  {
    text: "A patient portal for a clinic: lab results, messages to the doctor, appointment booking.",
    expected: ["health", "booking"],
    forbidden: ["commerce"],
    allowed: ["realtime"],
  },
  {
    text: "An internal dashboard with KPIs and charts for the finance team, data from BigQuery.",
    expected: ["analytics"],
    forbidden: ["health", "booking"],
    allowed: ["money"],
  },
  {
    text: "A REST API for a fitness app that stores workouts and syncs them between devices.",
    expected: ["offline"],
    forbidden: ["health", "public-api", "money"],
  },
  {
    text: "A public API for partners to submit orders, with API keys and rate limits.",
    expected: ["public-api"],
    forbidden: ["health"],
    allowed: ["commerce"],
  },
  {
    text: "Users upload PDFs of their contracts and we extract the key dates with an LLM.",
    expected: ["uploads", "ai-features"],
    forbidden: ["booking", "commerce"],
  },
  {
    text: "A customer support chatbot built on OpenAI with RAG over our help articles.",
    expected: ["ai-features"],
    forbidden: ["realtime", "health"],
    allowed: ["search"],
  },
  {
    text: "A collaborative whiteboard with live cursors over WebSockets.",
    expected: ["realtime"],
    forbidden: ["commerce", "booking"],
  },
  {
    text: "Nightly CSV imports from the ERP run in a background queue with retries.",
    expected: ["background-jobs"],
    forbidden: ["commerce", "money"],
  },
  {
    text: "A multilingual news site in English, Arabic and French, with right-to-left layouts.",
    expected: ["i18n"],
    forbidden: ["commerce"],
  },
  {
    text: "Must meet WCAG 2.2 AA because it is a public-sector form service.",
    expected: ["accessibility"],
    forbidden: ["commerce", "health"],
  },
  {
    text: "We receive webhooks from GitHub and post summaries to Slack.",
    expected: ["webhooks"],
    forbidden: ["payments", "money"],
    allowed: ["ai-features", "notifications"],
  },
  {
    text: "A marketplace for used bikes with full-text search and saved searches.",
    expected: ["commerce", "search"],
    forbidden: ["health"],
  },
  {
    text: "A GDPR-compliant CRM that stores customer data for small agencies.",
    expected: ["personal-data"],
    forbidden: ["health", "commerce"],
    allowed: ["multi-tenant"],
  },
  {
    text: "Restaurant table reservations with time zones for our locations abroad.",
    expected: ["booking"],
    forbidden: ["commerce", "money"],
  },
  {
    text: "Invoicing for freelancers: create invoices, track expenses, export for the accountant.",
    expected: ["money"],
    forbidden: ["health", "booking"],
    allowed: ["background-jobs"],
  },
  {
    text: "A Stripe-powered subscription billing portal for our SaaS.",
    expected: ["payments", "stripe", "multi-tenant"],
    forbidden: ["health"],
    allowed: ["money"],
  },
  // Services by name.
  {
    text: "Backend in Node with Prisma and PostgreSQL, cached in Redis.",
    expected: ["prisma", "redis"],
    forbidden: ["health", "commerce"],
  },
  {
    text: "Drizzle ORM on Neon, deployed as Vercel functions.",
    expected: ["drizzle", "serverless"],
    forbidden: ["health"],
  },
  {
    text: "A Django app whose PDF reports are rendered in Celery tasks.",
    expected: ["celery", "background-jobs"],
    forbidden: ["analytics", "uploads"],
  },
  {
    text: "Rails monolith with Sidekiq for e-mail delivery.",
    expected: ["sidekiq", "background-jobs"],
    forbidden: ["health"],
    allowed: ["notifications"],
  },
  {
    text: "A NestJS worker that processes video transcoding jobs with BullMQ.",
    expected: ["bullmq", "background-jobs"],
    forbidden: ["uploads", "commerce"],
  },
  {
    text: "Photos go straight to S3 with presigned URLs and thumbnails are generated later.",
    expected: ["object-storage"],
    forbidden: ["commerce", "health"],
    allowed: ["uploads", "background-jobs"],
  },
  {
    text: "A T3 app with tRPC, NextAuth and Prisma.",
    expected: ["trpc", "authjs", "prisma"],
    forbidden: ["health"],
    allowed: ["auth"],
  },
  {
    text: "Sign-in is handled by Clerk, with organizations for each customer.",
    expected: ["clerk", "auth"],
    forbidden: ["health"],
    allowed: ["multi-tenant"],
  },
  {
    text: "We use Better Auth with passkeys and email OTP.",
    expected: ["better-auth", "auth"],
    forbidden: ["notifications"],
  },
  {
    text: "A GraphQL API with Apollo Server in front of three microservices.",
    expected: ["graphql"],
    forbidden: ["health", "public-api"],
  },
  {
    text: "Everything runs in Docker and is deployed to Kubernetes with Helm charts.",
    expected: ["docker", "kubernetes"],
    forbidden: ["analytics"],
  },
  {
    text: "Infrastructure as code with Terraform on AWS; the API runs on AWS Lambda.",
    expected: ["terraform", "serverless"],
    forbidden: ["health"],
  },
  {
    text: "Errors go to Sentry and traces to OpenTelemetry.",
    expected: ["observability"],
    forbidden: ["analytics"],
  },
  {
    text: "A MongoDB-backed catalogue of board games with Mongoose models.",
    expected: ["mongodb"],
    forbidden: ["health", "booking"],
    allowed: ["commerce"],
  },
  // Traps: words that mean something else here.
  {
    text: "A landing page with stock photos and a newsletter sign-up.",
    expected: ["notifications"],
    forbidden: ["commerce", "uploads"],
    allowed: ["auth"],
    trap: true,
  },
  {
    text: "A CLI that retries failed requests with patient exponential backoff.",
    expected: [],
    forbidden: ["health", "background-jobs"],
    trap: true,
  },
  {
    text: "A debugging tool that replays the database transaction log of Postgres.",
    expected: [],
    forbidden: ["money", "payments"],
    trap: true,
  },
  {
    text: "A UI demo of a checkout page for our design system, no real backend.",
    expected: [],
    forbidden: ["payments", "commerce"],
    trap: true,
  },
  {
    text: "A Kubernetes operator that restarts pods when their health checks fail.",
    expected: ["kubernetes"],
    forbidden: ["health"],
    trap: true,
  },
  {
    text: "A to-do app where tasks are sorted in the order you add them.",
    expected: [],
    forbidden: ["commerce"],
    trap: true,
  },
  {
    text: "A Jupyter notebook viewer with syntax highlighting.",
    expected: [],
    forbidden: ["booking"],
    trap: true,
  },
  {
    text: "A habit tracker for runners with streaks and badges.",
    expected: [],
    forbidden: ["analytics", "health"],
    allowed: ["notifications"],
    trap: true,
  },
  {
    text: "A static site generator written in Rust that renders Markdown to HTML.",
    expected: [],
    forbidden: ["uploads", "analytics"],
    trap: true,
  },
  {
    text: "A load balancer config linter for our platform team.",
    expected: [],
    forbidden: ["money"],
    trap: true,
  },
  {
    text: "A monorepo with pnpm workspaces for our design system packages.",
    expected: [],
    forbidden: ["multi-tenant"],
    trap: true,
  },
  {
    text: "A tool that lets law clerks search court decisions.",
    expected: ["search"],
    forbidden: ["clerk", "auth"],
    trap: true,
  },
  {
    text: "A game where the background music changes with the weather.",
    expected: [],
    forbidden: ["background-jobs"],
    trap: true,
  },
  {
    text: "A Python library of lambda expressions helpers for data pipelines.",
    expected: [],
    forbidden: ["serverless"],
    trap: true,
  },
  {
    text: "A Git GUI: checkout a branch, stage hunks and push.",
    expected: [],
    forbidden: ["payments"],
    trap: true,
  },
  {
    text: "A bug tracker where testers file crash reports.",
    expected: [],
    forbidden: ["analytics"],
    trap: true,
  },
  {
    text: "A chat with an AI tutor that explains maths step by step.",
    expected: ["ai-features"],
    forbidden: ["realtime"],
    trap: true,
  },
  {
    text: "A local event calendar; no accounts, no login, fully anonymous.",
    expected: [],
    forbidden: ["auth"],
    allowed: ["booking"],
    trap: true,
  },
  {
    text: "A compiler playground that supports several programming languages.",
    expected: [],
    forbidden: ["i18n"],
    trap: true,
  },
  {
    text: "A statically hosted portfolio, easily accessible via a custom domain.",
    expected: [],
    forbidden: ["accessibility"],
    trap: true,
  },
  {
    text: "A stock market ticker widget for traders.",
    expected: ["realtime"],
    forbidden: ["commerce"],
    trap: true,
  },
  // German descriptions as people type them.
  {
    text: "Eine App für Arztpraxen: Patienten buchen Termine online, Patientendaten bleiben in der EU.",
    expected: ["health", "booking"],
    forbidden: ["commerce"],
    allowed: ["personal-data"],
  },
  {
    text: "Online-Terminbuchung für Friseure mit Erinnerung per SMS.",
    expected: ["booking", "notifications"],
    forbidden: ["health", "money"],
  },
  {
    text: "Ein Onlineshop für Kaffee mit Warenkorb, Zahlungen per PayPal und Klarna.",
    expected: ["commerce", "payments"],
    forbidden: ["health", "booking"],
  },
  {
    text: "Buchhaltungssoftware für Vereine mit Buchungssätzen und Belegen.",
    expected: ["money"],
    forbidden: ["booking"],
    allowed: ["uploads"],
    trap: true,
  },
  {
    text: "Eine mandantenfähige Plattform für Hausverwaltungen; jede Firma sieht nur ihre Daten.",
    expected: ["multi-tenant"],
    forbidden: ["health", "commerce"],
  },
  {
    text: "Ein Terminal-Tool, das Logdateien durchsucht.",
    expected: ["search"],
    forbidden: ["booking"],
    trap: true,
  },
  {
    text: "Eine Rezept-App mit Einkaufsliste und Wochenplan.",
    expected: [],
    forbidden: ["commerce"],
    trap: true,
  },
  {
    text: "Personenbezogene Daten nach DSGVO: Export und Löschung auf Anfrage.",
    expected: ["personal-data"],
    forbidden: ["commerce"],
  },
  {
    text: "Die Seite muss barrierefrei sein (BFSG) und mehrsprachig auf Deutsch und Englisch.",
    expected: ["accessibility", "i18n"],
    forbidden: ["commerce"],
  },
  {
    text: "Exporte laufen nachts im Hintergrund über eine Warteschlange.",
    expected: ["background-jobs"],
    forbidden: ["commerce"],
  },
  {
    text: "Ein KI-Assistent für den Kundensupport, der Antworten aus unserer Wissensdatenbank vorschlägt.",
    expected: ["ai-features"],
    forbidden: ["realtime", "health"],
  },
  {
    text: "Kollaboratives Bearbeiten von Dokumenten in Echtzeit.",
    expected: ["realtime"],
    forbidden: ["uploads"],
  },
  {
    text: "Eine Banking-App mit Kontostand, Überweisungen und Daueraufträgen.",
    expected: ["money"],
    forbidden: ["booking", "health"],
    allowed: ["payments"],
  },
  {
    text: "Nutzer laden Rechnungen als PDF hoch, die wir automatisch auslesen.",
    expected: ["uploads"],
    forbidden: ["health"],
    allowed: ["money", "ai-features"],
  },
  {
    text: "Eine Lern-App, die auch im Funkloch funktioniert und später synchronisiert.",
    expected: ["offline"],
    forbidden: ["health"],
  },
  {
    text: "Abonnements mit monatlicher Abrechnung über Stripe.",
    expected: ["payments", "stripe"],
    forbidden: ["health"],
    allowed: ["money"],
  },
  {
    text: "In der Praxis nutzen wir das Tool für Code-Reviews im Team.",
    expected: [],
    forbidden: ["health"],
    trap: true,
  },
  {
    text: "Eine Physiotherapie-Praxis verwaltet Behandlungen und Rezepte ihrer Patienten.",
    expected: ["health"],
    forbidden: ["commerce"],
    allowed: ["booking"],
  },
  {
    text: "Unsere API ist öffentlich: Händler binden sie mit API-Keys an ihre Shops an.",
    expected: ["public-api"],
    forbidden: ["health"],
    allowed: ["commerce"],
  },
  {
    text: "Eine Supabase-App mit Row-Level-Security für jede Schule.",
    expected: ["supabase"],
    forbidden: ["health"],
    allowed: ["multi-tenant"],
  },
  {
    text: "Dashboards mit Kennzahlen und Auswertungen für die Filialleitung.",
    expected: ["analytics"],
    forbidden: ["commerce", "money"],
  },
  {
    text: "Benutzerkonten mit Passwort und Zwei-Faktor-Anmeldung.",
    expected: ["auth"],
    forbidden: ["money"],
  },
  {
    text: "Newsletter-Versand und Benachrichtigungen per E-Mail für Vereinsmitglieder.",
    expected: ["notifications"],
    forbidden: ["health"],
    allowed: ["auth", "background-jobs"],
  },
  {
    text: "Unser Backend läuft in Docker-Containern, die Infrastruktur beschreiben wir mit Terraform.",
    expected: ["docker", "terraform"],
    forbidden: ["health"],
  },
  // From an import: the libraries speak when the description does not.
  {
    text: "Our team's internal tool.",
    expected: ["prisma", "stripe", "payments"],
    forbidden: ["health", "commerce"],
    libraries: ["Prisma", "Stripe"],
  },
  {
    text: "A side project.",
    expected: ["supabase", "docker"],
    forbidden: ["health"],
    libraries: ["Supabase"],
    tooling: ["Docker"],
  },
  {
    text: "Ein Werkzeug für unser Team.",
    expected: ["clerk", "auth", "bullmq", "background-jobs", "redis"],
    forbidden: ["health"],
    libraries: ["Clerk", "BullMQ", "Redis"],
  },
  // Written after the triggers were tuned, run once blind (precision 0.923, recall 0.750), then
  // fixed: a gym's "book personal training slots", "summarises threads using Claude", a German
  // "jede Schule sieht nur ihre Schüler", Cloudflare Workers (no job queue), a tax advisor.
  {
    text: "A SaaS where agencies track billable hours and send invoices to their clients.",
    expected: ["multi-tenant", "money"],
    forbidden: ["health"],
  },
  {
    text: "Mobile app for a gym: members scan a QR code to check in and book personal training slots.",
    expected: ["booking"],
    forbidden: ["commerce", "health"],
    allowed: ["auth"],
  },
  {
    text: "Internal CRUD admin for our warehouse: stock levels, purchase orders, suppliers.",
    expected: ["commerce"],
    forbidden: ["health"],
  },
  {
    text: "Eine Plattform, auf der Handwerker Angebote erstellen und Kunden online bezahlen.",
    expected: ["payments"],
    forbidden: ["health"],
  },
  {
    text: "Slack bot that summarises long threads using Claude.",
    expected: ["ai-features"],
    forbidden: ["realtime"],
  },
  {
    text: "A static marketing site built with Astro, deployed on Netlify.",
    expected: [],
    forbidden: ["commerce", "serverless"],
    trap: true,
  },
  {
    text: "CLI tool that converts CSV files to Parquet.",
    expected: [],
    forbidden: ["uploads"],
    allowed: ["background-jobs"],
  },
  {
    text: "Eine Lernplattform für Schulen mit Kursen, Hausaufgaben-Uploads und Noten; jede Schule sieht nur ihre Schüler.",
    expected: ["uploads", "multi-tenant"],
    forbidden: ["health", "commerce"],
  },
  {
    text: "Dating app with chat, photo uploads and push notifications.",
    expected: ["realtime", "uploads", "notifications"],
    forbidden: ["health"],
  },
  {
    text: "We run the backend on Cloudflare Workers with D1 and Durable Objects.",
    expected: ["serverless"],
    forbidden: ["background-jobs"],
    trap: true,
  },
  {
    text: "Portal für Steuerberater: Mandanten laden Belege hoch, die Kanzlei bucht sie.",
    expected: ["multi-tenant", "uploads", "money"],
    forbidden: ["booking", "health"],
  },
  {
    text: "A game leaderboard API backed by Redis sorted sets.",
    expected: ["redis"],
    forbidden: ["commerce"],
  },
  // Misses of the second blind set, as new cases: negated lists, trials turned away from, other
  // senses of a hospital, a clinic and a lawyer's "Mandant", paraphrases.
  {
    text: "Newsletter tool without tracking pixels, cookies or analytics.",
    expected: ["notifications"],
    forbidden: ["analytics"],
    allowed: ["personal-data"],
    trap: true,
  },
  {
    text: "Recipe app with no login, ads or in-app purchases.",
    expected: [],
    forbidden: ["auth", "payments"],
    trap: true,
  },
  {
    text: "We tried Supabase and Firebase, but the data now lives in our own Postgres.",
    expected: [],
    forbidden: ["supabase", "firebase"],
    trap: true,
  },
  {
    text: "We tried Clerk for a week and kept it: sign-in with passkeys and Google.",
    expected: ["clerk", "auth"],
    forbidden: ["payments"],
  },
  {
    text: "Staff rota for a hospital's cleaning team: shifts, swaps and holiday requests.",
    expected: [],
    forbidden: ["health"],
    allowed: ["booking", "notifications", "auth"],
    trap: true,
  },
  {
    text: "Visitor parking app for a clinic car park, paid by card on exit.",
    expected: ["payments"],
    forbidden: ["health"],
    allowed: ["money"],
    trap: true,
  },
  {
    text: "Applicant tracking for a recruiting agency: candidates upload their CV and cover letter.",
    expected: ["uploads", "personal-data"],
    forbidden: ["health", "commerce"],
    allowed: ["search", "analytics"],
  },
  {
    text: "Payroll for small businesses: salaries, tax IDs and bank details for each employee.",
    expected: ["personal-data", "money"],
    forbidden: ["commerce", "health"],
    allowed: ["payments", "multi-tenant"],
  },
  {
    text: "Document archive for a housing co-op where only board members can open the minutes.",
    expected: ["auth"],
    forbidden: ["commerce", "multi-tenant"],
    allowed: ["uploads", "search"],
  },
  {
    text: "Sports club app: members pick a free slot on the court and get a reminder an hour before.",
    expected: ["booking", "notifications"],
    forbidden: ["commerce", "health"],
    allowed: ["auth"],
  },
  {
    text: "Bus tracker that shows every bus on the map without reloading the page.",
    expected: ["realtime"],
    forbidden: ["commerce", "booking"],
    allowed: ["offline"],
  },
  {
    text: "Publishing tool for a podcast network: episodes are uploaded ahead and scheduled to go live at a set time.",
    expected: ["uploads", "background-jobs"],
    forbidden: ["booking", "commerce"],
    allowed: ["object-storage"],
  },
  {
    text: "Our service handles callbacks from the payment provider and the courier API.",
    expected: ["webhooks", "payments"],
    forbidden: ["health"],
    allowed: ["commerce", "public-api"],
  },
  {
    text: "Ray-tracing renderer benchmark comparing BVH builders.",
    expected: [],
    forbidden: ["observability"],
    trap: true,
  },
  {
    text: "Electronics course: charges, currents and capacitors, with quizzes.",
    expected: [],
    forbidden: ["payments", "money"],
    trap: true,
  },
  {
    text: "Newsletter-Tool ohne Tracking, Cookies oder Profilbildung.",
    expected: ["notifications"],
    forbidden: ["analytics"],
    allowed: ["personal-data"],
    trap: true,
  },
  {
    text: "Wir haben Stripe und Mollie getestet, abgerechnet wird aber weiter per Rechnung und Überweisung.",
    expected: ["money"],
    forbidden: ["stripe"],
    allowed: ["payments"],
    trap: true,
  },
  {
    text: "Schichtplan für eine Klinik: Pflegekräfte tragen Wünsche ein, die Stationsleitung plant.",
    expected: [],
    forbidden: ["health"],
    allowed: ["booking", "auth"],
    trap: true,
  },
  {
    text: "Bewerberportal: Bewerber laden Lebenslauf und Zeugnisse hoch.",
    expected: ["uploads", "personal-data"],
    forbidden: ["health", "commerce"],
    allowed: ["auth"],
  },
  {
    text: "Rechtsanwaltskanzlei: Mandanten buchen online einen Beratungstermin.",
    expected: ["booking"],
    forbidden: ["multi-tenant"],
    allowed: ["personal-data", "payments", "notifications"],
    trap: true,
  },
  {
    text: "Lagerverwaltung für einen Baustoffhandel mit Kommissionierung per Scanner.",
    expected: ["commerce"],
    forbidden: ["health", "payments"],
    allowed: ["offline"],
  },
  {
    text: "Vereinsapp: Mitglieder bekommen bei Spielausfall sofort eine Push-Nachricht.",
    expected: ["notifications"],
    forbidden: ["payments", "commerce"],
    allowed: ["auth", "realtime"],
  },
  {
    text: "Preisrechner für Ferienwohnungen in EUR und CHF.",
    expected: ["money"],
    forbidden: ["health"],
    allowed: ["booking", "commerce"],
  },
  // Guards for the paraphrases read since: another CVS, a verb list, a text field.
  {
    text: "Migrate our CVS repository to git.",
    expected: [],
    forbidden: ["personal-data", "uploads"],
    trap: true,
  },
  {
    text: "The app only works offline and can read QR codes.",
    expected: ["offline"],
    forbidden: ["auth"],
    trap: true,
  },
  {
    text: "The product page gets a text field for the engraving.",
    expected: [],
    forbidden: ["notifications"],
    allowed: ["commerce"],
    trap: true,
  },
];
