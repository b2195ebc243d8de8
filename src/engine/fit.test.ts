import { describe, expect, it } from "vitest";
import { fitToLimit, planCuts } from "./fit";
import { renderMarkdown } from "./render/markdown";
import { createSection, TRIM } from "./sections/section";
import { createRuleDocument as doc } from "./testing/documents";

const rules = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} rule ${i + 1}.`);

const sections = [
  createSection("role", null, { text: ["You are an engineer."] }, TRIM.fixed),
  createSection(
    "project",
    "Project",
    { text: ["Lead."], quote: ["One.", "Two.", "Three.", "Four."] },
    TRIM.fixed,
  ),
  createSection("framework:react", "React", { rules: rules("React", 6) }, TRIM.framework),
  createSection("style", "Style", { rules: rules("Style", 5) }, TRIM.style),
  createSection("security", "Security", { rules: rules("Security", 5) }, TRIM.security),
];

describe("planCuts", () => {
  it("cuts low-value rules first and never the fixed paragraphs", () => {
    const cuts = planCuts(sections);
    const first = cuts[0];
    expect(first).toEqual({ section: 3, kind: "rule", index: 4 });
    expect(cuts.some((cut) => cut.section <= 1 && cut.kind !== "quote")).toBe(false);
    const dropStyle = cuts.findIndex((c) => c.section === 3 && c.kind === "section");
    const secondReactRule = cuts.findIndex(
      (c) => c.section === 2 && c.kind === "rule" && c.index === 1,
    );
    expect(dropStyle).toBeLessThan(secondReactRule);
    const dropReact = cuts.findIndex((c) => c.section === 2 && c.kind === "section");
    const dropSecurity = cuts.findIndex((c) => c.section === 4 && c.kind === "section");
    expect(dropReact).toBeLessThan(dropSecurity);
  });

  it("never cuts rules below a section's minimum", () => {
    const cuts = planCuts(sections);
    expect(cuts.some((c) => c.section === 4 && c.kind === "rule" && c.index < 2)).toBe(false);
    expect(cuts.some((c) => c.section === 2 && c.kind === "rule" && c.index === 0)).toBe(false);
  });
});

describe("fitToLimit", () => {
  const full = renderMarkdown(doc(sections));

  it("returns the full text when it fits", () => {
    const fitted = fitToLimit(doc(sections), { value: full.length, unit: "chars" }, renderMarkdown);
    expect(fitted.content).toBe(full);
  });

  it("removes whole rules from the end until the text fits", () => {
    const limit = { value: full.length - 10, unit: "chars" } as const;
    const fitted = fitToLimit(doc(sections), limit, renderMarkdown);
    expect(fitted.size).toBeLessThanOrEqual(limit.value);
    expect(fitted.content).not.toContain("Style rule 5.");
    expect(fitted.content).toContain("React rule 6.");
    // The fewest cuts: one more rule would not have fitted.
    expect(fitted.size).toBeGreaterThan(limit.value - 20);
  });

  it("keeps the skeleton and reports an over-size result when nothing else can go", () => {
    const fitted = fitToLimit(doc(sections), { value: 10, unit: "chars" }, renderMarkdown);
    expect(fitted.content).toBe("# Title\n\nYou are an engineer.\n\n## Project\n\nLead.\n");
    expect(fitted.size).toBeGreaterThan(10);
  });
});
