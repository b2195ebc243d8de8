import type { CommandKind } from "#contract/project-options";
import { KIND_NAMES, nameForKind, type Findings } from "./findings";
import { callOf } from "./tool-calls";

/**
 * Which script runs a kind of command, by what the script does (docs/product/project-import.md
 * "A command is what it does"): its name first (`lint`), else the one whose text calls the
 * kind's tool (`"test:code": "eslint ."` lints); a format script that only checks is no format.
 */

/** Script text that is one call, not a chain: only then does its tool say what it does. */
const ONE_CALL = /^[^|;&]+$/;
/** Calls that keep running or build output: a watcher, `tsc --build`. */
const NOT_A_CHECK = /(?:^|\s)(?:--watch|-w|watch|--build|-b|--outDir)(?=[\s=]|$)/;
/** Flags that make a formatter report instead of write. */
const FORMAT_CHECK =
  /(?:^|\s)(?:--check|-c|--list-different|-l|--dry-run|--verify-no-changes|--set-exit-if-changed|--check-formatted|--test)(?=\s|$)/;
/** Prettier writes only with `--write` (prettier.io/docs/cli); without it, it prints. */
const PRETTIER_PRINTS = (body: string) =>
  /(?:^|\s)prettier(?:\s|$)/.test(body) && !/(?:^|\s)(?:--write|-w)(?=\s|$)/.test(body);

const NAMED = new Set(Object.values(KIND_NAMES).flat());

export interface ScriptChoice {
  readonly name: string;
  /** Arguments the script needs to do the kind's work (`--write` for a Prettier that prints). */
  readonly args: string;
}

export function scriptFor(kind: CommandKind, findings: Findings): ScriptChoice | undefined {
  const bodies = findings.scriptBodies ?? {};
  const named = nameForKind(kind, findings.scripts);
  const byContent = findings.scripts.filter((name) => {
    if (name === named || NAMED.has(name)) return false;
    const body = bodies[name] ?? "";
    return ONE_CALL.test(body) && !NOT_A_CHECK.test(body) && callOf(body)?.kind === kind;
  });
  for (const name of [...(named ? [named] : []), ...byContent]) {
    const body = bodies[name] ?? "";
    if (kind !== "format") return { name, args: "" };
    if (FORMAT_CHECK.test(body)) continue;
    const npm = findings.manager?.name === "npm" || findings.ecosystem === "php";
    return { name, args: PRETTIER_PRINTS(body) ? `${npm ? " --" : ""} --write` : "" };
  }
  return undefined;
}
