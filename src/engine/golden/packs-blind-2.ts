/**
 * The second blind pack measurement (docs/product/rule-packs.md "How well it works"): written
 * blind on 2026-12-02, after the sentence reading and facts-first had been tuned against the
 * first blind set (`packs-blind.ts`), from what each pack means (the pack list in
 * docs/product/rule-packs.md and the rules in `src/engine/packs/`) and from the fixtures'
 * manifests — never from the matcher's trigger lists, and before the matcher was run on them.
 * Its domains differ from the first set's on purpose (logistics, schools, law, HR, IoT, games,
 * newsrooms, public offices, charities, labs, radio).
 *
 * These cases must never be edited to fit the matcher. The only allowed change is a documented
 * expert correction: change the judgement, and add a note beside the case saying what was wrong
 * with it and why (a note, not a tuning). New misses go into `packs.ts` or a new blind set.
 *
 * `blindPackCases2`: 40 descriptions as people type them into step 2 (13 German, 16 traps:
 * negations in both languages, lists of what a project lacks, other senses of a pack's words,
 * comparisons, and paraphrases that avoid a pack's obvious words), judged as an expert would:
 * `expected` must fire, `forbidden` would be wrong, `allowed` may fire or not.
 *
 * `blindRepoPackCases2`: 10 corpus repositories (`tests/fixtures/projects/<fixture>/`) that the
 * first blind set does not use, with the packs their dependencies alone should produce (empty
 * description), and the dependencies that call for them. Infrastructure read from files rather
 * than dependencies (a Dockerfile) is `allowed`, not expected.
 */
import type { PackCase } from "./packs";
import type { RepoPackCase } from "./packs-blind";

