/**
 * Packs for services a description names or an import detects: data platforms, ORMs, caches,
 * auth providers and API styles. Facts checked against the vendors' own docs (2026-11), written in
 * our words:
 * - Supabase: supabase.com/docs/guides/database/postgres/row-level-security,
 *   /guides/auth/server-side/creating-a-client, /guides/api/api-keys, /guides/deployment/database-migrations
 * - Firebase: firebase.google.com/docs/firestore/security/get-started, /rules-conditions,
 *   /firestore/manage-data/enable-offline, /firestore/best-practices, /emulator-suite
 * - Stripe: docs.stripe.com/webhooks (signatures, `constructEvent` on the raw body), /keys,
 *   /api/idempotent_requests, /billing/subscriptions/webhooks, /stripe-cli,
 *   /checkout/fulfillment (`payment_status`, the async payment events), /payments/sepa-debit
 * - Prisma: prisma.io/docs/orm/prisma-migrate/workflows/development-and-production,
 *   /orm/prisma-client/setup-and-configuration/databases-connections, /orm/prisma-client/queries/transactions
 * - Drizzle: orm.drizzle.team/docs/migrations, /docs/kit-overview, /docs/goodies (type inference), /docs/transactions
 * - MongoDB: mongodb.com/docs/manual/data-modeling, /core/transactions; mongoosejs.com/docs/guide (autoIndex, strictQuery)
 * - Redis: redis.io/docs/latest/develop/use/patterns/distributed-locks, /commands/scan, /commands/expire;
 *   Laravel's atomic locks: laravel.com/docs/cache#atomic-locks
 * - Auth.js: authjs.dev/getting-started/migrating-to-v5, /getting-started/session-management/protecting
 * - Clerk: clerk.com/docs/references/nextjs/clerk-middleware, /webhooks/sync-data, /organizations/overview
 * - Better Auth: better-auth.com/docs/installation, /concepts/cli, /concepts/session-management
 * - tRPC: trpc.io/docs/server/procedures, /server/middlewares, /server/error-handling
 * - GraphQL: graphql.org/learn/best-practices, /learn/security (depth and cost limits), the DataLoader README
 */
import type { RulePack } from "../types";
import { stripeWebhookIdioms } from "./stripe-idioms";

export const supabase: RulePack = {
  id: "supabase",
  critical: true,
  rules: {
    en: [
      "Enable row-level security on every table in an exposed schema and write one policy per operation on `(select auth.uid())`; a table without RLS is open to anyone holding the anon key.",
      "Use the service-role (secret) key only in server code; the browser and the app get the anon (publishable) key and nothing else.",
      "On the server, create the client with `@supabase/ssr` and trust `supabase.auth.getUser()` (or verified claims), not `getSession()`, which only reads the cookie.",
      "Change the schema through migrations (`supabase migration new`), apply them to the local database with `supabase migration up` — only the release pushes them with `supabase db push` — never by hand in the dashboard, and regenerate types with `supabase gen types`.",
    ],
    de: [
      "Aktiviere Row-Level-Security für jede Tabelle in einem freigegebenen Schema und schreibe je Operation eine Policy auf `(select auth.uid())`; eine Tabelle ohne RLS steht jedem mit dem Anon-Key offen.",
      "Nutze den Service-Role-(Secret-)Key nur im Server-Code; Browser und App bekommen den Anon-(Publishable-)Key und sonst nichts.",
      "Erzeuge den Client auf dem Server mit `@supabase/ssr` und vertraue `supabase.auth.getUser()` (oder geprüften Claims), nicht `getSession()`, das nur das Cookie liest.",
      "Ändere das Schema über Migrationen (`supabase migration new`), spiele sie mit `supabase migration up` in die lokale Datenbank ein — nur das Release überträgt sie mit `supabase db push` —, nie von Hand im Dashboard, und erzeuge die Typen mit `supabase gen types` neu.",
    ],
  },
};

