import { defaultWizardForm, type WizardForm } from "#contract/wizard";
import type { RulePackId } from "#contract/wizard-packs";
import { generateRule } from "#engine/index";
import { describe, expect, it } from "vitest";
import { detectPacks } from "../browser/packs/detect";
import {
  describePerPack,
  floorsOf,
  importantMisfires,
  packsBelowFloor,
  scorePacks,
  type PackFloor,
  type PackScore,
} from "../testing/pack-score";
import type { PackCase } from "./packs";
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
const FLOOR = {
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
  } as Partial<Record<RulePackId, PackFloor>>,
};

const german = new Set(blindGermanPackCases2);
const firedFor = (golden: PackCase) =>
  detectPacks({
    text: golden.text,
    libraries: golden.libraries ?? [],
    tooling: golden.tooling ?? [],
  }).map((pack) => pack.id);
const scoreOf = (cases: readonly PackCase[]) =>
  scorePacks(
    cases.map((golden) => ({ judged: { ...golden, label: golden.text }, fired: firedFor(golden) })),
  );

function generateFor(golden: PackCase) {
  const form: WizardForm = {
    ...defaultWizardForm,
    aiModel: "Claude",
    projectDescription: golden.text,
  };
  return generateRule({ form, language: german.has(golden) ? "de" : "en" });
}

const figures = (score: PackScore) =>
  `precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)} (${score.truePositives} hits, ${score.falsePositives} misfires, ${score.falseNegatives} misses)`;

describe("second blind pack descriptions", () => {
  it("are 40, a quarter German, at least 12 traps, none expecting a forbidden pack", () => {
    expect(blindPackCases2.length).toBeGreaterThanOrEqual(40);
    expect(german.size).toBeGreaterThanOrEqual(blindPackCases2.length / 4);
    expect(blindPackCases2.filter((c) => c.trap).length).toBeGreaterThanOrEqual(12);
    for (const golden of blindPackCases2) {
      expect(
        golden.expected.filter((id) => golden.forbidden.includes(id)),
        golden.text,
      ).toEqual([]);
    }
  });

  it("do not score worse than their last measure", () => {
    const all = scoreOf(blindPackCases2);
    const english = scoreOf(blindPackCases2.filter((c) => !german.has(c)));
    const inGerman = scoreOf(blindGermanPackCases2);
    const traps = blindPackCases2.filter((c) => c.trap);
    const trapsMisfiring = traps.filter((c) => scoreOf([c]).falsePositives > 0);
    const trapsForbidden = traps.filter((c) => firedFor(c).some((id) => c.forbidden.includes(id)));
    const important = blindPackCases2.flatMap((golden) =>
      importantMisfires({ ...golden, label: golden.text }, generateFor(golden)),
    );
    console.info(
      [
        `second blind descriptions: ${blindPackCases2.length}, ${figures(all)}`,
        `  English (${blindPackCases2.length - german.size}): ${figures(english)}`,
        `  German (${german.size}): ${figures(inGerman)}`,
        `  traps: ${trapsMisfiring.length} of ${traps.length} misfire, ${trapsForbidden.length} with a forbidden pack`,
        `  IMPORTANT misfires: ${important.length}`,
        `  per pack:`,
        ...describePerPack(all).map((line) => `    ${line}`),
        `  misses and misfires:`,
        ...[...all.misses, ...important].map((line) => `    ${line}`),
        `  floors per pack today: ${floorsOf(all)}`,
      ].join("\n"),
    );
    expect(all.precision).toBeGreaterThanOrEqual(FLOOR.precision);
    expect(all.recall).toBeGreaterThanOrEqual(FLOOR.recall);
    expect(english.precision).toBeGreaterThanOrEqual(FLOOR.english.precision);
    expect(english.recall).toBeGreaterThanOrEqual(FLOOR.english.recall);
    expect(inGerman.precision).toBeGreaterThanOrEqual(FLOOR.german.precision);
    expect(inGerman.recall).toBeGreaterThanOrEqual(FLOOR.german.recall);
    expect(trapsMisfiring.length).toBeLessThanOrEqual(FLOOR.trapsMisfiring);
    expect(important.length).toBeLessThanOrEqual(FLOOR.importantMisfires);
    expect(packsBelowFloor(all, FLOOR.perPack)).toEqual([]);
  });
});
