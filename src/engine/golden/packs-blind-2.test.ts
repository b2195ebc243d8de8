import { describeDescriptionSet, type DescriptionSetFloor } from "../testing/pack-description-set";
import { blindGermanPackCases2, blindPackCases2 } from "./packs-blind-2";

/**
 * The second blind measurement of the pack choice (docs/product/rule-packs.md "How well it
 * works"): 40 descriptions written after the first blind set had been tuned against, and before
 * the matcher was run on them (packs-blind-2.ts). Scored like the first blind set
 * (packs-blind.test.ts): per language, per pack, on the traps, and for `IMPORTANT:` markers on a
 * pack the expert neither expected nor allowed. The corpus repositories' half is
 * src/cli/project-corpus-packs-2.test.ts.
 *
 * A ratchet: the floors are the last figures measured (below); a figure may rise, never fall. The
 * targets are precision ≥ 0.95, recall ≥ 0.85 and 0 `IMPORTANT:` misfires.
 */
// Raised after tuning the matcher against this set's misses (negated lists, trials turned away
// from, other senses, paraphrases; see docs/product/rule-packs.md): from then on the set is no
// longer blind. The blind figures, measured on 2026-12-02 before any change for this set:
// precision 0.697, recall 0.460 (23 hits, 10 misfires, 27 misses); English 0.714/0.441, German
// 0.667/0.500; 6 of 16 traps misfiring (all with a forbidden pack); 0 `IMPORTANT:` misfires.
const FLOOR: DescriptionSetFloor = {
  precision: 1,
  recall: 0.98,
  english: { precision: 1, recall: 0.97 },
  german: { precision: 1, recall: 1 },
  /** Most traps on which a pack outside `expected` and `allowed` fires (of 16). */
  trapsMisfiring: 0,
  /** Most case-and-pack pairs with an `IMPORTANT:` marker nobody expected. */
  importantMisfires: 0,
  /** Per pack: hits that may only rise, misfires that may only fall (others: 0 and 0). */
  perPack: {
    health: { hits: 1, misfires: 0 },
    money: { hits: 3, misfires: 0 },
    payments: { hits: 3, misfires: 0 },
    "multi-tenant": { hits: 1, misfires: 0 },
    "personal-data": { hits: 7, misfires: 0 },
    webhooks: { hits: 1, misfires: 0 },
    auth: { hits: 2, misfires: 0 },
    booking: { hits: 2, misfires: 0 },
    commerce: { hits: 2, misfires: 0 },
    offline: { hits: 2, misfires: 0 },
    uploads: { hits: 7, misfires: 0 },
    "ai-features": { hits: 1, misfires: 0 },
    realtime: { hits: 2, misfires: 0 },
    "background-jobs": { hits: 3, misfires: 0 },
    "public-api": { hits: 1, misfires: 0 },
    search: { hits: 2, misfires: 0 },
    notifications: { hits: 4, misfires: 0 },
    accessibility: { hits: 1, misfires: 0 },
    i18n: { hits: 1, misfires: 0 },
    kubernetes: { hits: 1, misfires: 0 },
    terraform: { hits: 1, misfires: 0 },
    observability: { hits: 1, misfires: 0 },
  },
};

describeDescriptionSet({
  title: "second blind pack descriptions",
  cases: blindPackCases2,
  german: blindGermanPackCases2,
  minTraps: 12,
  floor: FLOOR,
});
