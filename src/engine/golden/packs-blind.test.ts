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
const FLOOR = {
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
  } as Partial<Record<RulePackId, PackFloor>>,
};

const german = new Set(blindGermanPackCases);
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

describe("blind pack descriptions", () => {
  it("are 40, a quarter German, at least 10 traps, none expecting a forbidden pack", () => {
    expect(blindPackCases.length).toBeGreaterThanOrEqual(40);
    expect(german.size).toBeGreaterThanOrEqual(blindPackCases.length / 4);
    expect(blindPackCases.filter((c) => c.trap).length).toBeGreaterThanOrEqual(10);
    for (const golden of blindPackCases) {
      expect(
        golden.expected.filter((id) => golden.forbidden.includes(id)),
        golden.text,
      ).toEqual([]);
    }
  });

  it("do not score worse than on 2026-12-02", () => {
    const all = scoreOf(blindPackCases);
    const english = scoreOf(blindPackCases.filter((c) => !german.has(c)));
    const inGerman = scoreOf(blindGermanPackCases);
    const traps = blindPackCases.filter((c) => c.trap);
    const trapsMisfiring = traps.filter((c) => scoreOf([c]).falsePositives > 0);
    const trapsForbidden = traps.filter((c) => firedFor(c).some((id) => c.forbidden.includes(id)));
    const important = blindPackCases.flatMap((golden) =>
      importantMisfires({ ...golden, label: golden.text }, generateFor(golden)),
    );
    console.info(
      [
        `blind descriptions: ${blindPackCases.length}, ${figures(all)}`,
        `  English (${blindPackCases.length - german.size}): ${figures(english)}`,
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
