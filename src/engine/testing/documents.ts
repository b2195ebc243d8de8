/** Test support for the engine: a rule document around given sections, as fitting and rendering see it. */
import type { RuleDocument, Section } from "../types";

export function createRuleDocument(
  sections: readonly Section[],
  overrides: Partial<RuleDocument> = {},
): RuleDocument {
  return {
    kind: "rules",
    language: "en",
    title: "Title",
    showTitle: true,
    target: { id: "Custom", name: "Custom", form: "rule-file", file: "AGENTS.md", destination: "" },
    limit: { value: 1, unit: "chars" },
    frontmatter: null,
    stack: { applicationType: "Frontend", frameworks: ["React"], behavior: "Strict" },
    sections,
    ...overrides,
  };
}
