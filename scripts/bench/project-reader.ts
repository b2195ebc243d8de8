import { loadCorpus } from "#cli/project-corpus";
import { readFileSync } from "node:fs";
import { walkProject } from "#cli/walk-project";
import { applyFacts, detectProject } from "#engine/project/index";
import { generateRule } from "#engine/index";
import { defaultWizardForm } from "#contract/wizard-options";
import type { ProjectFile } from "#engine/project/index";
import { cargoWorkspace, pnpmWorkspace, yarnWorkspace } from "./synthetic-workspaces";

/** The reader's parse-time budget per repository (docs/product/project-import.md). */
export const READER_BUDGET_MS = 50;

/**
 * Large workspaces under one lockfile, with their budgets: a yarn workspace of 100 packages took
 * about 2 s when every package scanned the lockfile again, Lemmy's 41 crates about 55 ms.
 */
const WORKSPACES = [
  { make: () => yarnWorkspace(100), budgetMs: 150 },
  { make: () => pnpmWorkspace(100), budgetMs: 150 },
  { make: () => cargoWorkspace(41), budgetMs: 30 },
];

export interface ReaderFigures {
  repositories: { slug: string; files: number; kb: number; medianMs: number }[];
  workspaces: {
    name: string;
    lockfile: string;
    lockKb: number;
    medianMs: number;
    budgetMs: number;
  }[];
  /** generateRule on the largest monorepo's imported form (folders, own rules kept), every file. */
  engineMs: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of `rounds` detectProject calls after one to warm up. */
function medianDetectMs(files: readonly ProjectFile[], rounds: number): number {
  detectProject(files, { origin: { kind: "files" } });
  const timings: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    detectProject(files, { origin: { kind: "files" } });
    timings.push(performance.now() - start);
  }
  return median(timings);
}

/**
 * detectProject on each corpus repository with its files already read (the walk is the
 * walker's, not the reader's), median of `rounds` calls; then on the synthetic workspaces; then
 * the engine on the largest corpus result.
 */
export async function benchProjectReader(rounds = 15): Promise<ReaderFigures> {
  const repositories: ReaderFigures["repositories"] = [];
  let largest = { packages: -1, form: defaultWizardForm };
  for (const fixture of loadCorpus()) {
    const { files } = await walkProject(fixture.dir);
    const kb = files.reduce((total, file) => total + (file.content?.length ?? 0), 0) / 1024;
    repositories.push({
      slug: fixture.slug,
      files: files.length,
      kb,
      medianMs: medianDetectMs(files, rounds),
    });
    const facts = detectProject(files, { origin: { kind: "files" } });
    const packages = facts.workspaces?.packages.length ?? 0;
    if (packages > largest.packages) {
      // As an import sends it: with the project's folders, and its own rules kept.
      const paths = readFileSync(fixture.tree, "utf8").split("\n").filter(Boolean);
      const imported = detectProject(files, { origin: { kind: "files" }, paths });
      const kept = imported.existingRules.map((file) => ({ ...file, keep: true }));
      largest = {
        packages,
        form: applyFacts(
          { ...defaultWizardForm, aiModel: "Cursor" },
          { ...imported, existingRules: kept },
        ),
      };
    }
  }
  const workspaces = WORKSPACES.map(({ make, budgetMs }) => {
    const { name, files, lockfile, lockKb } = make();
    return { name, lockfile, lockKb, medianMs: medianDetectMs(files, rounds), budgetMs };
  });
  const engine: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    generateRule({ form: { ...largest.form, outputFormat: "Both" }, language: "en" });
    engine.push(performance.now() - start);
  }
  return { repositories, workspaces, engineMs: median(engine) };
}
