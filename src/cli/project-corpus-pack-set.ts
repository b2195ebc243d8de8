/**
 * One measured set of corpus repositories' packs (docs/product/rule-packs.md "How well it works"):
 * the packs the engine chooses from each repository's imported facts alone (an empty
 * description), against the packs its dependencies call for, and the `IMPORTANT:` markers the
 * generated rule gives a pack nobody expected — held to a ratchet of floors. Each set's test file
 * declares its floors and calls this; the engine may not read fixtures from disk, so it lives here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ProjectFacts } from "#contract/project-facts";
import { defaultWizardForm, type WizardForm } from "#contract/wizard";
import type { RulePackId } from "#contract/wizard-packs";
import { createContext } from "#engine/context";
import type { RepoPackCase } from "#engine/golden/packs-blind";
import { generateRule } from "#engine/index";
import { applyFacts, detectProject } from "#engine/project/index";
import {
  describePerPack,
  floorsOf,
  importantMisfires,
  packsBelowFloor,
  scorePacks,
  type PackFloor,
} from "#engine/testing/pack-score";
import { loadCorpus } from "./project-corpus";
import { walkProject } from "./walk-project";

export interface CorpusPackSetFloor {
  readonly precision: number;
  readonly recall: number;
  /** Most repository-and-pack pairs with an `IMPORTANT:` marker nobody expected. */
  readonly importantMisfires: number;
  /** Per pack: hits that may only rise, misfires that may only fall (others: 0 and 0). */
  readonly perPack: Partial<Record<RulePackId, PackFloor>>;
}

const corpus = new Map(loadCorpus().map((fixture) => [fixture.slug, fixture]));

async function formOf(slug: string): Promise<WizardForm> {
  const fixture = corpus.get(slug);
  if (!fixture) throw new Error(`no corpus fixture ${slug}`);
  const { files, capped } = await walkProject(fixture.dir);
  const paths = readFileSync(fixture.tree, "utf8").split("\n").filter(Boolean);
  const facts: ProjectFacts = detectProject(files, { origin: { kind: "files" }, capped, paths });
  return applyFacts({ ...defaultWizardForm, aiModel: "Claude", projectDescription: "" }, facts);
}

export function describeCorpusPackSet(set: {
  readonly title: string;
  readonly cases: readonly RepoPackCase[];
  readonly floor: CorpusPackSetFloor;
}) {
  const { title, cases, floor } = set;
  describe(title, () => {
    it("do not score worse than their last measure", async () => {
      const results = await Promise.all(
        cases.map(async (repo) => {
          const form = await formOf(repo.fixture);
          const judged = { ...repo, label: repo.fixture };
          return {
            judged,
            fired: createContext({ form, language: "en" }).packReasons.map((pack) => pack.id),
            important: importantMisfires(judged, generateRule({ form, language: "en" })),
          };
        }),
      );
      const score = scorePacks(results);
      const important = results.flatMap((result) => result.important);
      console.info(
        [
          `${title}: ${results.length}, precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)} (${score.truePositives} hits, ${score.falsePositives} misfires, ${score.falseNegatives} misses)`,
          `  IMPORTANT misfires: ${important.length}`,
          ...results.map(
            ({ judged, fired }) => `  ${judged.fixture} chose: ${fired.join(", ") || "—"}`,
          ),
          `  per pack:`,
          ...describePerPack(score).map((line) => `    ${line}`),
          `  misses and misfires:`,
          ...[...score.misses, ...important].map((line) => `    ${line}`),
          `  floors per pack today: ${floorsOf(score)}`,
        ].join("\n"),
      );
      expect(score.precision).toBeGreaterThanOrEqual(floor.precision);
      expect(score.recall).toBeGreaterThanOrEqual(floor.recall);
      expect(important.length).toBeLessThanOrEqual(floor.importantMisfires);
      expect(packsBelowFloor(score, floor.perPack)).toEqual([]);
    });
  });
}