const english: readonly PackCase[] = [
  {
    // "no network" asks for offline use rather than cancelling it.
    text: "Dispatch board for a regional freight company: drivers get their next pickup pushed to a tablet in the cab, dispatchers watch every truck move on the map without refreshing, and the tablet keeps recording proof of delivery when there is no network.",
    expected: ["realtime", "offline"],
    forbidden: ["health", "booking", "payments"],
    allowed: ["notifications", "uploads", "auth", "personal-data"],
  },
  {
    text: "Course platform for a coding bootcamp: students submit their assignments as zip files, mentors grade them, and the whole thing must be usable with a screen reader.",
    expected: ["uploads", "accessibility"],
    forbidden: ["health", "payments", "commerce"],
    allowed: ["auth", "notifications", "object-storage"],
  },
  {
    text: "Case management for a small law firm. Each matter holds the client's contact details, court deadlines and scanned documents, and only the lawyers assigned to a matter may open it.",
    expected: ["personal-data", "uploads", "auth"],
    forbidden: ["booking", "commerce", "health"],
    allowed: ["notifications", "search", "object-storage", "multi-tenant"],
  },
  {
    text: "HR tool for a company of about 300 people: employees request leave, their manager approves it, and salary slips and bank details are kept per employee.",
    expected: ["personal-data"],
    forbidden: ["health", "commerce", "payments"],
    allowed: ["auth", "money", "uploads", "notifications", "booking"],
  },
  {
    text: "smart greenhouse controller — ESP32 sensors send temperature and humidity over MQTT every 10 seconds and the dashboard charts them live",
    expected: ["realtime"],
    forbidden: ["health", "commerce", "payments"],
    allowed: ["analytics", "notifications", "offline", "background-jobs"],
  },
  {
    // "schedule" is the newsroom's publishing plan, not a booking.
    text: "Newsroom CMS: reporters upload photos and video, editors schedule articles to go live at a set time, and readers can search the archive back to 1998.",
    expected: ["uploads", "search", "background-jobs"],
    forbidden: ["booking", "commerce", "health"],
    allowed: ["object-storage", "auth", "notifications"],
  },
  {
    text: "Donation page for a wildlife charity: one-off or monthly gifts by card or PayPal, Gift Aid declarations, and a thank-you email with the receipt.",
    expected: ["payments", "notifications"],
    forbidden: ["commerce", "health", "booking"],
    allowed: ["money", "personal-data", "stripe"],
  },
  {
    // Children's photos and pick-up notes are personal data without the words for it.
    text: "Parents' app for a kindergarten: daily photos of the kids, pick-up notes, and a message from the teachers whenever something happens.",
    expected: ["personal-data", "uploads", "notifications"],
    forbidden: ["commerce", "payments"],
    allowed: ["auth", "realtime", "health", "object-storage"],
  },
  {
    text: "Fleet telematics API that insurers and leasing companies call to pull mileage and driving scores per vehicle; each partner gets its own key and a quota.",
    expected: ["public-api"],
    forbidden: ["commerce", "payments", "health"],
    allowed: ["personal-data", "multi-tenant", "analytics", "auth"],
  },
  {
    // A food bank is no bank; "no one can take a full shift" is a double-booking rule.
    text: "Volunteer rota for a food bank: volunteers pick open shifts, no one can take a shift that is already full, and everyone gets a text the evening before.",
    expected: ["booking", "notifications"],
    forbidden: ["commerce", "payments", "money", "health"],
    allowed: ["personal-data", "auth"],
  },
  {
    text: "Internal chatbot that answers employee questions from our Confluence pages using retrieval and Claude.",
    expected: ["ai-features"],
    forbidden: ["health", "payments", "commerce"],
    allowed: ["auth", "search", "background-jobs"],
  },
  {
    text: "Spare-parts portal for tractor dealers: they browse the parts catalogue, see what is on hand in each warehouse and place orders on account.",
    expected: ["commerce"],
    forbidden: ["health", "booking"],
    allowed: ["money", "search", "auth", "multi-tenant", "payments"],
  },
  {
    text: "Our gateway receives a callback from The Things Network each time a LoRaWAN device reports in, and has to verify it and cope with duplicates.",
    expected: ["webhooks"],
    forbidden: ["payments", "commerce", "health"],
    allowed: ["realtime", "background-jobs", "public-api"],
  },
  {
    text: "Meeting-room display for offices: it shows who has the room right now, lets people grab it for 30 minutes from the tablet at the door, and syncs with Outlook calendars.",
    expected: ["booking"],
    forbidden: ["commerce", "payments", "health"],
    allowed: ["realtime", "auth", "offline"],
  },
  {
    // A "course catalogue" sells nothing.
    text: "White-label learning platform we sell to corporations: every client company gets its own branding, users and course catalogue, completely separated from the others.",
    expected: ["multi-tenant"],
    forbidden: ["commerce", "health", "payments"],
    allowed: ["auth", "i18n", "uploads"],
  },
  {
    text: "The API runs as containers on our EKS cluster, provisioned with Terraform; traces go to Grafana Tempo via OpenTelemetry.",
    expected: ["kubernetes", "terraform", "observability"],
    forbidden: ["firebase", "supabase", "commerce", "serverless"],
    allowed: ["docker"],
  },
  {
    // A biotech lab's experiments are no patient data.
    text: "Electronic lab notebook for a biotech startup: researchers record experiments, attach instrument files, and the audit trail must show who changed what.",
    expected: ["uploads"],
    forbidden: ["health", "commerce", "payments"],
    allowed: ["auth", "search", "object-storage", "personal-data"],
  },
  // Traps: negated lists, comparisons, other senses of a pack's words.
  {
    text: "Static site for a sailing club, without accounts, payments or tracking — just the race calendar and results.",
    expected: [],
    forbidden: ["auth", "payments", "analytics", "booking", "personal-data"],
    allowed: ["accessibility"],
    trap: true,
  },
  {
    text: "We tried Stripe Checkout and Paddle, but invoices are now paid by bank transfer only; the app just tracks which invoices are still open.",
    expected: ["money"],
    forbidden: ["stripe", "commerce"],
    allowed: ["payments", "notifications"],
    trap: true,
  },
  {
    text: "We considered Kafka and Redis Streams, but stayed with a nightly cron job that batches the shipment files.",
    expected: ["background-jobs"],
    forbidden: ["redis", "commerce", "realtime"],
    allowed: ["uploads"],
    trap: true,
  },
  {
    text: "CLI that benchmarks hash tables: insert, lookup and delete with different load factors and bucket counts.",
    expected: [],
    forbidden: ["object-storage", "commerce", "search"],
    trap: true,
  },
  {
    text: "WebGL shader playground with lighting, soft shadows and ray tracing demos.",
    expected: [],
    forbidden: ["observability", "commerce"],
    trap: true,
  },
  {
    text: "Physics simulator for school students: charges, fields and currents, with the formula behind each step explained.",
    expected: [],
    forbidden: ["payments", "money"],
    allowed: ["accessibility"],
    trap: true,
  },
  {
    text: "The game has no multiplayer and no accounts; high scores are saved only on the device.",
    expected: [],
    forbidden: ["realtime", "auth", "personal-data"],
    allowed: ["offline"],
    trap: true,
  },
  {
    text: "Parking kiosk for a hospital garage: drivers pay for their ticket by card at the exit. It never sees any patient information.",
    expected: ["payments"],
    forbidden: ["health", "booking"],
    allowed: ["money"],
    trap: true,
  },
  {
    // Nurses looking for work share a CV, not medical records.
    text: "Job board for nurses and care workers: agencies post open positions, candidates apply with their CV.",
    expected: ["personal-data", "uploads"],
    forbidden: ["health", "commerce", "payments"],
    allowed: ["auth", "search", "notifications", "booking"],
    trap: true,
  },
  {
    text: "Hearing calendar for a legal aid office: tracks court dates and which attorney is assigned to each case. There is no online booking for the public.",
    expected: [],
    forbidden: ["booking", "commerce", "payments"],
    allowed: ["personal-data", "auth", "notifications"],
    trap: true,
  },
];