export const firebase: RulePack = {
  id: "firebase",
  critical: true,
  rules: {
    en: [
      "Write Firestore and Storage security rules that check `request.auth` and the document's owner for every collection, validate `request.resource.data`, and never ship open or test-mode rules; test them in the Emulator Suite.",
      "Rely on Firestore's offline cache (on by default on iOS and Android, `persistentLocalCache` on the web) instead of a second local database, and show writes that are still pending.",
      "Shape documents for the queries you run: keep them far below 1 MiB, move growing lists into subcollections, and declare composite indexes in `firestore.indexes.json`.",
      "Do privileged work (roles, payments, fan-out) in Cloud Functions with the Admin SDK, never from the client.",
    ],
    de: [
      "Schreibe Sicherheitsregeln für Firestore und Storage, die `request.auth` und den Besitzer des Dokuments je Collection prüfen und `request.resource.data` validieren, und liefere nie offene oder Testmodus-Regeln aus; teste sie in der Emulator Suite.",
      "Verlass dich auf den Offline-Cache von Firestore (auf iOS und Android standardmäßig an, im Web `persistentLocalCache`) statt auf eine zweite lokale Datenbank, und zeige Schreibvorgänge an, die noch ausstehen.",
      "Forme Dokumente nach den Abfragen: weit unter 1 MiB, wachsende Listen in Subcollections, zusammengesetzte Indizes in `firestore.indexes.json`.",
      "Erledige privilegierte Arbeit (Rollen, Zahlungen, Fan-out) in Cloud Functions mit dem Admin SDK, nie im Client.",
    ],
  },
};

export const stripe: RulePack = {
  id: "stripe",
  rules: {
    en: [
      "Verify every Stripe webhook with the SDK's signature check on the raw, unparsed request body, the `Stripe-Signature` header and the endpoint's signing secret; a body parsed and serialised again fails the check.",
      "Keep the secret and restricted keys on the server and only the publishable key in the client; use test keys outside production.",
      "Create Checkout Sessions or PaymentIntents on the server from your Price ids, store the Stripe customer and subscription ids on your records, and update access from `checkout.session.completed`, `invoice.paid` and `customer.subscription.*`.",
      "Try webhook flows locally with `stripe listen --forward-to` and pin the API version your code was written for.",
    ],
    de: [
      "Prüfe jeden Stripe-Webhook mit der Signaturprüfung des SDK über den rohen, ungeparsten Request-Body, den Header `Stripe-Signature` und das Signing-Secret des Endpunkts; ein geparster und neu serialisierter Body besteht die Prüfung nicht.",
      "Halte Secret- und Restricted-Keys auf dem Server und nur den Publishable Key im Client; nutze außerhalb der Produktion Test-Keys.",
      "Erzeuge Checkout Sessions oder PaymentIntents auf dem Server aus deinen Price-IDs, speichere Stripes Kunden- und Abo-IDs an deinen Datensätzen und ändere Zugänge aus `checkout.session.completed`, `invoice.paid` und `customer.subscription.*`.",
      "Probiere Webhook-Abläufe lokal mit `stripe listen --forward-to` aus und pinne die API-Version, für die dein Code geschrieben ist.",
    ],
  },
  idioms: stripeWebhookIdioms,
  variants: [
    {
      when: "bank-debits",
      replaces: [
        {
          index: 2,
          rule: {
            en: "Create Checkout Sessions or PaymentIntents on the server from your Price ids and store the Stripe customer, subscription and mandate ids on your records. A bank debit confirms days later: grant access on `checkout.session.completed` only when its `payment_status` is `paid`, otherwise on `checkout.session.async_payment_succeeded` (`payment_intent.succeeded`, `invoice.paid` for subscriptions), and take it back on `checkout.session.async_payment_failed` or `payment_intent.payment_failed`.",
            de: "Erzeuge Checkout Sessions oder PaymentIntents auf dem Server aus deinen Price-IDs und speichere Stripes Kunden-, Abo- und Mandats-IDs an deinen Datensätzen. Eine Lastschrift bestätigt sich erst Tage später: Gewähre Zugang bei `checkout.session.completed` nur, wenn `payment_status` `paid` ist, sonst bei `checkout.session.async_payment_succeeded` (`payment_intent.succeeded`, bei Abos `invoice.paid`), und entziehe ihn bei `checkout.session.async_payment_failed` oder `payment_intent.payment_failed`.",
          },
        },
      ],
    },
  ],
};

