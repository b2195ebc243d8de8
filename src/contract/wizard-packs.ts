/**
 * Which rule packs a project gets, and why (docs/product/rule-packs.md): read from the description
 * and notes (in English or German) and from an import's libraries and tooling. Zod-free and pure,
 * so the engine and the wizard's step 2 (the chips "Rules we'll add for your project") decide
 * alike; the packs' rules live in the engine (`src/engine/packs/`).
 *
 * A pack fires on a strong signal (a phrase that means it: "double-booked", "SEPA-Lastschrift",
 * "Supabase"), or on two different weak cues ("calendar" and "slots"), never on a cue inside a
 * context that means something else ("health check", "shopping list", "stock photo", "be
 * patient", "database transaction log", "UI demo of a checkout"), in a negated clause ("payments
 * are not handled here", "ohne Bezahlfunktion") or among what was compared and not chosen ("we
 * evaluated Supabase but went with Postgres"; decision 124).
 */
import type { LibraryName, ToolingName } from "./project-options";

/** Every rule pack, in the order their rules appear and claim `IMPORTANT:`. */
export const rulePackIds = [
  "health",
  "money",
  "payments",
  "multi-tenant",
  "personal-data",
  "webhooks",
  "auth",
  "booking",
  "commerce",
  "offline",
  "uploads",
  "ai-features",
  "realtime",
  "background-jobs",
  "public-api",
  "search",
  "notifications",
  "analytics",
  "accessibility",
  "i18n",
  // Services a description names or an import detects.
  "supabase",
  "firebase",
  "stripe",
  "prisma",
  "drizzle",
  "mongodb",
  "redis",
  "celery",
  "sidekiq",
  "bullmq",
  "object-storage",
  "authjs",
  "clerk",
  "better-auth",
  "trpc",
  "graphql",
  "docker",
  "kubernetes",
  "terraform",
  "serverless",
  "observability",
] as const;
export type RulePackId = (typeof rulePackIds)[number];

/**
 * Signals as regular-expression sources, matched case-insensitively. A term matches at the start
 * of a word unless it starts with `~` (inside a word too: German compounds, "SEPA-Lastschrift",
 * "Arzttermine"); a trailing `!` means the word must end there ("chat!" is not "chatbot").
 */
interface PackSignals {
  /** One is enough. */
  readonly strong: readonly string[];
  /** Too common alone: two different ones fire the pack (or one beside a strong one). */
  readonly weak?: readonly string[];
  /** Contexts in which a matched term means something else; matches inside them don't count. */
  readonly not?: readonly string[];
  /** Imported libraries that call for the pack. */
  readonly libraries?: readonly LibraryName[];
  readonly tooling?: readonly ToolingName[];
}

/** Contexts that cancel every pack's terms inside them: the thing is only shown, not built. */
const SHOWN_NOT_BUILT = [
  "(?:ui|ux|design|clickable|static|visual) (?:demo|mock-?up|prototype|showcase)s? (?:of|for) (?:an? |the )?[\\p{L}-]+(?: [\\p{L}-]+)?",
  "(?:mock-?up|wireframe)s? (?:of|for) (?:an? |the )?[\\p{L}-]+(?: [\\p{L}-]+)?",
  "(?:klick-?)?(?:dummy|attrappe|mock-?up) (?:eines|einer|für) [\\p{L}-]+(?: [\\p{L}-]+)?",
];

/**
 * Contexts that cancel every pack's terms inside them: the word is another field's ("stripe size"
 * of a RAID, a git "sparse checkout", Ansible's "dynamic inventory").
 */
const OTHER_SENSES = [
  "(?:raid[- ]?\\d* )?stripe (?:sizes?|widths?|units?|sets?|counts?)",
  "raid[- ]?\\d* strip(?:es|ed|ing)",
  "(?:sparse|partial|shallow)[- ]checkouts?",
  "(?:dynamic|static|ansible|host) inventor(?:y|ies)",
  "inventory (?:files?|plugins?|scripts?|hosts?|groups?)",
];

