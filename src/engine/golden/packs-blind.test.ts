import { describeDescriptionSet, type DescriptionSetFloor } from "../testing/pack-description-set";
import { blindGermanPackCases, blindPackCases } from "./packs-blind";

/**
 * The blind measurement of the pack choice (docs/product/rule-packs.md "How well it works"): 40
 * descriptions written before the facts-first rework and never tuned to (packs-blind.ts). Scored
 * like the pack test set (testing/pack-score.ts), per language, per pack, on the traps, and for
 * `IMPORTANT:` markers the generated rule gives a pack the expert neither expected nor allowed.
 * The corpus repositories' half of the measurement reads fixtures from disk, which the engine
 * may not, so it lives in src/cli/project-corpus-packs.test.ts.
 *
 * A ratchet: the floors are the last figures measured (below); a figure may rise, never fall. The
 * targets are precision ≥ 0.95, recall ≥ 0.85 and 0 `IMPORTANT:` misfires. The sentence reading
 * (decision 124) was written against this set's misses, so since then it is no longer blind: its
 * figures flatter the matcher, and a new blind set is what tells.
 */
// Raised after sentence reading (negation, comparisons, other senses, paraphrases; decision 124):
// the figures measured on 2026-12-02 after that work. Before it: precision 0.675, recall 0.613,
// English 0.642/0.6, German 0.75/0.642, 11 traps misfiring, 9 `IMPORTANT:` misfires.
const FLOOR: DescriptionSetFloor = {
  precision: 1,
  recall: 1,
  english: { precision: 1, recall: 1 },
  german: { precision: 1, recall: 1 },
  /** Most traps on which a pack outside `expected` and `allowed` fires (of 14). */
  trapsMisfiring: 0,
  /** Most case-and-pack pairs with an `IMPORTANT:` marker nobody expected. */
  importantMisfires: 0,
  /** Per pack: hits that may only rise, misfires that may only fall (others: 0 and 0). */
  perPack: {
    health: { hits: 3, misfires: 0 },
    money: { hits: 6, misfires: 0 },
    payments: { hits: 4, misfires: 0 },
    "multi-tenant": { hits: 2, misfires: 0 },
    "personal-data": { hits: 4, misfires: 0 },
    webhooks: { hits: 1, misfires: 0 },
    auth: { hits: 1, misfires: 0 },
    booking: { hits: 2, misfires: 0 },
    commerce: { hits: 3, misfires: 0 },
    offline: { hits: 2, misfires: 0 },
    uploads: { hits: 1, misfires: 0 },
    "ai-features": { hits: 1, misfires: 0 },
    realtime: { hits: 2, misfires: 0 },
    "background-jobs": { hits: 2, misfires: 0 },
    "public-api": { hits: 1, misfires: 0 },
    search: { hits: 1, misfires: 0 },
    notifications: { hits: 2, misfires: 0 },
    analytics: { hits: 1, misfires: 0 },
    accessibility: { hits: 2, misfires: 0 },
    i18n: { hits: 1, misfires: 0 },
    firebase: { hits: 1, misfires: 0 },
    sidekiq: { hits: 1, misfires: 0 },
  },
};

describeDescriptionSet({
  title: "blind pack descriptions",
  cases: blindPackCases,
  german: blindGermanPackCases,
  minTraps: 10,
  floor: FLOOR,
});