export const prisma: RulePack = {
  id: "prisma",
  rules: {
    en: [
      "Change the schema only with `prisma migrate dev` and commit the migration; deploy with `prisma migrate deploy`, never `prisma db push` against a shared database.",
      "Create one PrismaClient per process (a module singleton, kept on `globalThis` in development); on serverless, connect through a pooler.",
      "Put writes that belong together in `prisma.$transaction`, `select` only the fields you need, and load relations with `include` instead of queries in a loop.",
      "Run `prisma generate` after every schema change (a `postinstall` script keeps CI in step) and never edit the generated client.",
    ],
    de: [
      "Ändere das Schema nur mit `prisma migrate dev` und committe die Migration; deploye mit `prisma migrate deploy`, nie mit `prisma db push` auf eine gemeinsame Datenbank.",
      "Erzeuge einen PrismaClient pro Prozess (ein Modul-Singleton, in der Entwicklung auf `globalThis`); serverless verbinde über einen Pooler.",
      "Fasse zusammengehörige Schreibvorgänge in `prisma.$transaction`, wähle mit `select` nur benötigte Felder und lade Relationen mit `include` statt mit Abfragen in einer Schleife.",
      "Führe nach jeder Schemaänderung `prisma generate` aus (ein `postinstall`-Skript hält CI aktuell) und bearbeite den erzeugten Client nie.",
    ],
  },
};

export const drizzle: RulePack = {
  id: "drizzle",
  rules: {
    en: [
      "Change the TypeScript schema, then create a migration with `drizzle-kit generate`, review the SQL and apply it with `drizzle-kit migrate`; keep `drizzle-kit push` for throw-away databases.",
      "Take row types from the schema (`typeof users.$inferSelect`, `$inferInsert`) instead of writing interfaces by hand.",
      "Inside `db.transaction(async (tx) => …)` run every query on `tx`; a query on `db` there leaves the transaction.",
      "Build dynamic SQL with the `sql` template (parameters) and never pass user input to `sql.raw()`.",
    ],
    de: [
      "Ändere das TypeScript-Schema, erzeuge dann mit `drizzle-kit generate` eine Migration, prüfe das SQL und spiele es mit `drizzle-kit migrate` ein; `drizzle-kit push` nur für Wegwerf-Datenbanken.",
      "Nimm Zeilentypen aus dem Schema (`typeof users.$inferSelect`, `$inferInsert`), statt Interfaces von Hand zu schreiben.",
      "Führe in `db.transaction(async (tx) => …)` jede Abfrage auf `tx` aus; eine Abfrage auf `db` verlässt dort die Transaktion.",
      "Baue dynamisches SQL mit dem `sql`-Template (Parameter) und gib nie Nutzereingaben an `sql.raw()`.",
    ],
  },
};

export const mongodb: RulePack = {
  id: "mongodb",
  rules: {
    en: [
      "Validate every collection (a Mongoose schema or a `$jsonSchema` validator) and cast query values through it: a raw request object as a filter lets `{ $ne: null }` through.",
      "Embed what is read together and reference what grows without bound; a document holds at most 16 MB.",
      "Declare an index for each query pattern and build them in migrations (`autoIndex: false` in production).",
      "Change several documents atomically only in a transaction (replica set); within one document use `$inc` / `$set` updates, not read-modify-write.",
    ],
    de: [
      "Validiere jede Collection (Mongoose-Schema oder `$jsonSchema`-Validator) und caste Abfragewerte darüber: Ein roher Request als Filter lässt `{ $ne: null }` durch.",
      "Bette ein, was zusammen gelesen wird, und referenziere, was unbegrenzt wächst; ein Dokument fasst höchstens 16 MB.",
      "Lege für jedes Abfragemuster einen Index an und baue ihn per Migration (`autoIndex: false` in Produktion).",
      "Ändere mehrere Dokumente nur in einer Transaktion (Replica Set) atomar; in einem Dokument mit `$inc`- / `$set`-Updates, nicht mit Lesen-Ändern-Schreiben.",
    ],
  },
};