export const packSignals: Readonly<Record<RulePackId, PackSignals>> = {
  health: {
    strong: [
      "patients?!",
      "patient (?:data|records?|portal|intake)",
      "patientendaten",
      "patient(?:en|innen)!",
      "~patientenakte",
      "medical",
      "medizin",
      "clinics?!",
      "clinical",
      "~klinik",
      "hospitals?!",
      "krankenh",
      "telehealth",
      "telemedi",
      "hipaa",
      "phi!",
      "ehr!",
      "emr!",
      "health ?(?:care|data|records?|insurance|apps?|tracker|information)",
      "mental health",
      "blood (?:glucose|sugar|pressure)",
      "insulin",
      "diabet",
      "~blutzucker",
      "~blutdruck",
      "gesundheitsdaten",
      "~gesundheitswesen",
      "~arztpraxis",
      "~arztpraxen",
      "~ärzt",
      "~zahnarzt",
      "~therap",
      "~pflegedienst",
      "~pflegeheim",
    ],
    weak: [
      "health!",
      "gesundheit",
      "diagnos",
      "symptoms?",
      "medications?",
      "medikament",
      "doctors?!",
      "nurses?!",
      "~arzt",
      "praxis!",
    ],
    not: [
      "health[- ]?(?:checks?|endpoints?|probes?|status|pages?|monitor)",
      "/health",
      "healthz",
      "liveness",
      "readiness",
      "(?:system|service|server|cluster|code|repo|project|app|financial|team|soil|plant) health",
      "be patient",
      "patient(?:ly)? (?:[\\p{L}]+ )?(?:retr|wait|backoff|polling)",
      "in der praxis",
      "best practice",
      "arztroman",
      // Animals are patients of a vet, not PHI (docs/product/rule-packs.md).
      "(?:veterinary|vet|animal|pet|equine) (?:clinics?|practices?|hospitals?|patients?|medicine|care)",
      "patient records? (?:for|of) (?:animals|pets|dogs|cats|horses)",
      "~tierarzt",
      "~tierärzt",
      "~tierklinik",
      "~tiermedizin",
    ],
  },
  money: {
    strong: [
      "money!",
      "neobank",
      "fintech",
      "ledgers?!",
      "wallets?!",
      "currenc",
      "invoic",
      "payouts?",
      "accounting",
      "bookkeeping",
      "banking",
      "bank accounts?",
      "account balances?",
      "balances? (?:in|per|of)",
      "tokens? balance",
      "credits? balance",
      "expense (?:tracking|tracker|reports?)",
      "budgeting",
      "~buchhaltung",
      "guthaben",
      "überweis",
      "währung",
      "~rechnungen",
      "~rechnungsstellung",
      "kontostand",
      "~bankkonto",
      "~girokonto",
      "geld!",
      "~finanzbuch",
      "~steuerberat",
      "datev",
      "cash (?:reports?|registers?|drawers?|ups?|books?)",
      "end[- ]of[- ]day (?:reports?|closing|totals)",
      "~tagesabschl(?:uss|üsse)",
      "~kassenabschl(?:uss|üsse)",
      "~kassenbuch",
      "~nebenkostenabrechnung",
      "~betriebskostenabrechnung",
    ],
    weak: [
      "pric(?:e|es|ing)!",
      "preise?!",
      "billing",
      "costs?!",
      "budgets?!",
      "expenses",
      "ausgaben",
      "balances?!",
      "transactions?!",
      "transaktion",
      "bank!",
      "banks!",
      "rechnung!",
      "kosten!",
      "belege!",
    ],
    not: [
      "load[- ]?balanc",
      "work-life[- ]balance",
      "balanced",
      "bank holidays?",
      "river ?bank",
      "(?:database|db|sql|postgres) transactions?",
      "transactions? (?:log|isolation|boundar)",
      "in (?:one|a single|einer) (?:database )?transa[ck]tion",
      "datenbanktransaktion",
      "transaktionslog",
      "pricing page",
      "price comparison",
    ],
    libraries: ["Plaid"],
  },
  payments: {
    strong: [
      "stripe",
      "paypal",
      "adyen",
      "mollie",
      "braintree",
      "klarna",
      "paddle",
      "lemon ?squeezy",
      "apple pay",
      "google pay",
      "checkout",
      "payments?!",
      "card payments?",
      "credit cards?",
      "pay(?:s|ing)? (?:[\\p{L}]+ ){0,3}by (?:credit |debit )?card",
      "card (?:terminals?|readers?)",
      "~kartenterminal",
      "recurring billing",
      "subscription (?:billing|plans?|payments?|tiers?)",
      "paid (?:plans?|subscriptions?|tiers?|memberships?)",
      "in-app purchases?",
      "~zahlung",
      "bezahl",
      "~lastschrift",
      "sepa",
      "abonnement",
      "kreditkarte",
      "sofortüberweisung",
    ],
    weak: [
      "subscriptions?!",
      "abos?!",
      "billing",
      "bills?!",
      "pay!",
      "pays!",
      "paid!",
      "charges?!",
      "kasse!",
      "fees?!",
      "gebühr",
    ],
    not: [
      "pay attention",
      "paid off",
      "(?:graphql|websocket|event|topic|pub/?sub|realtime|newsletter) subscriptions?",
      "subscriptions? to (?:events|updates|topics|changes|channels)",
      "subscribe to",
      "git checkout",
      "checkout (?:the|a|this) (?:branch|repo|repository|code|commit)",
      "check out",
      "kassel",
      "no (?:payments?|billing)",
      "without (?:payments?|billing)",
      "keine (?:zahlungen|bezahlung)",
      "free of charge",
      "kostenlos",
      "in charge",
    ],
    libraries: ["Stripe"],
  },
  "multi-tenant": {
    strong: [
      "multi-?tenan",
      "tenants?!",
      "mandant",
      "mehrmandant",
      "~mandantenfähig",
      "white-?label",
      "saas!",
      "each (?:company|customer|client|organi[sz]ation|team|agency|school|club|practice|studio|firm|store|shop)s? (?:is|has|gets|sees|only sees|keeps) (?:a |an |its |their )?(?:own|separate)",
      "only (?:its|their) own (?:data|records|customers|bookings)",
      "nur (?:seine|ihre|die eigenen) (?:daten|kunden|buchungen)",
      "jede[rs]? (?:firma|kanzlei|praxis|schule|filiale|agentur|verein|kunde) (?:hat|sieht) (?:nur )?(?:ihre|seine) (?:eigenen )?daten",
      "jede[rs]? [\\p{L}]+ (?:sieht|hat|verwaltet) nur (?:ihre|seine|die eigenen) ",
      "each [\\p{L}]+ (?:sees|has|manages) only (?:its|their) own ",
    ],
    weak: ["b2b!", "organi[sz]ations!", "workspaces!", "customers' data", "accounts per"],
    not: [
      "single-?tenant",
      // A landlord's tenant rents a flat; a software tenant is a customer organisation.
      "(?:landlords?|property managers?|letting agents?|lettings?)[^.;]{0,80}?(?<!-)tenants?(?!-)",
      "(?<!-)tenants?['’]?s? (?:leases?|rents?|deposits?|repairs?|move-?(?:in|out))",
      "(?:npm|pnpm|yarn|bun|cargo|uv|go|vs ?code|monorepo|turbo|nx) workspaces?",
      "workspaces? (?:folder|packages?|root)",
      "github organi[sz]ations?",
    ],
  },
  "personal-data": {
    strong: [
      "pii!",
      "gdpr",
      "dsgvo",
      "ccpa",
      "privacy",
      "datenschutz",
      "personal (?:data|information|details)",
      "personenbezogen",
      "customer data",
      "kundendaten",
      "user data",
      "nutzerdaten",
      "sensitive data",
      "right to be forgotten",
      "recht auf löschung",
      "data protection",
      "cookie consent",
      "consent (?:management|banners?|manager)",
      "cookie-?banner",
      "~einwilligung",
      "contact (?:details|data|information)",
      "~kontaktdaten",
    ],
    weak: [
      "profiles?!",
      "addresses",
      "phone numbers?",
      "birth ?dates?",
      "date of birth",
      "geburtsdat",
      "adressen",
      "telefonnummer",
    ],
    not: [
      "(?:no|without|keine|ohne) (?:personal data|personenbezogenen daten|user data|nutzerdaten|pii)",
      "ip addresses",
      "memory addresses",
      "e-?mail addresses",
      "(?:ci|build|compiler|linker|docker) profiles?",
    ],
  },
  webhooks: {
    strong: [
      "webhooks?",
      "callback urls?",
      "event notifications?",
      "hmac signatures?",
      "(?:check|verify|validate)s? (?:the |their |its )?(?:hmac |request )?signatures?",
      "(?:repeated|duplicate|retried) deliveries",
    ],
    libraries: ["Svix"],
  },
  auth: {
    strong: [
      "log ?ins?!",
      "logins?!",
      "sign[- ]?(?:in|up|on)!",
      "signups?!",
      "user registration",
      "registration (?:form|flow)",
      "passwords?",
      "passkeys?",
      "magic links?",
      "oauth",
      "openid",
      "sso!",
      "2fa",
      "mfa!",
      "two-factor",
      "user accounts?",
      "roles and permissions",
      "rbac",
      "authenticat",
      "authentifizier",
      "anmeld",
      "registrier",
      "passw",
      "benutzerkont",
      "nutzerkont",
      "kundenkont",
      "~konto anlegen",
      "zwei-faktor",
      "berechtigung",
      "rollen und rechte",
    ],
    weak: [
      "members!",
      "mitglieder",
      "roles!",
      "rollen!",
      "permissions!",
      "accounts!",
      "konten!",
      "profiles?!",
      "admins?!",
      "private",
    ],
    not: [
      "(?:no|without|keine|ohne) (?:login|log-in|sign-?in|sign-?up|accounts?|anmeldung|registrierung|benutzerkonto|user accounts?)",
      "anonym",
      "cash registers?",
      "role models?",
      "private (?:repo|repository|key|method|field|package)",
      "(?:app|android|ios|file|folder|unix) permissions",
      "team members",
    ],
    libraries: [
      "Auth.js",
      "Clerk",
      "Better Auth",
      "Passport",
      "SimpleWebAuthn",
      "Arctic",
      "django-allauth",
      "Duende IdentityServer",
      "Laravel Sanctum",
      "Laravel Socialite",
      "Devise",
      "OmniAuth",
      "ROTP",
    ],
  },
  booking: {
    strong: [
      "bookings?!",
      "book (?:a |an )?(?:[\\p{L}-]+ ){0,2}(?:class|classes|rooms?|tables?|appointments?|slots?|seats?|sessions?|courts?|lessons?|tickets?)!",
      "bookable",
      "double-?book",
      "overbook",
      "appointments?",
      "reservations?",
      "reserve (?:a |an )?(?:table|room|seat|slot|court)",
      "~reservier",
      "doppelbuchung",
      "doppelt gebucht",
      "überbuch",
      "~terminbuchung",
      "~terminvergabe",
      "~terminplanung",
      "termine? (?:buchen|vereinbaren|vergeben|reservieren)",
      "~(?:arzt|friseur|beratungs|online|kunden)-?termin",
      "(?:zimmer|tisch|kurs|hotel|ticket|reise|online|platz|raum)-?buchung",
      "kurse buchen",
      "time slots?",
    ],
    weak: [
      "calendars?!",
      "kalender",
      "schedul",
      "time ?zones?",
      "zeitzone",
      "slots!",
      "seats!",
      "~termine?n?!",
      "buchung",
      "buchen!",
      "availability",
      "verfügbarkeit",
      "check[- ]?in",
    ],
    not: [
      "(?:task|job|cron|build|ci) schedul",
      "scheduled (?:jobs|tasks|exports|reports|backups)",
      "schedulers?",
      "notebooks?",
      "address ?book",
      "book (?:club|reviews?|store|shop)",
      "~terminal",
      "~terminat",
      "~terminolog",
      "buchungs(?:satz|sätze|beleg|journal)",
      "verbuchung",
      "gegenbuchung",
      "liefertermin",
      "(?:high |service )?availability (?:zones?|sla|of (?:the|our) (?:api|service|servers?))",
      "high availability",
      "seats? (?:per|licen[cs]e)",
    ],
  },
  commerce: {
    strong: [
      "e-?commerce",
      "online ?(?:store|shop)",
      "onlineshop",
      "webshop",
      "web ?store",
      "shopping carts?",
      "carts?!",
      "inventory",
      "stock levels?",
      "lagerbestand",
      "~warenkorb",
      "web shop",
      "(?:fill|fills|filling|add to) (?:a|the|their|your) (?:shopping )?(?:basket|cart)",
      "shopping baskets?",
      "guest checkout",
      "check(?:s|ing)? out as (?:a )?guests?",
      "marketplace",
      "~marktplatz",
      "bestellungen",
      "order management",
      "storefront",
      "shopify",
      "woocommerce",
      "skus?!",
      "out of stock",
      "~warenwirtschaft",
    ],
    weak: [
      "shops?!",
      "orders!",
      "ordering",
      "products!",
      "produkte",
      "stock!",
      "lager!",
      "bestellung!",
      "sell",
      "verkauf",
      "catalog(?:ue)?!",
      "katalog",
    ],
    not: [
      "shopping lists?",
      "grocery lists?",
      "einkaufslisten?",
      "stock (?:photos?|images?|footage|market|prices?|tickers?|quotes?)",
      "aktienkurs",
      "sort order",
      "order by",
      "in order to",
      "orders? of magnitude",
      "(?:build|execution|load|reading) order",
      "~lagerfeuer",
      "product (?:team|manager|owner|roadmap)",
    ],
  },
  offline: {
    strong: [
      "offline",
      "local-?first",
      "poor (?:connectivity|connection|reception)",
      "(?:patchy|spotty|flaky|unreliable|intermittent|weak) (?:[\\p{L}-]+ )?(?:wi-?fi|connection|connectivity|network|signal|coverage|reception|internet)",
      "back in (?:coverage|range)",
      // The negation is the need: these terms start at it, so the negation leaves them alone.
      "(?:without|no) (?:a |any )?(?:connection|connectivity|internet|network|signal|reception|coverage|wi-?fi)",
      "(?:ohne|kein(?:e|en)?) (?:internet|netz|verbindung|empfang|wlan)",
      "funkloch",
      "sync(?:s|ed|ing)? (?:[\\p{L}]+ )?(?:later|when (?:back )?online|between devices|across devices)",
      "~synchronisier",
      "~synchronis",
    ],
    weak: ["sync(?:s|ed|ing)?!", "caches?!", "mobile"],
    not: [
      "sync with (?:github|google|outlook|the calendar|calendars|slack|jira|notion|hubspot)",
      "in sync",
      "sync (?:api|calls?|code|functions?|vs\\.? async)",
      "offline (?:payments?|marketing|events|stores?)",
    ],
  },
  uploads: {
    strong: [
      "uploads?!",
      "upload(?:ed|ing)!",
      "attachments?",
      "(?:take|takes|taking|snap|snaps|capture|captures|attach|attaches) (?:a |the )?(?:photos?|pictures?|images?)",
      "file sharing",
      "avatars?!",
      "profile (?:photos?|pictures?|images?)",
      "~hochlad",
      "~hochgelad",
      "anhang",
      "anhänge",
      "~dateiupload",
      "(?:lädt|laden) (?:[\\p{L}-]+ ){0,4}hoch!",
      "~bildupload",
    ],
    weak: [
      "documents!",
      "pdfs?!",
      "images!",
      "photos!",
      "fotos!",
      "bilder!",
      "dateien!",
      "dokumente!",
      "videos!",
      "files!",
    ],
    not: [
      "stock (?:photos?|images?)",
      "pdf (?:export|reports?|invoices?|generation)",
      "(?:export|generate|render)s? (?:as |to )?pdfs?",
      "(?:docker|container|os) images?",
      "config(?:uration)? files",
      "static files",
      "log files",
    ],
  },
  "ai-features": {
    strong: [
      "llms?!",
      "gpt-?\\d",
      "openai",
      "anthropic",
      "claude api",
      "gemini api",
      "chatbots?",
      "embeddings?",
      "rag!",
      "retrieval-augmented",
      "genai",
      "generative ai",
      "künstliche intelligenz",
      "ki-(?:assistent|funktion|gestützt|chat|agent)",
      "ai[- ](?:assistants?|features?|powered|generated|chat|agents?|summar|copilot|search)",
      "machine learning",
      "ml models?",
      "vector (?:search|databases?|stores?)",
      "langchain",
      "llamaindex",
      "ollama",
      "prompt (?:engineering|templates?|library|injection)",
      "(?:ai|ki)[- ](?:tutors?|coach|companion|models?|bots?|features?)",
      "chat with (?:an? |the )?(?:ai|llm|gpt|bot)",
    ],
    weak: [
      "ai!",
      "ki!",
      "summari[sz]",
      "recommendations?",
      "empfehlung",
      "gpt",
      "prompts?!",
      "claude!",
      "gemini!",
      "mistral!",
      "llama!",
    ],
    not: [
      "ai (?:rules|coding (?:tools?|assistants?)|pair programmer)",
      "(?:cursor|copilot|claude code|codex|windsurf|devin)",
      "prompts? (?:the user|for confirmation|before)",
    ],
    libraries: [
      "Vercel AI SDK",
      "OpenAI SDK",
      "Anthropic SDK",
      "LangChain",
      "LlamaIndex",
      "Laravel AI SDK",
    ],
  },
  realtime: {
    strong: [
      "real[- ]?time",
      "websockets?",
      "socket\\.io",
      "live (?:updates|chat|data|cursors?|collaboration|scores?|tracking|ticker|feed|dashboards?)",
      "chats?!",
      "messaging",
      "messenger",
      "collaborative (?:editing|whiteboard|documents?|editor)",
      "multiplayer",
      "presence",
      "echtzeit",
      "live (?:on|auf) (?:the |a |der |einer )?(?:map|karte)",
      "~kollaborativ",
      "server-sent events",
      "sse!",
      "pub/?sub",
      "live-?ticker",
      "tickers?!",
    ],
    weak: ["collaborat", "live!", "notifications", "streaming"],
    not: [
      "chat ?gpt",
      "chat with (?:an? |the )?(?:ai|llm|gpt|bot|assistant|model)",
      "(?:ai|ki|support) chat",
      "collaborat\\w* with",
      "real[- ]time (?:is not|not) (?:needed|required)",
      "live (?:site|server|environment|demo)",
      "goes live",
      "go live",
    ],
    libraries: [
      "Socket.IO",
      "Yjs",
      "Hocuspocus",
      "Pusher",
      "Laravel Echo",
      "Laravel Reverb",
      "SignalR",
      "Django Channels",
      "Phoenix PubSub",
      "Phoenix LiveView",
    ],
  },
  "background-jobs": {
    strong: [
      "background (?:jobs?|tasks?|workers?|processing|processes)",
      "(?:job|task|message|work) queues?",
      "queues?!",
      "workers!",
      "cron(?:jobs?|tabs?)?!",
      "scheduled (?:jobs|tasks|exports|reports|imports|e-?mails)",
      "nightly (?:jobs|imports|exports|sync|runs)",
      "hintergrund(?:jobs?|aufgaben|verarbeitung|prozess)",
      "im hintergrund",
      "warteschlange",
      "zeitgesteuert",
      "celery",
      "sidekiq",
      "bullmq",
      "rabbitmq",
      "kafka",
      "sqs!",
      "batch (?:jobs|processing|imports?|exports?)",
      "csv (?:imports?|exports?|uploads?)",
      "bulk (?:imports?|exports?|e-?mails?|operations|updates)",
      "data imports?",
      "~stapelverarbeitung",
      "exporte laufen",
    ],
    weak: ["batch", "csv!", "bulk", "imports!", "exports!", "stapel", "long-running"],
    not: [
      "background (?:images?|colou?rs?|music|checks?|story|info|information|knowledge|noise)",
      "hintergrund(?:bild|farbe|musik|wissen|informationen)",
      "service workers?",
      "web workers?",
      "cloudflare workers?",
      "(?:social|care|health|field|remote) workers",
      "import (?:statements?|paths?|maps?|aliases)",
    ],
    libraries: [
      "Celery",
      "Sidekiq",
      "BullMQ",
      "Bull",
      "QStash",
      "Inngest",
      "Quartz.NET",
      "Hangfire",
      "Oban",
      "Laravel Horizon",
    ],
  },
  "public-api": {
    strong: [
      "public (?:rest |graphql )?api",
      "öffentliche (?:rest-?)?api",
      "open api for",
      "api for (?:partners|third[- ]parties|developers|customers|integrators|merchants|resellers)",
      "third-party (?:developers|integrations|apps)",
      "developer (?:portal|platform)",
      "api keys for",
      "sdks?!",
      "partner api",
      "api-?first",
      "api (?:ist|wird|is) (?:öffentlich|public)",
      "~partner-?schnittstelle",
      "schnittstelle für (?:partner|händler|kunden|entwickler)",
    ],
    weak: [
      "rest api",
      "api!",
      "apis!",
      "schnittstelle",
      "partners!",
      "integrators",
      "openapi",
      "api-?keys?",
    ],
    not: [
      "internal api",
      "interne (?:api|schnittstelle)",
      "(?:the|uses? the|calls? the|via the) (?:stripe|github|openai|google|shopify|slack|twilio|\\w+'s) api",
      "api (?:of|from) ",
    ],
  },
  search: {
    strong: [
      "search(?:es|ing|able)?!",
      "full-?text",
      "autocomplete",
      "elasticsearch",
      "opensearch",
      "meilisearch",
      "typesense",
      "algolia",
      "volltext",
      "~suchfunktion",
      "~suchmaschine",
      "suche!",
      "~durchsuch",
      "faceted",
      "fuzzy",
    ],
    not: [
      "search engine optimi",
      "search console",
      "(?:job|apartment|house|flat) search(?:es|ing)?",
      "searching for (?:a|an) (?:job|apartment|flat)",
    ],
    libraries: ["Tantivy", "Laravel Scout", "Meilisearch", "Algolia", "Elasticsearch", "Typesense"],
  },
  notifications: {
    strong: [
      "(?:e-?mail|sms|push) (?:notifications?|reminders?|alerts?|digests?)",
      "reminders?!",
      "push notifications?",
      "notifications?!",
      "newsletters?",
      "sms!",
      "benachrichtig",
      "(?:daily|weekly|monthly) digests?",
      "digest e-?mails?",
      "erinnerung",
      "transactional e-?mails?",
      "mailings?!",
      "e-?mails? (?:to|when|after|before|on)",
      "sends? (?:an? )?(?:e-?mails?|texts?|messages)",
    ],
    weak: ["e-?mails?!", "mails?!", "alerts!", "notify", "whatsapp"],
    not: [
      "e-?mail (?:addresses?|login|sign-?in|and password|verification|confirmation)",
      "e-?mail-?adresse",
      "sign in with (?:an? )?e-?mail",
      "(?:error|crash) alerts",
    ],
    libraries: ["Nodemailer", "Resend", "SendGrid", "MailKit", "Azure Notification Hubs"],
  },
  analytics: {
    strong: [
      "analytics",
      "kpis?!",
      "metrics dashboards?",
      "dashboards? with (?:charts|kpis|metrics|graphs)",
      "reporting",
      "reports!",
      "charts!",
      "~auswertung",
      "statistik",
      "~kennzahl",
      "berichte!",
      "business intelligence",
      "funnels?!",
      "cohorts?!",
      "data warehouse",
      "bigquery",
      "clickhouse",
      "tracking (?:events|users|conversions)",
      "conversion rates?",
    ],
    weak: ["metrics", "tracking", "dashboards?!", "insights", "graphs!"],
    not: [
      "(?:error|issue|bug|package|order|shipment|time|habit) tracking",
      "tracking numbers?",
      "sendungsverfolgung",
      "(?:bug|crash|error|test|coverage|pdf|csv|excel) reports?",
      "reports? (?:a |the )?(?:bug|error|crash)",
      "~fehlerbericht",
      "(?:prometheus|system|server|infrastructure) metrics",
      "helm charts?",
    ],
    libraries: ["PostHog"],
  },
  accessibility: {
    strong: [
      "accessib",
      "a11y",
      "wcag",
      "screen ?readers?",
      "barrier-?free",
      "barrierefrei",
      "bfsg",
      "aria!",
      "section 508",
      "en 301 549",
      "keyboard navigation",
      "~tastaturbedien",
    ],
    weak: ["inclusive", "inklusiv"],
    not: [
      "accessib\\w* (?:via|through|from|over|on|at|by|only)",
      "(?:easily|publicly|remotely|globally) accessible",
      "access(?:ible)? control",
    ],
  },
  i18n: {
    strong: [
      "i18n",
      "l10n",
      "multilingual",
      "multi-?language",
      "(?:several|multiple|many|two|three|four|five) languages",
      "translat(?:ed|ions?)!",
      "translate (?:the |our )?(?:ui|app|site|website|interface|content)",
      "locali[sz]",
      "mehrsprachig",
      "~übersetz",
      "lokalisier",
      "mehrere(?:n)? sprachen",
      "(?:in|auf) (?:deutsch|englisch|französisch|spanisch) und (?:deutsch|englisch|französisch|spanisch)",
      "in (?:english|german|french|spanish|italian) and (?:english|german|french|spanish|italian)",
      "rtl!",
      "right-to-left",
    ],
    weak: ["international", "languages!", "sprachen!", "locales?!"],
    not: [
      "(?:programming|query|markup|template) languages?",
      "programmiersprachen",
      "(?:large )?language models?",
      "sprachmodell",
      "address translation",
      // Geometry: "scaling and translation of layers".
      "(?:scal(?:e|es|ing)|rotat(?:e|es|ion|ing)|skew(?:ing)?|mov(?:e|es|ing))(?:,| and| or)? (?:and )?translat(?:e|es|ion|ions|ing)",
      "translat(?:e|es|ion|ions|ing)(?:,| and| or) (?:scal|rotat|skew)",
      "translation (?:matri(?:x|ces)|vectors?|offsets?)",
      "translat\\w* (?:requests|calls|data|between formats)",
      "international (?:shipping|payments?|transfers?)",
    ],
    libraries: ["i18next", "Lingui", "next-intl", "vue-i18n", "ex_cldr"],
  },
  supabase: { strong: ["supabase"], libraries: ["Supabase"] },
  firebase: {
    strong: ["firebase", "firestore", "cloud firestore", "firebase auth"],
    libraries: ["Firebase"],
  },
  stripe: { strong: ["stripe"], libraries: ["Stripe"] },
  prisma: { strong: ["prisma!"], not: ["prisma (?:cloud|app|filter)"], libraries: ["Prisma"] },
  drizzle: { strong: ["drizzle(?:[- ]orm| kit)?!"], libraries: ["Drizzle"] },
  mongodb: { strong: ["mongo(?:db)?!", "mongoose", "atlas search"], libraries: ["Mongoose"] },
  redis: { strong: ["redis", "valkey", "upstash"], libraries: ["Redis"] },
  celery: { strong: ["celery"], libraries: ["Celery"] },
  sidekiq: { strong: ["sidekiq"], libraries: ["Sidekiq"] },
  bullmq: { strong: ["bullmq", "bull (?:queues?|jobs?)"], libraries: ["BullMQ"] },
  "object-storage": {
    strong: [
      "s3!",
      "s3 buckets?",
      "aws s3",
      "r2 (?:buckets?|storage)",
      "cloudflare r2",
      "object storage",
      "minio",
      "gcs!",
      "google cloud storage",
      "azure blob",
      "blob storage",
      "pre-?signed urls?",
      "supabase storage",
      "backblaze",
    ],
    libraries: ["AWS S3 SDK", "Flysystem S3", "Azure Blob Storage", "Google Cloud Storage"],
  },
  authjs: { strong: ["auth\\.js", "authjs", "next-?auth"], libraries: ["Auth.js"] },
  clerk: {
    strong: ["clerk!", "clerk\\.com", "clerk auth"],
    not: [
      "(?:law|court|sales|bank|shop|store|desk|hotel|file|city|town) clerks?",
      "clerks",
      "clerk (?:of|at|in)",
    ],
    libraries: ["Clerk"],
  },
  "better-auth": { strong: ["better[- ]?auth"], libraries: ["Better Auth"] },
  trpc: { strong: ["trpc"], libraries: ["tRPC"] },
  graphql: {
    strong: ["graphql", "apollo (?:server|client|federation)", "hasura"],
    libraries: ["GraphQL"],
  },
  docker: {
    strong: ["docker", "dockerfiles?", "docker[- ]compose", "container images?", "podman"],
    tooling: ["Docker"],
  },
  kubernetes: {
    strong: ["kubernetes", "k8s!", "helm charts?", "kubectl", "eks!", "gke!", "aks!", "openshift"],
  },
  terraform: { strong: ["terraform", "opentofu", "infrastructure as code", "pulumi"] },
  serverless: {
    strong: [
      "serverless",
      "aws lambda",
      "lambda@edge",
      "cloudflare workers?",
      "vercel functions?",
      "netlify functions?",
      "edge functions?",
      "cloud functions?",
      "azure functions?",
    ],
    weak: ["vercel", "netlify", "lambdas?!", "edge runtime"],
    not: ["lambda (?:expressions?|calculus)", "(?:python|java|kotlin|c#) lambdas?"],
    libraries: ["Vercel Functions"],
  },
  observability: {
    strong: [
      "sentry",
      "opentelemetry",
      "otel!",
      "datadog",
      "new relic",
      "honeycomb",
      "observability",
      "distributed tracing",
      "prometheus",
      "grafana",
    ],
    weak: ["monitoring", "tracing", "structured logging", "alerting"],
    libraries: ["Sentry", "Axiom", "Datadog"],
  },
};