const german: readonly PackCase[] = [
  {
    text: "Digitales Klassenbuch für Grundschulen: Lehrkräfte tragen Fehlzeiten und Noten ein, Eltern sehen nur die Daten ihres eigenen Kindes.",
    expected: ["personal-data", "auth"],
    forbidden: ["health", "commerce", "payments"],
    allowed: ["notifications", "multi-tenant"],
  },
  {
    text: "Sendeplanung für ein Lokalradio: Beiträge werden als Audiodatei hochgeladen, die Redaktion verteilt sie auf Sendeplätze, und jede Nacht läuft automatisch der Export ins Archiv.",
    expected: ["uploads", "background-jobs"],
    forbidden: ["commerce", "payments", "health"],
    allowed: ["search", "object-storage", "booking"],
  },
  {
    text: "Online-Antrag auf einen Anwohnerparkausweis bei der Stadt: Bürger laden Fahrzeugschein und Meldebescheinigung hoch und bezahlen die Gebühr direkt online.",
    expected: ["uploads", "payments", "personal-data"],
    forbidden: ["commerce", "booking", "health"],
    allowed: ["auth", "money", "accessibility", "object-storage"],
  },
  {
    // "ohne WLAN" calls for offline use.
    text: "Lager-App für einen Getränkegroßhandel: Bestände pro Lagerplatz, Kommissionierung mit dem Handscanner, auch in der Kühlhalle ohne WLAN.",
    expected: ["commerce", "offline"],
    forbidden: ["payments", "health", "booking"],
    allowed: ["auth"],
  },
  {
    text: "Telemedizin-Plattform: Ärztinnen sehen Befunde und Laborwerte ihrer Patienten, Videosprechstunde inklusive.",
    expected: ["health"],
    forbidden: ["commerce", "payments"],
    allowed: ["booking", "personal-data", "realtime", "auth"],
  },
  {
    // Staff rotas in a care home hold no residents' health data.
    text: "Dienstplan für ein Pflegeheim: Mitarbeitende tauschen Schichten untereinander, die Leitung genehmigt, und alle bekommen bei Änderungen eine Push-Nachricht.",
    expected: ["notifications"],
    forbidden: ["health", "commerce", "payments"],
    allowed: ["auth", "booking", "personal-data", "realtime"],
  },
  {
    text: "Mehrsprachiger Küchenkonfigurator (Deutsch, Französisch, Italienisch) mit Preisberechnung in CHF und EUR.",
    expected: ["i18n", "money"],
    forbidden: ["health", "booking"],
    allowed: ["commerce", "payments"],
  },
  // Traps: negated lists, a comparison, other senses of "Buchung" and "Mandant".
  {
    text: "Interne Wiki-Suche für unser Team, ohne Konten, Zahlungen oder Tracking.",
    expected: ["search"],
    forbidden: ["auth", "payments", "analytics", "money"],
    trap: true,
  },
  {
    text: "Wir haben Firebase und AWS Amplify ausprobiert, uns dann aber für einen eigenen Server mit SQLite entschieden.",
    expected: [],
    forbidden: ["firebase", "serverless", "supabase"],
    trap: true,
  },
  {
    text: "Finanzbuchhaltung für Handwerksbetriebe: jede Buchung mit Soll und Haben, Umsatzsteuervoranmeldung per ELSTER.",
    expected: ["money"],
    forbidden: ["booking", "commerce", "payments"],
    trap: true,
  },
  {
    text: "Die App speichert keine personenbezogenen Daten und braucht keine Anmeldung: ein Pegelstand-Monitor für Flüsse.",
    expected: [],
    forbidden: ["personal-data", "auth", "health"],
    allowed: ["realtime", "notifications", "accessibility"],
    trap: true,
  },
  {
    text: "Nur im Schulnetz erreichbar, keine Benachrichtigungen per E-Mail oder Push – die Lehrkräfte sehen den Vertretungsplan, wenn sie die Seite öffnen.",
    expected: [],
    forbidden: ["notifications", "payments", "commerce"],
    allowed: ["auth"],
    trap: true,
  },
  {
    // A law firm's "Mandant" is a client, not a tenant of the software.
    text: "Kanzleisoftware für eine Anwaltskanzlei: Mandantenakten, Fristen und Schriftsätze an einem Ort.",
    expected: ["personal-data"],
    forbidden: ["multi-tenant", "commerce", "booking"],
    allowed: ["uploads", "search", "auth", "notifications"],
    trap: true,
  },
];

