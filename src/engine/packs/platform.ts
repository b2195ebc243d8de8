/**
 * Packs about what a platform does for its users. Sign-in through an identity provider: the
 * OpenID Connect Core spec (ID token validation, nonce), RFC 7636 (PKCE), RFC 9700 (OAuth 2.0
 * security best current practice: code flow with PKCE), learn.microsoft.com/entra/identity-platform/
 * id-token-claims-reference (`oid` and `tid` identify a user, e-mail can change).
 */
import type { RulePack } from "../types";

export const webhooks: RulePack = {
  id: "webhooks",
  critical: true,
  rules: {
    en: [
      "Verify every incoming webhook's signature over the raw request body before parsing it, and reject stale timestamps.",
      "Store each event id under a unique constraint and skip duplicates: providers deliver at least once.",
      "Answer 2xx quickly and do the work in a background job; don't rely on delivery order.",
      "Sign outgoing webhooks, retry them with backoff and let receivers rotate secrets.",
    ],
    de: [
      "Prüfe die Signatur jedes eingehenden Webhooks über den rohen Request-Body, bevor du ihn parst, und weise veraltete Zeitstempel ab.",
      "Speichere jede Event-ID unter einem Unique-Constraint und überspringe Duplikate: Anbieter liefern mindestens einmal.",
      "Antworte schnell mit 2xx und erledige die Arbeit in einem Hintergrundjob; verlass dich nicht auf die Reihenfolge.",
      "Signiere ausgehende Webhooks, wiederhole sie mit Backoff und lass Empfänger Secrets rotieren.",
    ],
  },
};

export const auth: RulePack = {
  id: "auth",
  critical: true,
  rules: {
    en: [
      "Use the framework's auth or a proven auth library; never hand-roll password hashing, sessions or token crypto.",
      "Hash passwords with Argon2id or bcrypt, and rate-limit sign-in, sign-up and password reset.",
      "Check permissions on the server for every action and object, and deny by default.",
      "Make reset and verification tokens single-use, short-lived and stored hashed.",
    ],
    de: [
      "Nutze die Authentifizierung des Frameworks oder eine bewährte Auth-Bibliothek; bau Passwort-Hashing, Sessions oder Token-Krypto nie selbst.",
      "Hashe Passwörter mit Argon2id oder bcrypt und begrenze Anmeldung, Registrierung und Passwort-Reset per Rate-Limit.",
      "Prüfe Berechtigungen für jede Aktion und jedes Objekt auf dem Server, standardmäßig verweigert.",
      "Mach Reset- und Bestätigungs-Tokens einmalig, kurzlebig und speichere sie gehasht.",
    ],
  },
  platformRules: {
    web: {
      en: [
        "Keep sessions in `HttpOnly`, `Secure`, `SameSite` cookies and rotate the session id on sign-in.",
      ],
      de: [
        "Halte Sessions in `HttpOnly`-, `Secure`- und `SameSite`-Cookies und erneuere die Session-ID bei der Anmeldung.",
      ],
    },
    mobile: {
      en: [
        "Keep tokens in the Keychain / Android Keystore (secure storage), never in plain preferences.",
      ],
      de: [
        "Bewahre Tokens im Keychain bzw. Android Keystore (Secure Storage) auf, nie in einfachen Preferences.",
      ],
    },
  },
  variants: [
    {
      when: "sso",
      adds: {
        en: [
          "Sign users in with the identity provider's authorization-code flow with PKCE through a maintained OIDC or SAML library; check every token's signature against the provider's published keys, its issuer, audience, expiry and nonce, and key users by the provider's subject id (Entra ID: `oid` with `tid`), never by their e-mail address.",
        ],
        de: [
          "Melde Nutzer über den Authorization-Code-Flow mit PKCE des Identity Providers an, mit einer gepflegten OIDC- oder SAML-Bibliothek; prüfe bei jedem Token die Signatur gegen die veröffentlichten Schlüssel des Anbieters, Aussteller, Zielgruppe, Ablauf und Nonce, und verknüpfe Nutzer über die Subject-ID des Anbieters (Entra ID: `oid` mit `tid`), nie über ihre E-Mail-Adresse.",
        ],
      },
    },
    {
      // The identity provider holds the passwords: no hashing or reset rules of ours.
      when: "sso-only",
      drops: [1, 3],
      replaces: [
        {
          index: 0,
          rule: {
            en: "Leave sign-in to the identity provider and keep no passwords of your own; use its SDK or a proven OIDC/SAML library, never hand-rolled token checks or session crypto.",
            de: "Überlass die Anmeldung dem Identity Provider und speichere keine eigenen Passwörter; nutze sein SDK oder eine bewährte OIDC-/SAML-Bibliothek, nie selbst gebaute Token-Prüfungen oder Session-Krypto.",
          },
        },
      ],
    },
  ],
};