/** Why a pack is part of the rules: the user's words, the project's library, or their choice. */
export type PackReason =
  /** The words as the user wrote them: one strong phrase, or the two cues that fired it. */
  | { readonly kind: "wrote"; readonly phrases: string[] }
  | { readonly kind: "uses"; readonly name: string }
  | { readonly kind: "added" };

export interface ChosenPack {
  readonly id: RulePackId;
  readonly reason: PackReason;
}

/** What the packs are read from: the visitor's text and what an import detected. */
export interface PackInput {
  /** The description and notes (and kept rules) as one text. */
  readonly text: string;
  readonly libraries?: readonly string[];
  readonly tooling?: readonly string[];
}

/** The user's edits to the automatic choice, stored with the configuration. */
export interface PackChoice {
  readonly added: readonly RulePackId[];
  readonly removed: readonly RulePackId[];
}

/** Most packs a choice can add or remove (every pack). */
export const packChoiceMax = rulePackIds.length;

const WORD = "[\\p{L}\\p{N}]";

function termSource(term: string): string {
  const inside = term.startsWith("~");
  const wordEnd = term.endsWith("!");
  const body = term.slice(inside ? 1 : 0, wordEnd ? -1 : undefined);
  return `${inside ? "" : `(?<!${WORD})`}(?:${body})${wordEnd ? `(?!${WORD})` : ""}`;
}

