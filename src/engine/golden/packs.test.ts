import { detectPacks } from "../browser/packs/detect";
import { describe, expect, it } from "vitest";
import { scorePacks } from "../testing/pack-score";
import { packCases } from "./packs";

/** Precision and recall of the automatic pack choice over the test set (docs/product/rule-packs.md). */
function score() {
  return scorePacks(
    packCases.map((golden) => ({
      judged: { ...golden, label: golden.text },
      fired: detectPacks({
        text: golden.text,
        libraries: golden.libraries ?? [],
        tooling: golden.tooling ?? [],
      }).map((pack) => pack.id),
    })),
  );
}

describe("pack test set", () => {
  it("has at least 80 descriptions, a quarter German, at least 20 traps", () => {
    expect(packCases.length).toBeGreaterThanOrEqual(80);
    const german = packCases.filter((c) =>
      /[äöüß]|\b(?:und|eine?|mit|für|die|der)\b/i.test(c.text),
    );
    expect(german.length).toBeGreaterThanOrEqual(packCases.length / 4);
    expect(packCases.filter((c) => c.trap).length).toBeGreaterThanOrEqual(20);
    for (const golden of packCases) {
      expect(
        golden.expected.filter((id) => golden.forbidden.includes(id)),
        golden.text,
      ).toEqual([]);
    }
  });

  it("reaches precision 0.95 and recall 0.9", () => {
    const { precision, recall, misses } = score();
    console.info(
      `pack test set: ${packCases.length} descriptions, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}${misses.length ? `\n  ${misses.join("\n  ")}` : ""}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it("never fires a forbidden pack on a trap", () => {
    for (const golden of packCases.filter((c) => c.trap)) {
      const fired = detectPacks({ text: golden.text }).map((pack) => pack.id);
      expect(
        fired.filter((id) => golden.forbidden.includes(id)),
        golden.text,
      ).toEqual([]);
    }
  });
});