export const realtime: RulePack = {
  id: "realtime",
  rules: {
    en: [
      "Authenticate the socket connection and authorise every channel subscription and message on the server.",
      "Reconnect with backoff, resubscribe and refetch what was missed while disconnected.",
      "Keep the server the source of truth: apply optimistic updates locally and reconcile with server ids and versions.",
      "Limit the rate and size of incoming messages.",
    ],
    de: [
      "Authentifiziere die Socket-Verbindung und autorisiere jedes Abonnement und jede Nachricht auf dem Server.",
      "Verbinde dich mit Backoff neu, abonniere erneut und lade nach, was während der Trennung verpasst wurde.",
      "Der Server bleibt die Quelle der Wahrheit: Wende optimistische Updates lokal an und gleiche sie mit Server-IDs und Versionen ab.",
      "Begrenze Rate und Größe eingehender Nachrichten.",
    ],
  },
};

export const offline: RulePack = {
  id: "offline",
  critical: true,
  rules: {
    en: [
      "Never lose an offline edit: queue writes locally with client-generated ids and replay them idempotently.",
      "Define conflict resolution per entity (last write wins, server wins or merge) and test it.",
      "Keep local data in a real database (SQLite, IndexedDB) with a versioned, migrated schema.",
      "Show sync status and failed syncs in the UI.",
    ],
    de: [
      "Verliere nie eine Offline-Änderung: Stelle Schreibvorgänge lokal mit clientseitig erzeugten IDs in eine Queue und spiele sie idempotent ab.",
      "Lege die Konfliktauflösung je Entität fest (letzter Schreibvorgang gewinnt, Server gewinnt oder Merge) und teste sie.",
      "Halte lokale Daten in einer echten Datenbank (SQLite, IndexedDB) mit versioniertem, migriertem Schema.",
      "Zeige Sync-Status und fehlgeschlagene Synchronisierungen in der Oberfläche.",
    ],
  },
};

export const accessibility: RulePack = {
  id: "accessibility",
  rules: {
    en: [
      "Treat WCAG 2.2 AA as a requirement: every control reachable and operable by keyboard or switch access, with a visible focus.",
    ],
    de: [
      "Behandle WCAG 2.2 AA als Anforderung: Jedes Bedienelement ist per Tastatur bzw. Schaltersteuerung erreichbar und bedienbar, mit sichtbarem Fokus.",
    ],
  },
  platformRules: {
    web: {
      en: [
        "Use semantic HTML first, label every input, and test pages with axe and a screen reader.",
      ],
      de: [
        "Nutze zuerst semantisches HTML, beschrifte jedes Eingabefeld und teste Seiten mit axe und einem Screenreader.",
      ],
    },
    mobile: {
      en: [
        "Give every control an accessibility label and role (Flutter `Semantics`, React Native `accessibilityLabel`), and support large text sizes.",
      ],
      de: [
        "Gib jedem Bedienelement ein Accessibility-Label und eine Rolle (Flutter `Semantics`, React Native `accessibilityLabel`) und unterstütze große Schriftgrößen.",
      ],
    },
  },
};

