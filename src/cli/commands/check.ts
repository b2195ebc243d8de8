import { createTwoFilesPatch } from "diff";
import { measure } from "#engine/browser/measure";
import { savedRuleSchema } from "#contract/rules";
import { withoutLiveGuidance } from "#engine/project/index";
import type { Api } from "../api";
import { LOCK_FILE, readLock, sha256 } from "../lock-file";
import { ownedEntries } from "../json-entries";
import { generatedPart, partText, readPart, teamText } from "../managed-blocks";
import { CliError, EXIT, type Output } from "../output";
import { readProjectFile } from "../project-files";

export interface CheckProblem {
  readonly path: string;
  readonly problem:
    | "missing"
    | "markers-removed"
    | "markers-broken"
    | "changed"
    | "over-limit"
    | "out-of-date"
    | "not-in-rule";
  /** A unified diff from the file on disk to the saved rule, where one can be made. */
  readonly diff?: string;
}

const EXPLAIN: Readonly<Record<CheckProblem["problem"], string>> = {
  missing: "is missing",
  "markers-removed": "has lost its rulesmith:begin / rulesmith:end markers",
  "markers-broken": "has broken rulesmith:begin / rulesmith:end markers",
  changed: "was changed inside its managed block",
  "over-limit": "is over its tool's limit",
  "out-of-date": "differs from the saved rule's current version",
  "not-in-rule": "is no longer part of the saved rule",
};

/**
 * `rulesmith check`, for CI: the files against rulesmith.lock (their managed parts and the tool's
 * limit), and, with a key, against the saved rule as it is now, with a diff. Lines outside the
 * managed blocks are the team's and never count.
 */
export async function check(
  dir: string,
  api: Api | undefined,
  out: Output,
): Promise<(typeof EXIT)[keyof typeof EXIT]> {
  const lock = await readLock(dir);
  if (!lock) {
    throw new CliError(
      EXIT.usage,
      `No ${LOCK_FILE} here: run \`rulesmith pull\` or \`rulesmith generate\` first.`,
    );
  }
  const problems: CheckProblem[] = [];
  const disk = new Map<string, string | undefined>();
  for (const file of lock.files) {
    const text = await readProjectFile(dir, file.path);
    disk.set(file.path, text);
    if (text === undefined) {
      problems.push({ path: file.path, problem: "missing" });
      continue;
    }
    const read = readPart(file.path, text, file.entries);
    if (read.kind !== "managed") {
      problems.push({
        path: file.path,
        problem: read.kind === "broken" ? "markers-broken" : "markers-removed",
      });
    } else if (sha256(partText(read.part)) !== file.sha256) {
      problems.push({ path: file.path, problem: "changed" });
    }
    // A framework's live guidance is outside the budget our rules keep to (decision 126).
    if (
      file.role !== "json" &&
      !file.entries &&
      measure(withoutLiveGuidance(text), lock.limit.unit) > lock.limit.value
    ) {
      problems.push({ path: file.path, problem: "over-limit" });
    }
  }

  let current: number | null = null;
  if (api) {
    const rule = await out.wait(
      `Reading "${lock.rule.name}"`,
      api.get(`/rules/${lock.rule.id}`, savedRuleSchema),
    );
    current = rule.rule?.version ?? null;
    for (const file of rule.rule?.files ?? []) {
      const text = disk.has(file.path)
        ? disk.get(file.path)
        : await readProjectFile(dir, file.path);
      const read =
        text === undefined ? undefined : readPart(file.path, text, ownedEntries(file.content));
      const mine = read?.kind === "managed" ? partText(read.part) : (text ?? "");
      const theirs = partText(generatedPart(file.path, file.content, teamText(file.path, text)));
      if (mine === theirs) continue;
      const diff = createTwoFilesPatch(
        file.path,
        file.path,
        mine,
        theirs,
        "on disk",
        `saved rule v${current}`,
      );
      const known = problems.find((p) => p.path === file.path && p.problem !== "over-limit");
      if (known) problems.splice(problems.indexOf(known), 1, { ...known, diff });
      else
        problems.push({
          path: file.path,
          problem: text === undefined ? "missing" : "out-of-date",
          diff,
        });
    }
    const inRule = new Set((rule.rule?.files ?? []).map((file) => file.path));
    for (const file of lock.files) {
      if (!inRule.has(file.path)) problems.push({ path: file.path, problem: "not-in-rule" });
    }
  }

  const result = {
    ok: problems.length === 0,
    rule: lock.rule,
    currentVersion: current,
    checkedAgainst: api ? "saved rule" : "lock file",
    problems,
  };
  // Behind: the saved rule moved on since this repository's version (its own exit code, for CI);
  // a change made here still counts first.
  const behind = current !== null && current > lock.rule.version;
  const ok = problems.length === 0 && !behind;
  out.result({ ...result, ok, ...(behind ? { behind: true } : {}) });
  if (ok) {
    out.say(
      `${lock.files.length} files match "${lock.rule.name}" version ${lock.rule.version}${api ? "" : " (checked against rulesmith.lock; set RULESMITH_API_KEY to compare with the saved rule)"}.`,
    );
    return EXIT.ok;
  }
  if (behind)
    out.say(`behind: v${current} saved, v${lock.rule.version} here ("${lock.rule.name}").`);
  for (const problem of problems) {
    out.say(`✗ ${problem.path} ${EXPLAIN[problem.problem]}`);
    if (problem.diff) out.say(problem.diff);
  }
  out.say("Run `rulesmith pull` to write the saved rule's files again.");
  return behind && problems.every((problem) => !LOCAL.has(problem.problem))
    ? EXIT.behind
    : EXIT.different;
}

/** Problems made in this repository, not by a newer saved version. */
const LOCAL = new Set<CheckProblem["problem"]>([
  "markers-removed",
  "markers-broken",
  "changed",
  "over-limit",
]);
