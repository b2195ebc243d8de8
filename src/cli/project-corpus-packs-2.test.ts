import { blindRepoPackCases2 } from "#engine/golden/packs-blind-2";
import { describeCorpusPackSet, type CorpusPackSetFloor } from "./project-corpus-pack-set";

/**
 * The second blind measurement's corpus half (docs/product/rule-packs.md "How well it works"; the
 * descriptions' half is src/engine/golden/packs-blind-2.test.ts): for 10 corpus repositories the
 * first blind set does not use, the packs the engine chooses from the import's facts alone (an
 * empty description), held against the packs written down blind from their manifests
 * (`blindRepoPackCases2`), and the `IMPORTANT:` markers the generated rule gives a pack that was
 * neither expected nor allowed.
 *
 * A ratchet: a figure may rise, never fall. The targets are precision ≥ 0.95, recall ≥ 0.85 and
 * 0 `IMPORTANT:` misfires.
 */
// Raised after the import read the dependencies behind this set's misses (docs/product/rule-
// packs.md "Which dependencies choose a pack": Keyv's Redis store, Angular Localize, Nuxt i18n,
// PyJWT, PyOTP, AppAuth, Apprise, Firebase's messaging, crash reporting and analytics, WorkManager,
// web_socket_channel, the Azure OpenAI client; then OpenTelemetry, Prometheus clients and
// Micrometer): precision 1.000, recall 0.857 (36 of 42), then 0.881 (37). Left: fastapi's e-mail
// (the `emails` package, React Email), kimai's translations, mailer and e-invoices, lichess's
// flutter_localizations (from the Flutter SDK, not read). The blind figures, measured on 2026-12-02
// before any change for this set: precision 1.000, recall 0.476 (20 hits, 0 misfires, 22 misses), 0
// `IMPORTANT:` misfires.
const FLOOR: CorpusPackSetFloor = {
  precision: 1,
  recall: 0.88,
  /** Most repository-and-pack pairs with an `IMPORTANT:` marker nobody expected. */
  importantMisfires: 0,
  /** Per pack: hits that may only rise, misfires that may only fall (others: 0 and 0). */
  perPack: {
    payments: { hits: 1, misfires: 0 },
    auth: { hits: 8, misfires: 0 },
    "ai-features": { hits: 3, misfires: 0 },
    realtime: { hits: 1, misfires: 0 },
    "background-jobs": { hits: 2, misfires: 0 },
    notifications: { hits: 3, misfires: 0 },
    analytics: { hits: 1, misfires: 0 },
    i18n: { hits: 2, misfires: 0 },
    firebase: { hits: 2, misfires: 0 },
    stripe: { hits: 1, misfires: 0 },
    prisma: { hits: 1, misfires: 0 },
    drizzle: { hits: 1, misfires: 0 },
    redis: { hits: 3, misfires: 0 },
    "object-storage": { hits: 1, misfires: 0 },
    "better-auth": { hits: 1, misfires: 0 },
    trpc: { hits: 1, misfires: 0 },
    observability: { hits: 3, misfires: 0 },
  },
};

describeCorpusPackSet({
  title: "second blind corpus repositories' packs",
  cases: blindRepoPackCases2,
  floor: FLOOR,
});