export const i18n: RulePack = {
  id: "i18n",
  rules: {
    en: [
      "Keep every user-facing string in translation catalogues keyed by id; never build sentences by concatenation.",
      "Format dates, numbers and currencies with the locale APIs (`Intl`, ICU) and use ICU plural rules, not `count === 1`.",
      "Leave room for longer translations and right-to-left layouts.",
    ],
    de: [
      "Halte jeden sichtbaren Text in Übersetzungskatalogen mit IDs; setze Sätze nie durch Verkettung zusammen.",
      "Formatiere Datum, Zahlen und Währungen mit den Locale-APIs (`Intl`, ICU) und nutze ICU-Pluralregeln statt `count === 1`.",
      "Lass Platz für längere Übersetzungen und Layouts von rechts nach links.",
    ],
  },
};

export const backgroundJobs: RulePack = {
  id: "background-jobs",
  rules: {
    en: [
      "Make every job idempotent and safe to retry; pass ids, not whole objects.",
      "Enqueue jobs only after the transaction commits (outbox table or after-commit hook).",
      "Give jobs timeouts, bounded retries with backoff and a dead-letter path that alerts.",
    ],
    de: [
      "Mach jeden Job idempotent und sicher wiederholbar; übergib IDs, keine ganzen Objekte.",
      "Stelle Jobs erst nach dem Commit der Transaktion ein (Outbox-Tabelle oder After-Commit-Hook).",
      "Gib Jobs Timeouts, begrenzte Wiederholungen mit Backoff und einen Dead-Letter-Pfad, der alarmiert.",
    ],
  },
};

export const notifications: RulePack = {
  id: "notifications",
  rules: {
    en: [
      "Send e-mail, SMS and push from background jobs with retries, never inline in a request.",
      "Honour each user's opt-outs and add an unsubscribe link to every non-transactional message.",
      "Deduplicate notifications with an idempotency key per event and recipient.",
    ],
    de: [
      "Versende E-Mails, SMS und Push-Nachrichten aus Hintergrundjobs mit Wiederholungen, nie direkt im Request.",
      "Respektiere Abmeldungen jedes Nutzers und setze in jede nicht-transaktionale Nachricht einen Abmeldelink.",
      "Dedupliziere Benachrichtigungen mit einem Idempotency-Key je Ereignis und Empfänger.",
    ],
  },
};

export const aiFeatures: RulePack = {
  id: "ai-features",
  critical: true,
  rules: {
    en: [
      "Treat model output as untrusted input: validate it against a schema before acting on it, and never execute it or render it unescaped.",
      "Call models only from the server, with timeouts and per-user token and cost limits.",
      "Keep prompts in versioned files and test them on fixed examples.",
      "Separate instructions from user and retrieved content, and limit the tools a model may call, to blunt prompt injection.",
    ],
    de: [
      "Behandle Modellausgaben als nicht vertrauenswürdige Eingaben: Prüfe sie gegen ein Schema, bevor du darauf handelst, und führe sie nie aus oder rendere sie unmaskiert.",
      "Rufe Modelle nur vom Server aus auf, mit Timeouts und Token- und Kostenlimits pro Nutzer.",
      "Halte Prompts in versionierten Dateien und teste sie an festen Beispielen.",
      "Trenne Anweisungen von Nutzer- und abgerufenen Inhalten und begrenze die Tools, die ein Modell aufrufen darf, gegen Prompt Injection.",
    ],
  },
};

export const publicApi: RulePack = {
  id: "public-api",
  rules: {
    en: [
      "Version the API and never break a published contract; deprecate with notice and a sunset date.",
      "Authenticate clients with scoped API keys or OAuth and rate-limit per key, returning `429` with `Retry-After`.",
      "Paginate lists with cursors and describe every endpoint in OpenAPI (or the GraphQL schema).",
    ],
    de: [
      "Versioniere die API und brich nie einen veröffentlichten Vertrag; kündige Abkündigungen mit Frist an.",
      "Authentifiziere Clients mit eingeschränkten API-Keys oder OAuth und begrenze pro Key, mit `429` und `Retry-After`.",
      "Paginiere Listen mit Cursorn und beschreibe jeden Endpunkt in OpenAPI (bzw. im GraphQL-Schema).",
    ],
  },
};
