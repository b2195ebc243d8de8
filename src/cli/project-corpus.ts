/**
 * The project corpus (tests/fixtures/projects): real public applications reduced to the files the
 * reader reads, each with the facts a person wrote down from reading them. Shared by the corpus
 * test and the bench.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ProjectFacts } from "#contract/project-facts";
import { defaultWizardForm, type WizardForm } from "#contract/wizard";
import { applyFacts } from "#engine/project/index";

export const CORPUS_DIR = join(import.meta.dirname, "../../tests/fixtures/projects");

/** What a fixture's author verified; a key left out was not asserted. */
export interface ExpectedFacts {
  languages?: string[];
  frameworks?: Record<string, string | null>;
  libraries?: Record<string, string | null>;
  runtimes?: Record<string, string | null>;
  packageManagers?: string[];
  commands?: Record<string, string>;
  tooling?: string[];
  workspaces?: {
    tool: string;
    packages: Record<
      string,
      { frameworks?: string[]; libraries?: string[]; commands?: Record<string, string> }
    >;
  } | null;
  existingRules?: string[];
}

export interface Fixture {
  slug: string;
  /** The selected files, at their repository paths (`<slug>/files`). */
  dir: string;
  /** Every path of the repository at `commit`, one a line (`<slug>/tree.txt`). */
  tree: string;
  repository: string;
  commit: string;
  stack: string;
  notes: string;
  /** Written from the files before the reader was run on them (README: blind fixtures). */
  blind: boolean;
  /** The difference lines the reader is known to get wrong; the test expects exactly these. */
  readerGaps: string[];
  expected: ExpectedFacts;
}

export function loadCorpus(): Fixture[] {
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const meta = JSON.parse(readFileSync(join(CORPUS_DIR, entry.name, "fixture.json"), "utf8"));
      return {
        slug: entry.name,
        dir: join(CORPUS_DIR, entry.name, "files"),
        tree: join(CORPUS_DIR, entry.name, "tree.txt"),
        blind: false,
        readerGaps: [],
        ...meta,
      };
    });
}

/** Go and Composer write versions with a `v`; a version compares without it. */
const sameVersion = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null)?.replace(/^v(?=\d)/, "") === (b ?? null)?.replace(/^v(?=\d)/, "");

export interface Score {
  /** Frameworks: detected and expected, detected and not expected, expected and missed. */
  frameworks: { hit: number; extra: number; missed: number };
  /** Expected versions (frameworks and libraries) the reader gave exactly. */
  versions: { exact: number; of: number };
  /** Expected commands (root and packages) the reader wrote exactly. */
  commands: { exact: number; of: number };
  /** Every difference, one line each, for the test's message. */
  differences: string[];
}

function compareVersions(
  kind: string,
  expected: Record<string, string | null> | undefined,
  detected: readonly { name: string; version: string | null }[],
  score: Score,
) {
  for (const [name, version] of Object.entries(expected ?? {})) {
    const found = detected.find((item) => item.name === name);
    if (version !== null) {
      score.versions.of++;
      if (found && sameVersion(found.version, version)) score.versions.exact++;
    }
    if (!found) score.differences.push(`${kind} ${name}: missing`);
    else if (!sameVersion(found.version, version))
      score.differences.push(`${kind} ${name}: ${found.version} (expected ${version})`);
  }
  if (expected) {
    for (const item of detected) {
      if (!(item.name in expected)) score.differences.push(`${kind} ${item.name}: not expected`);
    }
  }
}

function compareCommands(
  where: string,
  expected: Record<string, string> | undefined,
  detected: readonly { kind: string; command: string; covers?: string }[],
  score: Score,
) {
  if (!expected) return;
  // A command covering one part is expected under "<part> <kind>": "front-end test".
  const keyed = detected.map((item) => ({
    ...item,
    kind: item.covers ? `${item.covers} ${item.kind}` : item.kind,
  }));
  for (const [kind, command] of Object.entries(expected)) {
    score.commands.of++;
    const found = keyed.find((item) => item.kind === kind)?.command;
    if (found === command) score.commands.exact++;
    else score.differences.push(`${where} ${kind}: ${found ?? "missing"} (expected ${command})`);
  }
  for (const item of keyed) {
    if (!(item.kind in expected)) {
      score.differences.push(`${where} ${item.kind}: ${item.command} (not expected)`);
    }
  }
}

