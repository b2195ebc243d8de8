import { describe, expect, it } from "vitest";
import { diffByLine } from "./line-diff";

const lines = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `line ${from + index}`).join("\n") + "\n";

describe("diffByLine", () => {
  it("numbers the lines of both texts and counts what was added and removed", () => {
    const diff = diffByLine("a\nb\nc\n", "a\nB\nc\nd\n");
    expect(diff).toEqual({
      added: 2,
      removed: 1,
      rows: [
        { kind: "same", text: "a", oldLine: 1, newLine: 1 },
        { kind: "removed", text: "b", oldLine: 2 },
        { kind: "added", text: "B", newLine: 2 },
        { kind: "same", text: "c", oldLine: 3, newLine: 3 },
        { kind: "added", text: "d", newLine: 4 },
      ],
    });
  });

  it("keeps three lines around each change and counts the unchanged lines left out", () => {
    const before = lines(20);
    const after = before.replace("line 10\n", "line ten\n");
    const rows = diffByLine(before, after)!.rows;
    expect(rows[0]).toEqual({ kind: "skipped", count: 6 });
    expect(rows.slice(1, 4).map((row) => ("text" in row ? row.text : ""))).toEqual([
      "line 7",
      "line 8",
      "line 9",
    ]);
    expect(rows.at(-1)).toEqual({ kind: "skipped", count: 7 });
    expect(rows).toHaveLength(1 + 3 + 2 + 3 + 1);
  });

  it("keeps a short unchanged run between two changes whole", () => {
    const rows = diffByLine(
      lines(9),
      lines(9).replace("line 1\n", "x\n").replace("line 9", "y"),
    )!.rows;
    expect(rows.some((row) => row.kind === "skipped")).toBe(false);
  });

  it("finds no change in a missing last newline or Windows line ends", () => {
    expect(diffByLine("a\nb\n", "a\r\nb")).toMatchObject({ added: 0, removed: 0 });
  });
});