/** The 40 second-set blind descriptions, English first. */
export const blindPackCases2: readonly PackCase[] = [...english, ...german];

/** The German ones among them, for the figures per language. */
export const blindGermanPackCases2: readonly PackCase[] = german;

export const blindRepoPackCases2: readonly RepoPackCase[] = [
  {
    fixture: "ghostfolio-ghostfolio",
    expected: [
      "payments",
      "stripe",
      "prisma",
      "background-jobs",
      "redis",
      "auth",
      "ai-features",
      "i18n",
    ],
    forbidden: [
      "health",
      "booking",
      "commerce",
      "supabase",
      "firebase",
      "mongodb",
      "celery",
      "sidekiq",
      "bullmq",
      "clerk",
    ],
    allowed: ["money", "offline", "docker", "public-api", "personal-data", "search", "analytics"],
    reason:
      "stripe → payments and Stripe; @prisma/client → Prisma; bull, @nestjs/bull and @nestjs/schedule → background jobs; @keyv/redis and the Redis throttler storage → Redis; passport (Google, OIDC, JWT) and @simplewebauthn → sign-in; ai with @openrouter/ai-sdk-provider → AI features; @angular/localize with ng-extract-i18n-merge → i18n",
  },
  {
    fixture: "t3-oss-create-t3-turbo",
    expected: ["trpc", "drizzle", "better-auth", "auth"],
    forbidden: [
      "payments",
      "stripe",
      "health",
      "booking",
      "commerce",
      "prisma",
      "supabase",
      "firebase",
      "authjs",
      "clerk",
      "mongodb",
    ],
    allowed: ["serverless", "docker"],
    reason:
      "@trpc/server and @trpc/client → tRPC; drizzle-orm → Drizzle; better-auth and @better-auth/expo → Better Auth and sign-in",
  },
  {
    fixture: "fastapi-full-stack-fastapi-template",
    expected: ["auth", "notifications", "observability"],
    forbidden: [
      "payments",
      "stripe",
      "health",
      "booking",
      "commerce",
      "supabase",
      "firebase",
      "celery",
      "redis",
      "prisma",
      "mongodb",
    ],
    allowed: ["docker", "public-api", "personal-data"],
    reason:
      "pyjwt and pwdlib → sign-in; emails and react-email → notifications (e-mail); sentry-sdk → observability",
  },
  {
    fixture: "dotnet-eshop",
    expected: ["redis", "auth", "ai-features", "observability"],
    forbidden: [
      "health",
      "booking",
      "supabase",
      "firebase",
      "stripe",
      "mongodb",
      "celery",
      "sidekiq",
      "bullmq",
      "prisma",
    ],
    allowed: [
      "commerce",
      "payments",
      "webhooks",
      "public-api",
      "background-jobs",
      "docker",
      "search",
      "money",
    ],
    reason:
      "Aspire.StackExchange.Redis → Redis; Duende.IdentityServer, ASP.NET Core Identity and JwtBearer → sign-in; Aspire.Azure.AI.OpenAI and OllamaSharp → AI features; OpenTelemetry.* → observability",
  },
  {
    fixture: "mealie-recipes-mealie",
    expected: ["ai-features", "notifications", "auth", "i18n"],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "firebase",
      "celery",
      "redis",
      "mongodb",
    ],
    allowed: ["offline", "uploads", "search", "realtime", "docker", "public-api", "personal-data"],
    reason:
      "openai → AI features; apprise → notifications; authlib, python-ldap, pyjwt and @nuxtjs/auth-next → sign-in; @nuxtjs/i18n → i18n",
  },
  {
    // A cron-job monitor: "health checks" are no health data.
    fixture: "healthchecks-healthchecks",
    expected: ["auth"],
    forbidden: [
      "health",
      "payments",
      "stripe",
      "commerce",
      "booking",
      "supabase",
      "firebase",
      "celery",
      "redis",
      "mongodb",
    ],
    allowed: [
      "notifications",
      "observability",
      "background-jobs",
      "docker",
      "webhooks",
      "personal-data",
      "public-api",
    ],
    reason: "fido2, pyotp and PyJWT → sign-in (WebAuthn, TOTP)",
  },
  {
    fixture: "kimai-kimai",
    expected: ["auth", "i18n", "notifications", "money"],
    forbidden: [
      "health",
      "payments",
      "stripe",
      "commerce",
      "booking",
      "supabase",
      "firebase",
      "redis",
      "celery",
      "sidekiq",
      "mongodb",
    ],
    allowed: ["public-api", "uploads", "docker", "personal-data", "analytics"],
    reason:
      "symfony/security-bundle, scheb/2fa-* and onelogin/php-saml → sign-in; symfony/translation and symfony/intl → i18n; symfony/mailer → notifications; horstoeko/zugferd (e-invoices) → money",
  },
  {
    fixture: "bookstackapp-bookstack",
    expected: ["auth", "object-storage", "redis"],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "firebase",
      "celery",
      "sidekiq",
      "mongodb",
      "prisma",
    ],
    allowed: ["uploads", "search", "i18n", "offline", "docker", "notifications", "public-api"],
    reason:
      "laravel/socialite, league/oauth2-client, onelogin/php-saml and google2fa → sign-in; league/flysystem-aws-s3-v3 → object storage; predis → Redis",
  },
  {
    fixture: "lichess-org-mobile",
    expected: ["firebase", "notifications", "realtime", "i18n", "auth", "observability"],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "celery",
      "sidekiq",
      "redis",
    ],
    allowed: ["offline", "uploads", "analytics"],
    reason:
      "firebase_core, firebase_messaging and firebase_crashlytics → Firebase; firebase_messaging and flutter_local_notifications → notifications; web_socket_channel → real-time; flutter_localizations and intl → i18n; flutter_appauth → sign-in; firebase_crashlytics → observability",
  },
  {
    fixture: "android-nowinandroid",
    expected: ["firebase", "analytics", "notifications", "observability", "background-jobs"],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "celery",
      "sidekiq",
      "redis",
    ],
    allowed: ["offline", "accessibility"],
    reason:
      "firebase-bom → Firebase; firebase-analytics → analytics; firebase-cloud-messaging → notifications; firebase-crashlytics and firebase-performance → observability; androidx-work-ktx (WorkManager) → background jobs",
  },
];
