/**
 * One measured set of pack descriptions (docs/product/rule-packs.md "How well it works"): its shape
 * (size, a quarter German, traps, no case expecting a pack it forbids) and its figures, held to a
 * ratchet of floors — overall, per language, per pack, traps misfiring and `IMPORTANT:` markers on
 * a pack the expert neither expected nor allowed. Each blind set's test file declares its floors
 * and calls this.
 */
import { defaultWizardForm, type WizardForm } from "#contract/wizard";
import type { RulePackId } from "#contract/wizard-packs";
import { describe, expect, it } from "vitest";
import { detectPacks } from "../browser/packs/detect";
import type { PackCase } from "../golden/packs";
import { generateRule } from "../index";
import {
  describePerPack,
  floorsOf,
  importantMisfires,
  packsBelowFloor,
  scorePacks,
  type PackFloor,
  type PackScore,
} from "./pack-score";

export interface DescriptionSetFloor {
  readonly precision: number;
  readonly recall: number;
  readonly english: { readonly precision: number; readonly recall: number };
  readonly german: { readonly precision: number; readonly recall: number };
  /** Most traps on which a pack outside `expected` and `allowed` fires. */
  readonly trapsMisfiring: number;
  /** Most case-and-pack pairs with an `IMPORTANT:` marker nobody expected. */
  readonly importantMisfires: number;
  /** Per pack: hits that may only rise, misfires that may only fall (others: 0 and 0). */
  readonly perPack: Partial<Record<RulePackId, PackFloor>>;
}

export interface DescriptionSet {
  readonly title: string;
  readonly cases: readonly PackCase[];
  /** The German ones among `cases`. */
  readonly german: readonly PackCase[];
  readonly minTraps: number;
  readonly floor: DescriptionSetFloor;
}

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

const figures = (score: PackScore) =>
  `precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)} (${score.truePositives} hits, ${score.falsePositives} misfires, ${score.falseNegatives} misses)`;

export function describeDescriptionSet({ title, cases, german, minTraps, floor }: DescriptionSet) {
  const inGerman = new Set(german);
  const generateFor = (golden: PackCase) => {
    const form: WizardForm = {
      ...defaultWizardForm,
      aiModel: "Claude",
      projectDescription: golden.text,
    };
    return generateRule({ form, language: inGerman.has(golden) ? "de" : "en" });
  };

  describe(title, () => {
    it(`are 40, a quarter German, at least ${minTraps} traps, none expecting a forbidden pack`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(40);
      expect(inGerman.size).toBeGreaterThanOrEqual(cases.length / 4);
      expect(cases.filter((c) => c.trap).length).toBeGreaterThanOrEqual(minTraps);
      for (const golden of cases) {
        expect(
          golden.expected.filter((id) => golden.forbidden.includes(id)),
          golden.text,
        ).toEqual([]);
      }
    });

    it("do not score worse than their last measure", () => {
      const all = scoreOf(cases);
      const english = scoreOf(cases.filter((c) => !inGerman.has(c)));
      const germanScore = scoreOf(german);
      const traps = cases.filter((c) => c.trap);
      const trapsMisfiring = traps.filter((c) => scoreOf([c]).falsePositives > 0);
      const trapsForbidden = traps.filter((c) =>
        firedFor(c).some((id) => c.forbidden.includes(id)),
      );
      const important = cases.flatMap((golden) =>
        importantMisfires({ ...golden, label: golden.text }, generateFor(golden)),
      );
      console.info(
        [
          `${title}: ${cases.length}, ${figures(all)}`,
          `  English (${cases.length - inGerman.size}): ${figures(english)}`,
          `  German (${inGerman.size}): ${figures(germanScore)}`,
          `  traps: ${trapsMisfiring.length} of ${traps.length} misfire, ${trapsForbidden.length} with a forbidden pack`,
          `  IMPORTANT misfires: ${important.length}`,
          `  per pack:`,
          ...describePerPack(all).map((line) => `    ${line}`),
          `  misses and misfires:`,
          ...[...all.misses, ...important].map((line) => `    ${line}`),
          `  floors per pack today: ${floorsOf(all)}`,
        ].join("\n"),
      );
      expect(all.precision).toBeGreaterThanOrEqual(floor.precision);
      expect(all.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(english.precision).toBeGreaterThanOrEqual(floor.english.precision);
      expect(english.recall).toBeGreaterThanOrEqual(floor.english.recall);
      expect(germanScore.precision).toBeGreaterThanOrEqual(floor.german.precision);
      expect(germanScore.recall).toBeGreaterThanOrEqual(floor.german.recall);
      expect(trapsMisfiring.length).toBeLessThanOrEqual(floor.trapsMisfiring);
      expect(important.length).toBeLessThanOrEqual(floor.importantMisfires);
      expect(packsBelowFloor(all, floor.perPack)).toEqual([]);
    });
  });
}