function compareList(
  kind: string,
  expected: string[] | undefined,
  detected: string[],
  score: Score,
) {
  if (!expected) return;
  const missing = expected.filter((name) => !detected.includes(name));
  const extra = detected.filter((name) => !expected.includes(name));
  if (missing.length + extra.length > 0)
    score.differences.push(`${kind}: missing [${missing.join(", ")}], extra [${extra.join(", ")}]`);
}

export interface Aggregate {
  fixtures: number;
  frameworksF1: number;
  /** Exact expected versions over all expected versions. */
  versions: number;
  /** Verbatim expected commands over all expected commands. */
  commands: number;
}

/** Frameworks F1, exact versions and verbatim commands summed over several fixtures' scores. */
export function aggregate(scores: readonly Score[]): Aggregate {
  const sum = (pick: (score: Score) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const hit = sum((s) => s.frameworks.hit);
  const precision = hit / (hit + sum((s) => s.frameworks.extra));
  const recall = hit / (hit + sum((s) => s.frameworks.missed));
  return {
    fixtures: scores.length,
    frameworksF1: (2 * precision * recall) / (precision + recall),
    versions: sum((s) => s.versions.exact) / sum((s) => s.versions.of),
    commands: sum((s) => s.commands.exact) / sum((s) => s.commands.of),
  };
}

/** One line of figures, for the test's and the bench's output. */
export function describeAggregate(label: string, figures: Aggregate): string {
  return `${label} (${figures.fixtures}): frameworks F1 ${figures.frameworksF1.toFixed(3)}, exact versions ${figures.versions.toFixed(3)}, verbatim commands ${figures.commands.toFixed(3)}`;
}

/** How the facts compare with what the fixture's author expected. */
export function scoreFacts(facts: ProjectFacts, expected: ExpectedFacts): Score {
  const score: Score = {
    frameworks: { hit: 0, extra: 0, missed: 0 },
    versions: { exact: 0, of: 0 },
    commands: { exact: 0, of: 0 },
    differences: [],
  };
  if (expected.frameworks) {
    const want = Object.keys(expected.frameworks);
    const got = facts.frameworks.map((framework) => framework.name);
    score.frameworks.hit = got.filter((name) => want.includes(name)).length;
    score.frameworks.extra = got.length - score.frameworks.hit;
    score.frameworks.missed = want.length - score.frameworks.hit;
  }
  compareVersions("framework", expected.frameworks, facts.frameworks, score);
  compareVersions("library", expected.libraries, facts.libraries, score);
  compareVersions("runtime", expected.runtimes, facts.runtimes, score);
  compareList(
    "languages",
    expected.languages,
    facts.languages.map((l) => l.name),
    score,
  );
  compareList(
    "package managers",
    expected.packageManagers,
    facts.packageManagers.map((m) => m.name),
    score,
  );
  compareList(
    "tooling",
    expected.tooling,
    facts.tooling.map((t) => t.name),
    score,
  );
  compareList(
    "existing rules",
    expected.existingRules,
    facts.existingRules.map((r) => r.path),
    score,
  );
  compareCommands("command", expected.commands, facts.commands, score);
  if (expected.workspaces !== undefined) {
    const workspaces = facts.workspaces;
    if (expected.workspaces === null || workspaces === null) {
      if (expected.workspaces !== workspaces)
        score.differences.push(
          `workspaces: ${workspaces?.tool ?? "none"} (expected ${expected.workspaces?.tool ?? "none"})`,
        );
    } else {
      if (workspaces.tool !== expected.workspaces.tool)
        score.differences.push(
          `workspace tool: ${workspaces.tool} (expected ${expected.workspaces.tool})`,
        );
      compareList(
        "packages",
        Object.keys(expected.workspaces.packages),
        workspaces.packages.map((p) => p.path),
        score,
      );
      for (const [path, want] of Object.entries(expected.workspaces.packages)) {
        const pkg = workspaces.packages.find((candidate) => candidate.path === path);
        if (!pkg) continue;
        compareList(`${path} frameworks`, want.frameworks, pkg.frameworks, score);
        compareList(`${path} libraries`, want.libraries, pkg.libraries, score);
        compareCommands(path, want.commands, pkg.commands, score);
      }
    }
  }
  return score;
}

/** The wizard's form as a user makes it from a project's facts: these tools, Markdown, `patch`. */
export function formForTools(
  facts: ProjectFacts,
  tools: readonly string[],
  patch: Partial<WizardForm> = {},
): WizardForm {
  return applyFacts(
    {
      ...defaultWizardForm,
      aiModel: tools[0]!,
      ...(tools.length > 1 ? { aiModels: [...tools] } : {}),
      outputFormat: "Markdown",
      ...patch,
    } as WizardForm,
    facts,
  );
}