/**
 * The literal texts a term's match may start with, lower case (["double"] for "double-?book",
 * ["zimmerbuchung", "zimmer-buchung", "tischbuchung", …] for "(?:zimmer|tisch)-?buchung"), or null
 * when one of its beginnings is shorter than two characters (a class, an optional group first). A
 * pack none of whose terms' literals occur in the text cannot fire on it: cheap look-ups spare most
 * packs their regular expressions.
 */
function literalPrefixes(term: string, prefix = ""): string[] | null {
  for (let i = 0; i < term.length; i++) {
    const char = term[i]!;
    if (char === "\\") {
      const next = term[i + 1];
      if (next === undefined || /[a-zA-Z]/.test(next)) break;
      prefix += next;
      i++;
    } else if (term.startsWith("(?:", i)) {
      const group = groupAt(term, i);
      if (!group) break;
      const quantifier = term[group.end + 1];
      if (quantifier !== undefined && "?*{".includes(quantifier)) break;
      const rest = term.slice(group.end + 1);
      const found: string[] = [];
      for (const alternative of group.alternatives) {
        const words = literalPrefixes(alternative + rest, prefix);
        if (!words) return null;
        found.push(...words);
      }
      return found;
    } else if (char === "?") {
      // The character before may be left out: both beginnings.
      const rest = term.slice(i + 1);
      const without = literalPrefixes(rest, prefix.slice(0, -1));
      const including = literalPrefixes(rest, prefix);
      return without && including ? [...without, ...including] : null;
    } else if (char === "*" || char === "{") {
      // The character before may be repeated zero times ("{0,2}" too): the beginning ends before it.
      prefix = prefix.slice(0, -1);
      break;
    } else if ("([|^$.+!".includes(char)) {
      break;
    } else {
      prefix += char;
    }
  }
  return prefix.length >= 2 ? [prefix.toLowerCase()] : null;
}

