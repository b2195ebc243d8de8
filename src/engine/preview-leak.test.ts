import { describe, expect, it } from "vitest";
import { generateRule } from "./index";
import { MAX_REVEALED_SHARE, previewRule, protectedCopy, type RulePreview } from "./preview";
import { createForm } from "./testing/forms";

/**
 * Share of the full rule's words an attacker learns by overlaying previews: a line of the full
 * text counts as revealed if any preview or protected copy holds it word for word, or, for a
 * heading, if a preview names its section among the hidden ones.
 */
function revealedShare(
  full: string,
  previews: ReadonlyArray<{ preview: RulePreview; copy: string }>,
) {
  const shown = new Set(
    previews.flatMap(({ preview, copy }) => [
      ...preview.text.split("\n"),
      ...copy.split("\n"),
      ...preview.rest.sections.map((heading) => `## ${heading}`),
    ]),
  );
  let total = 0;
  let revealed = 0;
  for (const line of full.split("\n")) {
    const words = line.split(/\s+/).filter(Boolean).length;
    total += words;
    if (shown.has(line)) revealed += words;
  }
  return revealed / total;
}

describe("anonymous previews cannot be combined into the full rule", () => {
  const description =
    "A booking app for yoga studios. Members book classes and studios manage schedules.";

  it("previews of many varied forms, overlaid on each rule, reveal at most 55% of it", () => {
    // The same project in other words, with other packs, tools, behaviours and imported commands:
    // what one preview reveals (a section's first rules) may be hidden in another.
    const forms = [
      createForm({ projectDescription: description }),
      createForm({ projectDescription: `Simply ${description}` }),
      createForm({
        projectDescription: `${description} Payments run through Stripe and members get e-mail reminders.`,
      }),
      createForm({
        projectDescription: "Members pay with Stripe. A booking app for yoga studios.",
      }),
      createForm({ projectDescription: description, behaviorPreference: "Documented" }),
      createForm({ projectDescription: description, behaviorPreference: "Strict" }),
      createForm({ projectDescription: description, aiModel: "Claude Code" }),
      createForm({ projectDescription: description, aiModel: "GitHub Copilot" }),
      createForm({
        projectDescription: description,
        frameworks: ["React", "TypeScript", "Next.js"],
      }),
      createForm({ projectDescription: description, frameworks: ["TypeScript", "React"] }),
      createForm({
        projectDescription: description,
        additionalNotes: "Use pnpm. Never use default exports.",
      }),
    ];
    for (const language of ["en", "de"] as const) {
      const rules = forms.map((form) => generateRule({ form, language }));
      const previews = rules.map((rule) => {
        const preview = previewRule(rule, language);
        return { preview, copy: protectedCopy(preview, language) };
      });
      for (const rule of rules) {
        expect(revealedShare(rule.content, previews)).toBeLessThanOrEqual(MAX_REVEALED_SHARE);
      }
    }
  });
});
