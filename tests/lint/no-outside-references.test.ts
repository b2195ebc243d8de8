import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The repo explains itself: code cites docs/product/… or a decision, never the
// specification the product was first imagined from, nor an issue of a tracker, neither of which
// is in the repository.
const roots = ["src", "tests", "scripts"];
// Other projects' files, read by the project reader's tests as they are; and this file's examples.
const skipped = new Set([
  "tests/fixtures",
  "node_modules",
  "tests/lint/no-outside-references.test.ts",
]);
// "§3" (no space) is how the specification's sections were cited; the law's are "§ 147 AO".
const CITATION =
  /\bspec(?:\s+0\d)?\s*§|\bspec\s+"[A-Z]|\bspec:\s*"|\bthe spec's\b|\bspec \d{2}\b|§\d|\bissues? \d+\b/i;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skipped.has(path)) continue;
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js|md|json)$/.test(entry.name)) yield path;
  }
}

function outsideReferences(text: string): string[] {
  return text.split("\n").filter((line) => CITATION.test(line));
}

describe("citations", () => {
  it("recognises the forms a citation of the old specification took", () => {
    for (const line of [
      "/** Seven steps (spec §2, §9). */",
      "// Spec §9: up to 3 toasts",
      "/** Products (spec 02 §2). */",
      '/** The landing (spec "Landing"). */',
      'it("offers the spec\'s three fallback packages")',
      "/** Precision over the test set (issue 22). */",
      " * Issue 24: a known address still took longer.",
    ]) {
      expect(outsideReferences(line), line).toHaveLength(1);
    }
    for (const line of [
      '/** Seven steps (docs/product/generator.md "The wizard"). */',
      "test specs in tests/e2e/*.spec.ts",
      "const spec = dig(manifest, name);",
      "the OpenAPI specification",
      " * the calendar year they were made in (§ 147 AO; the privacy policy, § 7).",
    ]) {
      expect(outsideReferences(line), line).toEqual([]);
    }
  });

  it("cite docs/product/… or a decision, never the specification or an issue outside the repository", () => {
    const found = roots.flatMap((root) =>
      [...files(root)].flatMap((path) =>
        outsideReferences(readFileSync(path, "utf8")).map((line) => `${path}: ${line.trim()}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
