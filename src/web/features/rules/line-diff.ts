import { diffLines } from "diff";

/*
 * The line diff between two versions of a saved rule (docs/product/api-and-cli.md "Versions").
 * Only the lazily loaded diff view imports this module, so jsdiff stays in that chunk.
 */

export type DiffRow =
  | { kind: "added"; text: string; newLine: number }
  | { kind: "removed"; text: string; oldLine: number }
  | { kind: "same"; text: string; oldLine: number; newLine: number }
  /** A run of unchanged lines left out, far from any change. */
  | { kind: "skipped"; count: number };

export interface LineDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
}

/** Past this, jsdiff gives up and the texts count as too different to show. */
const DIFF_TIMEOUT_MS = 1000;

function linesOf(value: string): string[] {
  const lines = value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * `before` → `after` line by line, each unchanged run cut down to `context` lines around the
 * changes; undefined when the texts are too different to compare in time.
 */
export function diffByLine(before: string, after: string, context = 3): LineDiff | undefined {
  const changes = diffLines(before, after, {
    timeout: DIFF_TIMEOUT_MS,
    ignoreNewlineAtEof: true,
    stripTrailingCr: true,
  });
  if (!changes) return undefined;
  const rows: DiffRow[] = [];
  let oldLine = 0;
  let newLine = 0;
  let added = 0;
  let removed = 0;
  changes.forEach((change, index) => {
    const lines = linesOf(change.value);
    if (change.added) {
      added += lines.length;
      for (const text of lines) rows.push({ kind: "added", text, newLine: ++newLine });
      return;
    }
    if (change.removed) {
      removed += lines.length;
      for (const text of lines) rows.push({ kind: "removed", text, oldLine: ++oldLine });
      return;
    }
    const same = lines.map((text) => ({
      kind: "same" as const,
      text,
      oldLine: ++oldLine,
      newLine: ++newLine,
    }));
    // Context after the change before this run, and before the change after it.
    const head = index === 0 ? 0 : context;
    const tail = index === changes.length - 1 ? 0 : context;
    if (same.length <= head + tail + 1) {
      rows.push(...same);
      return;
    }
    rows.push(...same.slice(0, head));
    rows.push({ kind: "skipped", count: same.length - head - tail });
    rows.push(...same.slice(same.length - tail));
  });
  return { rows, added, removed };
}