export const redis: RulePack = {
  id: "redis",
  rules: {
    en: [
      "Give every cache key a TTL and a namespaced, versioned name (`app:v2:user:42`); the database stays the source of truth, so a miss or an outage falls back to it.",
      "Take locks with `SET key token NX PX <ttl>` and release them only with a compare-and-delete script on the same token.",
      "Never run `KEYS` in production; iterate with `SCAN`, and do counters with `INCR` plus `EXPIRE` in one `MULTI` or script.",
    ],
    de: [
      "Gib jedem Cache-Key eine TTL und einen Namen mit Namensraum und Version (`app:v2:user:42`); die Datenbank bleibt die Quelle der Wahrheit, ein Miss oder Ausfall fällt auf sie zurück.",
      "Nimm Sperren mit `SET key token NX PX <ttl>` und gib sie nur mit einem Vergleichen-und-Löschen-Skript auf dasselbe Token frei.",
      "Nutze in Produktion nie `KEYS`; iteriere mit `SCAN` und zähle mit `INCR` plus `EXPIRE` in einem `MULTI` oder Skript.",
    ],
  },
  idioms: [
    {
      frameworks: ["Laravel"],
      replaces: 1,
      rule: {
        en: "Take locks with `Cache::lock($name, $seconds)` (`get()` or `block()`, always with a TTL) and release them as their owner: `release()`, or `Cache::restoreLock($name, $owner)->release()` from another process such as a queued job.",
        de: "Nimm Sperren mit `Cache::lock($name, $seconds)` (`get()` oder `block()`, immer mit TTL) und gib sie als ihr Besitzer frei: `release()`, oder aus einem anderen Prozess wie einem Queue-Job mit `Cache::restoreLock($name, $owner)->release()`.",
      },
    },
  ],
};

export const authjs: RulePack = {
  id: "authjs",
  rules: {
    en: [
      "Keep Auth.js in one `auth.ts` that exports `auth`, `handlers`, `signIn` and `signOut` (v5); read the session with `auth()` in server code and set `AUTH_SECRET` in every environment.",
      "Check `auth()` again in every Server Action and route handler that changes data; middleware alone can be bypassed by a request it does not match.",
      "Use a database adapter for database sessions; the Credentials provider works only with JWT sessions.",
    ],
    de: [
      "Halte Auth.js in einer `auth.ts`, die `auth`, `handlers`, `signIn` und `signOut` exportiert (v5); lies die Sitzung im Server-Code mit `auth()` und setze `AUTH_SECRET` in jeder Umgebung.",
      "Prüfe `auth()` in jeder Server Action und jedem Route Handler, der Daten ändert, erneut; Middleware allein umgeht eine Anfrage, auf die ihr Matcher nicht passt.",
      "Nutze für Datenbank-Sessions einen Adapter; der Credentials-Provider funktioniert nur mit JWT-Sessions.",
    ],
  },
};

export const clerk: RulePack = {
  id: "clerk",
  rules: {
    en: [
      "Protect routes with `clerkMiddleware()` and `createRouteMatcher()`, and still read `auth()` (`userId`, `orgId`) in every server handler that touches data.",
      "Key your own records by Clerk's user and organization ids and keep them in step through Clerk webhooks, verified with their signature.",
      "Keep `CLERK_SECRET_KEY` on the server; only the publishable key reaches the client.",
    ],
    de: [
      "Schütze Routen mit `clerkMiddleware()` und `createRouteMatcher()` und lies trotzdem in jedem Server-Handler mit Datenzugriff `auth()` (`userId`, `orgId`).",
      "Verknüpfe eigene Datensätze über Clerks Nutzer- und Organisations-IDs und halte sie über Clerk-Webhooks aktuell, geprüft über ihre Signatur.",
      "Halte `CLERK_SECRET_KEY` auf dem Server; nur der Publishable Key erreicht den Client.",
    ],
  },
};

