/**
 * The blind pack measurement (docs/product/rule-packs.md "How well it works"): written blind on
 * 2026-12-02, before the facts-first rework of the pack choice, from what each pack means (the
 * pack list in docs/product/rule-packs.md and the rules in `src/engine/packs/`) and from the
 * fixtures' manifests — never from the matcher's trigger lists, and before the matcher was run
 * on them.
 *
 * These cases must never be edited to fit the matcher. The only allowed change is a documented
 * expert correction: change the judgement, and add a note beside the case saying what was wrong
 * with it and why (a note, not a tuning). New misses go into `packs.ts` or a new blind set.
 *
 * `blindPackCases`: 40 descriptions as people type them into step 2 (12 German, 14 traps:
 * negations, other senses of a pack's words, comparisons), judged as an expert would: `expected`
 * must fire, `forbidden` would be wrong, `allowed` may fire or not.
 *
 * `blindRepoPackCases`: 10 corpus repositories (`tests/fixtures/projects/<fixture>/`) whose
 * dependencies imply packs, with the packs their facts alone should produce (empty description),
 * and the dependencies that call for them. Infrastructure read from files rather than
 * dependencies (a Dockerfile) is `allowed`, not expected.
 */
import type { RulePackId } from "#contract/wizard-packs";
import type { PackCase } from "./packs";

const english: readonly PackCase[] = [
  {
    text: "Booking app for a hair salon: customers pick a time with a stylist, get a reminder the day before and pay a deposit by card.",
    expected: ["booking", "payments", "notifications"],
    forbidden: ["health", "commerce", "multi-tenant"],
    allowed: ["money", "auth"],
  },
  {
    text: "Point-of-sale app for a bakery chain: card terminal at the till, cash reports at closing and stock levels per branch.",
    expected: ["commerce", "payments", "money"],
    forbidden: ["health", "booking"],
    allowed: ["offline", "analytics"],
  },
  {
    text: "Small web shop for handmade ceramics where visitors fill a basket and check out as guests.",
    expected: ["commerce"],
    forbidden: ["booking", "health"],
    allowed: ["payments", "money"],
  },
  {
    text: "Budgeting app in the style of a neobank: move money between pockets, see your balances and round up card spending.",
    expected: ["money"],
    forbidden: ["commerce", "booking"],
    allowed: ["payments", "auth", "personal-data"],
  },
  {
    text: "B2B SaaS where each customer company gets its own workspace and must never see another company's records.",
    expected: ["multi-tenant"],
    forbidden: ["health", "commerce"],
    allowed: ["auth"],
  },
  {
    // "no signal" is a negation that calls for the pack, not one that cancels it.
    text: "Bridge inspection app: inspectors take photos and fill in forms down in valleys with no signal, and everything syncs once they are back in coverage.",
    expected: ["offline", "uploads"],
    forbidden: ["commerce", "payments"],
    allowed: ["auth", "object-storage"],
  },
  {
    text: "Marketplace chat between buyers and sellers with typing indicators and messages that appear instantly.",
    expected: ["realtime"],
    forbidden: ["health", "booking"],
    allowed: ["commerce", "notifications", "auth"],
  },
  {
    text: "Every night a worker recomputes recommendations and a weekly digest e-mail goes out; large CSV exports are queued instead of blocking the request.",
    expected: ["background-jobs", "notifications"],
    forbidden: ["payments", "commerce"],
    allowed: ["ai-features", "analytics"],
  },
  {
    text: "Support desk that summarises long ticket threads with an LLM and drafts replies for agents to approve.",
    expected: ["ai-features"],
    forbidden: ["health", "payments"],
    allowed: ["personal-data", "background-jobs"],
  },
  {
    text: "Public REST API for our logistics partners: an API key per partner, rate limits and versioned endpoints.",
    expected: ["public-api"],
    forbidden: ["health", "booking", "commerce"],
    allowed: ["auth", "webhooks"],
  },
  {
    text: "Carriers call our endpoint whenever a parcel changes status; we have to check their HMAC signature and ignore repeated deliveries.",
    expected: ["webhooks"],
    forbidden: ["payments", "commerce"],
    allowed: ["public-api"],
  },
  {
    text: "Catalogue search over two million listings with typo tolerance, facets and 'did you mean'.",
    expected: ["search"],
    forbidden: ["health", "money"],
    allowed: ["commerce"],
  },
  {
    text: "Online application form for a city office; it must meet WCAG 2.2 AA and work with screen readers and the keyboard alone.",
    expected: ["accessibility"],
    forbidden: ["commerce", "payments"],
    allowed: ["personal-data", "i18n"],
  },
  {
    text: "We track sign-up funnels and feature usage with PostHog, and tracking has to wait for the visitor's cookie consent.",
    expected: ["analytics", "personal-data"],
    forbidden: ["health", "commerce"],
    allowed: ["auth"],
  },
  {
    text: "Expo app for people with type 1 diabetes to log meals, blood glucose and insulin doses.",
    expected: ["health"],
    forbidden: ["commerce", "money"],
    allowed: ["personal-data", "offline", "notifications"],
  },
  {
    text: "Users sign in with Google or a magic link; admins can invite editors and revoke their access.",
    expected: ["auth"],
    forbidden: ["payments", "commerce"],
    allowed: ["notifications"],
  },
  {
    text: "Rails monolith where Sidekiq workers pull partner CSV files every hour and import them.",
    expected: ["sidekiq", "background-jobs"],
    forbidden: ["payments", "commerce", "celery", "bullmq"],
    allowed: ["uploads", "redis"],
  },
  {
    text: "Angular app on Firestore for train conductors; it has to keep working on patchy on-board Wi-Fi.",
    expected: ["firebase", "offline"],
    forbidden: ["supabase", "commerce", "payments"],
    allowed: ["auth", "serverless", "realtime"],
  },
  // Traps: other senses, comparisons and negations.
  {
    text: "Calculator for home NAS builders that explains RAID levels, stripe size and rebuild times.",
    expected: [],
    forbidden: ["stripe", "payments"],
    trap: true,
  },
  {
    text: "CLI that sets up sparse checkout and partial clone for very large git monorepos.",
    expected: [],
    forbidden: ["commerce", "payments"],
    trap: true,
  },
  {
    text: "Ansible playbooks with a dynamic inventory for our on-prem VMware hosts.",
    expected: [],
    forbidden: ["commerce"],
    trap: true,
  },
  {
    text: "Tool for small landlords to track each tenant's lease, rent due dates and repair requests.",
    expected: [],
    forbidden: ["multi-tenant", "booking"],
    allowed: ["money", "personal-data", "notifications"],
    trap: true,
  },
  {
    text: "Sprite editor with scaling and translation of layers, plus onion-skin animation.",
    expected: [],
    forbidden: ["i18n"],
    trap: true,
  },
  {
    // Animals' records are no PHI; the owners' contact details are personal data.
    text: "Practice software for a veterinary clinic: patient records for animals, vaccination schedules and owner contact details.",
    expected: ["personal-data"],
    forbidden: ["health"],
    allowed: ["booking", "notifications"],
    trap: true,
  },
  {
    text: "We evaluated Supabase and Firebase but went with plain Postgres behind a Fastify API.",
    expected: [],
    forbidden: ["supabase", "firebase"],
    trap: true,
  },
  {
    text: "A static portfolio site without login or database: no tracking, no cookies.",
    expected: [],
    forbidden: ["auth", "analytics", "personal-data"],
    allowed: ["accessibility"],
    trap: true,
  },
  {
    text: "Freelancer invoicing tool that only renders PDF invoices with VAT; payments are not handled here, clients pay by bank transfer outside the app.",
    expected: ["money"],
    forbidden: ["payments", "stripe", "commerce"],
    trap: true,
  },
  {
    text: "Double-entry bookkeeping ledger for a co-op: every transaction books a debit and a credit to two accounts.",
    expected: ["money"],
    forbidden: ["booking"],
    trap: true,
  },
];