/**
 * The non-capturing group `(?:…)` opened at `open`: the index of its closing parenthesis and its
 * alternatives (split at its own `|`, not at those of groups inside it); null when it never closes.
 */
function groupAt(source: string, open: number): { end: number; alternatives: string[] } | null {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = open + 3;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") i++;
    else if (inClass) inClass = char !== "]";
    else if (char === "[") inClass = true;
    else if (char === "(") depth++;
    else if (char === "|" && depth === 1) {
      alternatives.push(source.slice(from, i));
      from = i + 1;
    } else if (char === ")" && --depth === 0) {
      alternatives.push(source.slice(from, i));
      return { end: i, alternatives };
    }
  }
  return null;
}

/** Longest word prefix the quick check compares. */
const PREFIX_MAX = 6;
const FIRST_WORD = /^[\p{L}\p{N}]+/u;

/**
 * A text a term's match starts with (lower case), and for a term at a word's start the beginning
 * of its first word (at most PREFIX_MAX letters) that the text must have among its words'
 * beginnings first. `whole`: the beginning is the whole text, so nothing else is to check.
 */
interface Literal {
  readonly beginning: string | null;
  readonly text: string;
  readonly whole: boolean;
}

/** The texts a term's match may start with; null when the quick check cannot tell. */
function termLiterals(term: string): Literal[] | null {
  const inside = term.startsWith("~");
  return (
    // As a group, as `termSource` makes it, so a term's own alternatives are expanded too.
    literalPrefixes(`(?:${inside ? term.slice(1) : term})`)?.map((text) => {
      const word = inside ? "" : (FIRST_WORD.exec(text)?.[0] ?? "");
      const beginning = word.length >= 2 ? word.slice(0, PREFIX_MAX) : null;
      return { beginning, text, whole: beginning === text };
    }) ?? null
  );
}