export const betterAuth: RulePack = {
  id: "better-auth",
  rules: {
    en: [
      "Create one `auth` instance (`betterAuth({ database, … })`) in a server module and mount its handler on `/api/auth/*`; set `BETTER_AUTH_SECRET` and `BETTER_AUTH_URL`.",
      "After adding a plugin, update the schema with the Better Auth CLI (`generate`, then your migration tool, or `migrate`).",
      "Read the session on the server with `auth.api.getSession({ headers })` in every protected handler; list allowed origins in `trustedOrigins`.",
    ],
    de: [
      "Erzeuge eine `auth`-Instanz (`betterAuth({ database, … })`) in einem Server-Modul und binde ihren Handler unter `/api/auth/*` ein; setze `BETTER_AUTH_SECRET` und `BETTER_AUTH_URL`.",
      "Aktualisiere nach dem Hinzufügen eines Plugins das Schema mit der Better-Auth-CLI (`generate`, dann dein Migrationswerkzeug, oder `migrate`).",
      "Lies die Sitzung auf dem Server in jedem geschützten Handler mit `auth.api.getSession({ headers })`; nenne erlaubte Origins in `trustedOrigins`.",
    ],
  },
};

export const trpc: RulePack = {
  id: "trpc",
  rules: {
    en: [
      "Validate every procedure's input with `.input(schema)`; the client's types are no check.",
      "Put authentication in a middleware that builds a `protectedProcedure` from `ctx`, instead of checks scattered through procedures.",
      "Throw `TRPCError` with a code (`UNAUTHORIZED`, `FORBIDDEN`, `NOT_FOUND`) and keep internal error details out of the `errorFormatter`'s answer.",
      "Share only `type AppRouter` with the client; never import server modules into client code.",
    ],
    de: [
      "Validiere die Eingabe jeder Procedure mit `.input(schema)`; die Typen des Clients sind keine Prüfung.",
      "Lege die Authentifizierung in eine Middleware, die aus `ctx` eine `protectedProcedure` baut, statt Prüfungen über die Procedures zu verstreuen.",
      "Wirf `TRPCError` mit Code (`UNAUTHORIZED`, `FORBIDDEN`, `NOT_FOUND`) und halte interne Fehlerdetails aus der Antwort des `errorFormatter`.",
      "Teile mit dem Client nur `type AppRouter`; importiere nie Server-Module in Client-Code.",
    ],
  },
};

export const graphql: RulePack = {
  id: "graphql",
  rules: {
    en: [
      "Authorize in the resolvers or the domain layer for every object and field, not only at the gateway.",
      "Batch data loading with a DataLoader created per request; a resolver that queries per parent is an N+1.",
      "Limit query depth and cost (and accept only persisted queries for public clients) so one request cannot exhaust the server.",
      "Evolve the schema without breaking clients: add fields, mark old ones `@deprecated`, paginate lists with cursors.",
    ],
    de: [
      "Autorisiere in den Resolvern oder der Domänenschicht für jedes Objekt und Feld, nicht nur am Gateway.",
      "Lade Daten gebündelt über einen pro Request erzeugten DataLoader; ein Resolver, der je Elternobjekt abfragt, ist ein N+1.",
      "Begrenze Tiefe und Kosten von Abfragen (und nimm von öffentlichen Clients nur Persisted Queries an), damit eine Anfrage den Server nicht erschöpft.",
      "Entwickle das Schema weiter, ohne Clients zu brechen: Felder hinzufügen, alte mit `@deprecated` markieren, Listen mit Cursorn paginieren.",
    ],
  },
};