const german: readonly PackCase[] = [
  {
    text: "Terminbuchung für Physiotherapiepraxen: Patienten wählen online einen freien Termin bei ihrer Therapeutin.",
    expected: ["booking", "health"],
    forbidden: ["commerce", "payments"],
    allowed: ["personal-data", "notifications"],
  },
  {
    text: "Kassensystem für einen Hofladen mit Kartenterminal, Tagesabschluss und Lagerbestand.",
    expected: ["commerce", "payments", "money"],
    forbidden: ["health", "booking"],
    allowed: ["offline"],
  },
  {
    text: "Kundendaten werden pseudonymisiert gespeichert, die Daten liegen in Deutschland und jeder kann sein Konto samt Daten löschen.",
    expected: ["personal-data"],
    forbidden: ["health", "commerce"],
    allowed: ["auth"],
  },
  {
    text: "Cookie-Banner mit Einwilligungsverwaltung für unsere Marketing-Website.",
    expected: ["personal-data"],
    forbidden: ["commerce", "health"],
    allowed: ["analytics"],
  },
  {
    text: "Mehrsprachige Bürger-App der Stadtverwaltung (Deutsch, Englisch, Türkisch, Arabisch), barrierefrei nach BITV 2.0.",
    expected: ["i18n", "accessibility"],
    forbidden: ["commerce", "payments"],
    allowed: ["personal-data", "auth"],
  },
  {
    text: "Lieferdienst: Fahrer sehen neue Aufträge sofort, Kunden verfolgen ihren Fahrer live auf der Karte.",
    expected: ["realtime"],
    forbidden: ["health", "booking"],
    allowed: ["commerce", "notifications", "offline"],
  },
  {
    text: "Mandantenfähige Praxissoftware, bei der jede Arztpraxis nur ihre eigenen Patientenakten sieht.",
    expected: ["multi-tenant", "health"],
    forbidden: ["commerce"],
    allowed: ["personal-data", "auth"],
  },
  {
    text: "Monatsabo für ein Kochmagazin, jederzeit kündbar, abgebucht wird per Lastschrift.",
    expected: ["payments"],
    forbidden: ["health", "booking"],
    allowed: ["money", "commerce"],
  },
  // Traps: negations ("ohne", "kein", "nie"), a comparison, another sense of "Mieter".
  {
    text: "Vereins-App ohne Bezahlfunktion: Mitglieder sehen nur Trainingsplan und Spielergebnisse.",
    expected: [],
    forbidden: ["payments", "money"],
    allowed: ["auth", "notifications"],
    trap: true,
  },
  {
    text: "Kein Login, kein Tracking, nie ein Cookie: ein Heizkostenrechner, der komplett im Browser läuft.",
    expected: [],
    forbidden: ["auth", "analytics", "personal-data"],
    allowed: ["money"],
    trap: true,
  },
  {
    text: "Wir haben Stripe und PayPal verglichen, bieten vorerst aber nur Kauf auf Rechnung mit Überweisung an.",
    expected: [],
    forbidden: ["stripe"],
    allowed: ["payments", "money", "commerce"],
    trap: true,
  },
  {
    text: "Nebenkostenabrechnung für Vermieter: jeder Mieter bekommt seine Abrechnung als PDF.",
    expected: ["money"],
    forbidden: ["multi-tenant"],
    allowed: ["personal-data"],
    trap: true,
  },
];