/**
 * Which packs' terms may occur where: by the beginning their first word needs, and those that
 * need a plain `includes` (inside a word, or a first word too short to look up).
 */
interface QuickCheck {
  readonly byBeginning: ReadonlyMap<string, readonly { pack: number; literal: Literal }[]>;
  readonly anywhere: readonly { pack: number; literal: Literal }[];
  /** Packs with a term the check cannot tell: always tried. */
  readonly always: readonly number[];
}

function buildQuickCheck(termsByPack: readonly (readonly string[])[]): QuickCheck {
  const byBeginning = new Map<string, { pack: number; literal: Literal }[]>();
  const anywhere: { pack: number; literal: Literal }[] = [];
  const always: number[] = [];
  termsByPack.forEach((terms, pack) => {
    const literals = terms.map(termLiterals);
    if (!literals.every((literal) => literal !== null)) {
      always.push(pack);
      return;
    }
    for (const literal of literals.flat()) {
      if (!literal.beginning) {
        anywhere.push({ pack, literal });
        continue;
      }
      const entries = byBeginning.get(literal.beginning) ?? [];
      entries.push({ pack, literal });
      byBeginning.set(literal.beginning, entries);
    }
  });
  return { byBeginning, anywhere, always };
}

/** The packs (by index) whose patterns may match `text`: every other one cannot fire on it. */
function candidatePacks(check: QuickCheck, text: string): Set<number> {
  const lower = text.toLowerCase();
  const candidates = new Set(check.always);
  const seen = new Set<string>();
  for (const word of lower.match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (let length = 2; length <= Math.min(PREFIX_MAX, word.length); length++) {
      const beginning = word.slice(0, length);
      if (seen.has(beginning)) continue;
      seen.add(beginning);
      for (const { pack, literal } of check.byBeginning.get(beginning) ?? []) {
        if (literal.whole || lower.includes(literal.text)) candidates.add(pack);
      }
    }
  }
  for (const { pack, literal } of check.anywhere) {
    if (!candidates.has(pack) && lower.includes(literal.text)) candidates.add(pack);
  }
  return candidates;
}

