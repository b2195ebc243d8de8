import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md indexes every decision with its status, so a newcomer finds each one:
// a decision file missing from the index, or a row without its file, fails here.
const folder = "docs/decisions";
const files = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(`${folder}/README.md`, "utf8");
const rows = [
  ...index.matchAll(/^\|\s*(\d{3})\s*\|\s*\[[^\]]+\]\(([^)]+)\)\s*\|\s*([^|]*?)\s*\|$/gm),
];
const STATUS = /^(accepted|superseded by \d{3})\b/;

describe("the decisions index", () => {
  it("lists every decision file, each once", () => {
    expect(rows.map((row) => row[2]).sort()).toEqual(files);
  });

  it("numbers each row as its file", () => {
    for (const [, number, file] of rows) expect(file?.slice(0, 3)).toBe(number);
  });

  it("gives every decision a status: accepted, or superseded by another that exists", () => {
    const numbers = new Set(files.map((file) => file.slice(0, 3)));
    for (const [, number, , status] of rows) {
      expect(status, `decision ${number}`).toMatch(STATUS);
      for (const [, successor] of (status ?? "").matchAll(/superseded by (\d{3})/g)) {
        expect(numbers.has(successor!), `${number} names ${successor}`).toBe(true);
      }
    }
  });

  it("has no row that is not a decision", () => {
    const tableRows = index.split("\n").filter((line) => /^\|\s*\d/.test(line));
    expect(tableRows).toHaveLength(rows.length);
  });
});