/** The 40 blind descriptions, English first. */
export const blindPackCases: readonly PackCase[] = [...english, ...german];

/** The German ones among them, for the figures per language. */
export const blindGermanPackCases: readonly PackCase[] = german;

/** What a corpus repository's facts alone should choose. */
export interface RepoPackCase {
  /** The folder under `tests/fixtures/projects/`. */
  readonly fixture: string;
  readonly expected: readonly RulePackId[];
  readonly forbidden: readonly RulePackId[];
  readonly allowed?: readonly RulePackId[];
  /** The dependencies that call for the expected packs. */
  readonly reason: string;
}

export const blindRepoPackCases: readonly RepoPackCase[] = [
  {
    fixture: "vercel-nextjs-subscription-payments",
    expected: ["payments", "stripe", "supabase"],
    forbidden: ["commerce", "firebase", "health", "booking", "realtime", "prisma"],
    allowed: ["webhooks", "auth", "money", "serverless"],
    reason:
      "stripe and @stripe/stripe-js → payments and Stripe; @supabase/supabase-js and @supabase/ssr → Supabase (RLS)",
  },
  {
    fixture: "documenso-documenso",
    expected: [
      "payments",
      "stripe",
      "background-jobs",
      "bullmq",
      "redis",
      "prisma",
      "trpc",
      "object-storage",
      "i18n",
      "ai-features",
      "analytics",
      "notifications",
      "auth",
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
      "clerk",
    ],
    allowed: [
      "uploads",
      "docker",
      "webhooks",
      "public-api",
      "personal-data",
      "serverless",
      "observability",
    ],
    reason:
      "stripe → payments and Stripe; bullmq and inngest → background jobs, BullMQ; ioredis → Redis; @prisma/client → Prisma; @trpc/server → tRPC; @aws-sdk/client-s3 and s3-request-presigner → object storage; @lingui/core → i18n; ai and @ai-sdk/google-vertex → AI features; posthog-js → analytics; resend and nodemailer → notifications; @simplewebauthn/server and arctic → sign-in",
  },
  {
    fixture: "dubinc-dub",
    expected: [
      "payments",
      "stripe",
      "prisma",
      "auth",
      "authjs",
      "redis",
      "background-jobs",
      "ai-features",
      "notifications",
      "webhooks",
      "observability",
      "serverless",
    ],
    forbidden: [
      "supabase",
      "firebase",
      "health",
      "booking",
      "mongodb",
      "celery",
      "sidekiq",
      "bullmq",
      "clerk",
    ],
    allowed: [
      "analytics",
      "search",
      "public-api",
      "multi-tenant",
      "uploads",
      "object-storage",
      "docker",
      "money",
    ],
    reason:
      "stripe and @stripe/stripe-js → payments and Stripe; @prisma/client → Prisma; next-auth → sign-in and Auth.js; @upstash/redis → Redis; @upstash/qstash and @upstash/workflow → background jobs; ai and @ai-sdk/anthropic → AI features; resend and nodemailer → notifications; svix → webhooks; @axiomhq/nextjs → observability; @vercel/functions → serverless",
  },
  {
    fixture: "outline-outline",
    expected: [
      "realtime",
      "i18n",
      "background-jobs",
      "redis",
      "object-storage",
      "observability",
      "notifications",
      "auth",
    ],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "firebase",
      "prisma",
      "mongodb",
    ],
    allowed: [
      "offline",
      "uploads",
      "search",
      "public-api",
      "webhooks",
      "multi-tenant",
      "docker",
      "ai-features",
    ],
    reason:
      "socket.io, yjs and @hocuspocus/server → real-time; i18next and react-i18next → i18n; bull → background jobs; ioredis → Redis; @aws-sdk/client-s3 → object storage; @sentry/node and dd-trace → observability; nodemailer → notifications; passport and @simplewebauthn/server → sign-in",
  },
  {
    fixture: "excalidraw-excalidraw",
    expected: ["realtime", "firebase", "observability", "i18n"],
    forbidden: ["payments", "stripe", "commerce", "health", "booking", "supabase", "multi-tenant"],
    allowed: ["offline", "accessibility", "docker", "uploads"],
    reason:
      "socket.io-client → real-time collaboration; firebase → Firebase; @sentry/browser → observability; i18next-browser-languagedetector → i18n",
  },
  {
    fixture: "maybe-finance-maybe",
    expected: [
      "payments",
      "stripe",
      "sidekiq",
      "background-jobs",
      "redis",
      "object-storage",
      "observability",
      "money",
      "ai-features",
      "auth",
    ],
    forbidden: [
      "health",
      "booking",
      "commerce",
      "supabase",
      "firebase",
      "celery",
      "bullmq",
      "mongodb",
    ],
    allowed: ["public-api", "i18n", "personal-data", "realtime", "docker", "uploads"],
    reason:
      "stripe gem → payments and Stripe; sidekiq → Sidekiq and background jobs; redis → Redis; aws-sdk-s3 → object storage; sentry-ruby → observability; plaid (bank accounts and transactions) → money; ruby-openai → AI features; bcrypt and rotp → sign-in",
  },
  {
    fixture: "paperless-ngx-paperless-ngx",
    expected: ["celery", "background-jobs", "realtime", "ai-features", "auth", "redis", "search"],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "firebase",
      "sidekiq",
      "bullmq",
    ],
    allowed: ["i18n", "uploads", "docker", "public-api", "personal-data", "notifications"],
    reason:
      "celery → Celery and background jobs; channels and channels-redis → real-time; openai and llama-index → AI features; django-allauth[mfa] → sign-in; redis → Redis; tantivy → search",
  },
  {
    fixture: "bitwarden-server",
    expected: [
      "payments",
      "stripe",
      "background-jobs",
      "realtime",
      "notifications",
      "object-storage",
      "redis",
      "auth",
    ],
    forbidden: [
      "health",
      "booking",
      "commerce",
      "supabase",
      "firebase",
      "celery",
      "sidekiq",
      "bullmq",
      "mongodb",
    ],
    allowed: ["multi-tenant", "personal-data", "docker", "webhooks", "public-api", "money"],
    reason:
      "Stripe.net and Braintree → payments and Stripe; Quartz and Azure.Storage.Queues → background jobs; SignalR → real-time; SendGrid, MailKit and Azure NotificationHubs → notifications; Azure.Storage.Blobs → object storage; StackExchangeRedis → Redis; Duende.IdentityServer and Fido2 → sign-in",
  },
  {
    fixture: "koel-koel",
    expected: ["realtime", "search", "object-storage", "redis", "ai-features", "auth"],
    forbidden: [
      "payments",
      "stripe",
      "money",
      "commerce",
      "health",
      "booking",
      "supabase",
      "firebase",
      "sidekiq",
      "celery",
    ],
    allowed: ["uploads", "offline", "background-jobs"],
    reason:
      "pusher/pusher-php-server, laravel-echo and pusher-js → real-time; laravel/scout with meilisearch, algolia and tntsearch → search; league/flysystem-aws-s3-v3 → object storage; predis → Redis; laravel/ai → AI features; laravel/sanctum, laravel/socialite and twofactorauth → sign-in",
  },
  {
    fixture: "teslamate-org-teslamate",
    expected: ["realtime", "i18n"],
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
    ],
    allowed: ["docker", "observability", "personal-data"],
    reason:
      "phoenix_pubsub, phoenix_live_view, websockex and tortoise (MQTT) → real-time; ex_cldr and gettext → i18n",
  },
];