/**
 * For tests: whether the quick check lets `term` be tried on `text`, and the term's own pattern.
 * Whenever the pattern matches, the quick check must have said yes.
 */
export const quickCheckForTests = {
  mayMatch: (term: string, text: string) => candidatePacks(buildQuickCheck([[term]]), text).has(0),
  pattern: (term: string) => new RegExp(termSource(term), "iu"),
};

interface CompiledPack {
  readonly id: RulePackId;
  readonly strong: RegExp;
  readonly weak: RegExp | null;
  /** One per weak term, to tell different cues from repeats of one. */
  readonly weakTerms: readonly RegExp[];
  readonly not: RegExp | null;
}

const anyOf = (terms: readonly string[], flags: string) =>
  terms.length === 0 ? null : new RegExp(terms.map(termSource).join("|"), flags);

let compiled: { readonly packs: readonly CompiledPack[]; readonly quick: QuickCheck } | null = null;
let shownNotBuilt: RegExp | null = null;

/** Compiled on first use, so importing the module costs nothing. */
function compiledPacks() {
  compiled ??= {
    packs: rulePackIds.map((id) => {
      const signals = packSignals[id];
      return {
        id,
        strong: anyOf(signals.strong, "giu")!,
        weak: anyOf(signals.weak ?? [], "giu"),
        weakTerms: (signals.weak ?? []).map((term) => new RegExp(`^${termSource(term)}`, "iu")),
        not: anyOf(signals.not ?? [], "giu"),
      };
    }),
    quick: buildQuickCheck(
      rulePackIds.map((id) => [...packSignals[id].strong, ...(packSignals[id].weak ?? [])]),
    ),
  };
  return compiled;
}

interface Span {
  readonly start: number;
  readonly end: number;
  /** Only a match that starts inside the span is covered (a negation's scope). */
  readonly startsInside?: boolean;
}

const startsInside = (span: Span): Span => ({ ...span, startsInside: true });

/**
 * Every match of a global pattern, by `exec` from the start: `matchAll` first copies the pattern,
 * which for a pack's long alternation cost more than the search itself.
 */
function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0] === "") pattern.lastIndex++;
    yield m;
  }
}

