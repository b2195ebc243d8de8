import type { SavedRule } from "#contract/rules";

/**
 * A saved rule as `GET /api/rules/:id` answers it: a Cursor rule for a React front end with no
 * files, changed by `rule` (merged into its `rule` part) and `patch`.
 */
export function createSavedRule(
  rule: Partial<NonNullable<SavedRule["rule"]>> = {},
  patch: Partial<Omit<SavedRule, "rule">> = {},
): SavedRule {
  return {
    id: "8d7c1f3e-0a55-4c39-9a4e-1f0c8f8b2a11",
    name: "Salon rules",
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    form: {
      aiModel: "Cursor",
      applicationType: "Frontend",
      frameworks: ["React"],
      behaviorPreference: "Documented",
      outputFormat: "Markdown",
      additionalNotes: null,
    },
    ...patch,
    rule: {
      title: "Salon rules",
      content: "# Salon",
      format: "markdown",
      files: [],
      limit: { value: 6000, unit: "chars", source: null },
      version: 1,
      ...rule,
    },
  };
}