function spansOf(pattern: RegExp | null, text: string): Span[] {
  if (!pattern) return [];
  return [...matchesOf(pattern, text)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The whole word or words a match sits in, as the user wrote them ("SEPA-Lastschrift"). */
function phraseAt(text: string, start: number, end: number): string {
  const letter = /[\p{L}\p{N}-]/u;
  let from = start;
  let to = end;
  while (from > 0 && letter.test(text[from - 1]!)) from--;
  while (to < text.length && letter.test(text[to]!)) to++;
  return text.slice(from, to).replace(/^-+|-+$/g, "");
}

/** Matches of `pattern` that no "means something else" context covers. */
function liveMatches(
  pattern: RegExp | null,
  text: string,
  not: readonly Span[],
): RegExpExecArray[] {
  if (!pattern) return [];
  return [...matchesOf(pattern, text)].filter((m) => !covered(m, not));
}

const covered = (m: RegExpExecArray, not: readonly Span[]) => {
  const start = m.index;
  const end = start + m[0].length;
  return not.some((span) =>
    span.startsInside
      ? start >= span.start && start < span.end
      : start < span.end && end > span.start,
  );
};

/** The first such match, without looking further. */
function firstLiveMatch(pattern: RegExp, text: string, not: readonly Span[]) {
  for (const m of matchesOf(pattern, text)) if (!covered(m, not)) return m;
  return undefined;
}

/**
 * Where a clause ends for a negation or a comparison: punctuation, a line break or a contrast
 * ("but", "aber", "sondern"); `clauseEnd` a comma too.
 */
const CLAUSE_END =
  "[.;:!?()\\n]|(?<![\\p{L}])(?:but|however|though|aber|sondern|jedoch|doch)(?![\\p{L}])";
const clauseEnd = new RegExp(`${CLAUSE_END}|,`, "iu");
const sentenceEnd = new RegExp(CLAUSE_END, "iu");

/**
 * Negations (docs/product/rule-packs.md "When a pack applies"): the few words after one, within its
 * clause, are absent, not built ("payments are not handled here", "ohne Bezahlfunktion", "Kein
 * Login"). "not only", "nicht nur", "no one/other" and "kein anderer" add or guard; after a modal
 * ("must never double-book", "darf nie …") or as an imperative ("Never store PHI") the negation
 * states a rule, so the words count.
 */
const NEGATION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:no longer|no(?![\\p{L}\\p{N}-])(?! (?:matter|more than|less than|later than|one|other)\\b)|not(?! only| just)|never|without|(?:do|does|did|is|are|was|were|wo|ca)n[’']t|kein(?:e|en|em|er|es)?(?! ander)|ohne|nie|niemals|nicht(?! nur))(?![\\p{L}\\p{N}])`,
  "giu",
);
const MODAL_BEFORE =
  /(?<![\p{L}])(?:must|should|shall|may|can|cannot|darf|dürfen|soll|sollen|muss|müssen)\s+$/iu;
/**
 * A verb negation after an auxiliary ("payments are not handled", "Zahlungen werden hier nicht
 * abgewickelt") negates its subject too: the clause back to its start or a relative pronoun.
 */
const AUXILIARY_BEFORE =
  /(?<![\p{L}])(?:is|are|was|were|be|been|gets?|ist|sind|wird|werden|wurden)(?:\s+[\p{L}]+){0,2}\s*$/iu;
const RELATIVE = /(?<![\p{L}])(?:that|which|who|whose|where|dass|welche[rs]?|wo)(?![\p{L}])/giu;
/** An imperative at the clause's start states a rule: "Never store PHI in logs", "Don't …". */
const IMPERATIVE = /^(?:never|don[’']t|do not|nie|niemals)$/iu;
/**
 * How far a negation reaches forward: its clause, but at most the few words of what it negates
 * ("no backend and stores everything offline" negates the backend, not the offline use), across
 * one "and/or" into at most two more words ("ohne Login oder Tracking").
 */
const NEGATED_WORDS = 4;
const COORDINATED_WORDS = 2;
const WORD_AHEAD = /\s*([\p{L}\p{N}][\p{L}\p{N}'’-]*)/uy;
const COORDINATION = /^(?:and|or|nor|und|oder|sowie|noch)$/iu;

function negatedWordsEnd(text: string, from: number, clauseEnds: number): number {
  let at = from;
  let left = NEGATED_WORDS;
  let coordinated = false;
  while (left > 0) {
    WORD_AHEAD.lastIndex = at;
    const word = WORD_AHEAD.exec(text);
    if (!word || word.index + word[0].length > clauseEnds) return clauseEnds;
    at = word.index + word[0].length;
    if (!coordinated && COORDINATION.test(word[1]!)) {
      coordinated = true;
      left = COORDINATED_WORDS;
      continue;
    }
    left--;
  }
  return at;
}

/** Where the clause around `from` ends (exclusive). */
function clauseEndAfter(text: string, from: number, pattern: RegExp): number {
  const found = pattern.exec(text.slice(from));
  return found ? from + found.index : text.length;
}

/** Where the clause before `to` starts. */
function clauseStartBefore(text: string, to: number, pattern: RegExp): number {
  const before = text.slice(0, to);
  let start = 0;
  const global = new RegExp(pattern.source, "giu");
  for (const m of before.matchAll(global)) start = m.index + m[0].length;
  return start;
}

/**
 * The spans a negation makes absent. A term's match that starts inside one does not count; one
 * that starts at the negation itself is a term that means it ("no signal" for offline).
 */
function negatedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(NEGATION, text)) {
    const before = text.slice(0, m.index);
    if (MODAL_BEFORE.test(before)) continue;
    const after = m.index + m[0].length;
    const clauseStart = clauseStartBefore(text, m.index, clauseEnd);
    if (IMPERATIVE.test(m[0]) && text.slice(clauseStart, m.index).trim() === "") continue;
    const end = negatedWordsEnd(text, after, clauseEndAfter(text, after, clauseEnd));
    let start = after;
    const verbNegation = /^(?:not|never|nicht|nie|niemals)$/iu.test(m[0]);
    if (verbNegation && AUXILIARY_BEFORE.test(text.slice(clauseStart, m.index))) {
      let back = clauseStart;
      const inClause = text.slice(clauseStart, m.index);
      for (const r of inClause.matchAll(RELATIVE)) back = clauseStart + r.index + r[0].length;
      start = back;
    }
    spans.push({ start, end });
  }
  return spans;
}

/**
 * Comparisons (docs/product/rule-packs.md "When a pack applies"): what was weighed and not chosen
 * is not used. "We evaluated Supabase and Firebase but went with plain Postgres": from the verb
 * to the sentence's end or a contrast; "instead of Firebase", "statt Stripe": the names after it;
 * "Wir haben Stripe und PayPal verglichen": the clause before the German participle.
 */
const COMPARED_FORWARD = new RegExp(
  `(?<![\\p{L}])(?:evaluated|considered|compared|looked at|weighed|tried out|were choosing between|chose between)(?![\\p{L}])`,
  "giu",
);
const INSTEAD_OF = new RegExp(
  `(?<![\\p{L}])(?:instead of|rather than|as opposed to|(?:an)?statt|anstelle (?:von )?)\\s+(?:(?:the|a|an|plain|der|die|das|dem|den|eine[rmn]?)\\s+)?[\\p{L}\\p{N}.+#-]+(?:(?:\\s*,\\s*|\\s+(?:and|or|und|oder)\\s+)[\\p{L}\\p{N}.+#-]+)*`,
  "giu",
);
const COMPARED_BACKWARD = new RegExp(
  `(?<![\\p{L}])(?:verglichen|evaluiert|abgewogen|gegenübergestellt)(?![\\p{L}])`,
  "giu",
);

function comparedSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of matchesOf(COMPARED_FORWARD, text)) {
    const from = m.index + m[0].length;
    spans.push({ start: from, end: clauseEndAfter(text, from, sentenceEnd) });
  }
  for (const m of matchesOf(INSTEAD_OF, text)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of matchesOf(COMPARED_BACKWARD, text)) {
    spans.push({ start: clauseStartBefore(text, m.index, sentenceEnd), end: m.index });
  }
  return spans;
}

/** The packs the text and the import call for, in pack order, each with its first reason. */
export function detectPacks(input: PackInput): ChosenPack[] {
  const text = input.text;
  const { packs, quick } = compiledPacks();
  const candidates = candidatePacks(quick, text);
  const libraries = new Set(input.libraries ?? []);
  const tooling = new Set(input.tooling ?? []);
  // The first of a pack's libraries or tools the imported project uses (most forms import none).
  const usedName = (signals: PackSignals) =>
    libraries.size === 0 && tooling.size === 0
      ? undefined
      : ((signals.libraries ?? []).find((name) => libraries.has(name)) ??
        (signals.tooling ?? []).find((name) => tooling.has(name)));
  const found: ChosenPack[] = [];
  // Spans every pack ignores, found once and only when a pack may match at all.
  let shown: Span[] | undefined;
  // Spans whose words are absent: negated (a match starting inside) or weighed and not chosen.
  let absent: Span[] | undefined;
  for (const [index, pack] of packs.entries()) {
    const signals = packSignals[pack.id];
    if (!candidates.has(index)) {
      const name = usedName(signals);
      if (name) found.push({ id: pack.id, reason: { kind: "uses", name } });
      continue;
    }
    shown ??= spansOf(
      (shownNotBuilt ??= anyOf([...SHOWN_NOT_BUILT, ...OTHER_SENSES], "giu")),
      text,
    );
    absent ??= [...negatedSpans(text).map(startsInside), ...comparedSpans(text)];
    const not = [...shown, ...spansOf(pack.not, text), ...absent];
    const strong = firstLiveMatch(pack.strong, text, not);
    if (strong) {
      found.push({
        id: pack.id,
        reason: {
          kind: "wrote",
          phrases: [phraseAt(text, strong.index, strong.index + strong[0].length)],
        },
      });
      continue;
    }
    const weak = liveMatches(pack.weak, text, not);
    const cues = new Map<number, string>();
    for (const m of weak) {
      const term = pack.weakTerms.findIndex((candidate) => candidate.test(m[0]));
      if (!cues.has(term)) cues.set(term, phraseAt(text, m.index, m.index + m[0].length));
    }
    if (cues.size >= 2) {
      found.push({
        id: pack.id,
        reason: { kind: "wrote", phrases: [...cues.values()].slice(0, 2) },
      });
      continue;
    }
    const name = usedName(signals);
    if (name) found.push({ id: pack.id, reason: { kind: "uses", name } });
  }
  return found;
}

/**
 * The packs a project gets: the automatic ones minus those the user removed, plus those they
 * added, in pack order. Without a choice (stored forms from before) the automatic ones.
 */
export function choosePacks(
  input: PackInput,
  choice: PackChoice | "automatic" | undefined,
): ChosenPack[] {
  const detected = detectPacks(input);
  if (!choice || choice === "automatic") return detected;
  const removed = new Set(choice.removed);
  const byId = new Map(detected.map((pack) => [pack.id, pack]));
  for (const id of choice.added) if (!byId.has(id)) byId.set(id, { id, reason: { kind: "added" } });
  return rulePackIds.flatMap((id) => {
    const pack = byId.get(id);
    return pack && !removed.has(id) ? [pack] : [];
  });
}
