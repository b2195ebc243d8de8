import { describe, expect, it } from "vitest";
import { generateRule } from "./generate-rule";
import {
  MAX_REVEALED_SHARE,
  previewRule,
  protectedCopy,
  PROTECTED_PLACEHOLDER,
  type RulePreview,
} from "./preview";
import { createForm } from "./testing/forms";
import type { GeneratedRule } from "./types";

const BOOKING =
  "A booking app for yoga studios. Members book classes and studios manage schedules.";
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Share of the rule's words on lines the preview shows word for word, or names as hidden headings. */
function share(rule: GeneratedRule, preview: RulePreview) {
  const shown = new Set([
    ...preview.text.split("\n"),
    ...preview.rest.sections.map((heading) => `## ${heading}`),
  ]);
  const lines = rule.content.split("\n");
  return (
    lines.filter((line) => shown.has(line)).reduce((sum, line) => sum + words(line), 0) /
    words(rule.content)
  );
}

/** The bullets of one `##` section of a Markdown rule. */
function bulletsOf(content: string, heading: string): string[] {
  const lines = content.split("\n");
  const start = lines.indexOf(`## ${heading}`);
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((line, at) => at > start && line.startsWith("## "));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((l) => l.startsWith("- "));
}

const headings = {
  en: { commands: "Commands & layout", projectRules: "Project rules", testing: "Testing" },
  de: { commands: "Befehle & Struktur", projectRules: "Projektregeln", testing: "Tests" },
} as const;

describe("previewRule", () => {
  for (const language of ["en", "de"] as const) {
    const h = headings[language];

    it(`reveals the commands and the first booking rules of a booking app within 55% (${language})`, () => {
      const rule = generateRule({ form: createForm({ projectDescription: BOOKING }), language });
      const preview = previewRule(rule, language);
      const projectRules = bulletsOf(rule.content, h.projectRules);
      expect(projectRules.length).toBeGreaterThan(0);
      expect(preview.text).toContain(`## ${h.projectRules}\n\n${projectRules[0]}`);
      for (const projectRule of projectRules.slice(0, 3))
        expect(preview.text).toContain(projectRule);
      expect(preview.text).toContain(`## ${h.commands}`);
      expect(preview.text).toContain("`npm run dev`");
      expect(share(rule, preview)).toBeLessThanOrEqual(MAX_REVEALED_SHARE);
      expect(share(rule, preview)).toBeGreaterThan(0.1);
    });

    it(`sends no word of the rest, only its counts and headings (${language})`, () => {
      const rule = generateRule({ form: createForm({ projectDescription: BOOKING }), language });
      const preview = previewRule(rule, language);
      const contentLines = new Set(rule.content.split("\n"));
      // Every revealed line is a line of the rule, as it is.
      for (const line of preview.text.split("\n").filter(Boolean)) {
        expect(contentLines).toContain(line);
      }
      const hidden = bulletsOf(rule.content, h.testing);
      for (const line of hidden) expect(preview.text).not.toContain(line);
      expect(preview.rest.sections).toContain(h.testing);
      expect(preview.rest.sections).not.toContain(h.projectRules);
      const allRules = rule.content.split("\n").filter((line) => line.startsWith("- ")).length;
      const shownRules = preview.text.split("\n").filter((line) => line.startsWith("- ")).length;
      expect(preview.rest.rules).toBe(allRules - shownRules);
      expect(preview.rest.files).toBe(rule.files.length);
    });
  }

  it("reveals the first framework rules when no rule pack applies", () => {
    const rule = generateRule({
      form: createForm({ projectDescription: "An internal dashboard for our team." }),
      language: "en",
    });
    expect(rule.content).not.toContain("## Project rules");
    const preview = previewRule(rule, "en");
    const react = bulletsOf(rule.content, "React");
    expect(preview.text).toContain(`## React\n\n${react[0]}\n${react[1]}`);
    expect(preview.text).not.toContain(react[2]);
    expect(share(rule, preview)).toBeLessThanOrEqual(MAX_REVEALED_SHARE);
  });

  it("shortens long commands rather than leave the project rules out", () => {
    const rule = generateRule({
      form: createForm({ projectDescription: BOOKING }),
      language: "en",
    });
    const longCommand = (n: number) =>
      `- command ${n}: ${"run this long command line ".repeat(12)}`;
    const content = [
      "## Commands & layout",
      "",
      ...Array.from({ length: 6 }, (_, n) => longCommand(n)),
      "",
      "## Project rules",
      "",
      "- Prevent double bookings in the database.",
      "- Store instants in UTC.",
      "",
      "## Testing",
      "",
      "- Add tests in the same change.",
    ].join("\n");
    const preview = previewRule({ ...rule, content }, "en");
    expect(preview.text).toContain("- Prevent double bookings in the database.");
    expect(preview.text).toContain("- Store instants in UTC.");
    expect(preview.text).toContain(longCommand(0));
    expect(preview.text).not.toContain(longCommand(5));
    expect(share({ ...rule, content }, preview)).toBeLessThanOrEqual(MAX_REVEALED_SHARE);
  });

  it("reads a JSON rule's sections", () => {
    const rule = generateRule({
      form: createForm({ projectDescription: BOOKING, outputFormat: "JSON" }),
      language: "en",
    });
    expect(rule.format).toBe("json");
    const preview = previewRule(rule, "en");
    expect(preview.text).toContain("## Commands & layout");
    expect(preview.text).toMatch(/## Project rules\n\n- Prevent double bookings/);
    expect(preview.text).not.toContain("{");
    expect(preview.rest.rules).toBeGreaterThan(10);
    expect(preview.rest.sections).toContain("Testing");
  });
});

describe("protectedCopy", () => {
  it("is a sign-up invitation, the revealed text and a mark where the rest is", () => {
    const rule = generateRule({ form: createForm(), language: "en" });
    const preview = previewRule(rule, "en");
    expect(protectedCopy(preview, "en")).toBe(
      "[Rulesmith preview] Parts of this rule are hidden. Create an account to copy, download and save the full content.\n\n" +
        `${preview.text}\n\n${PROTECTED_PLACEHOLDER}`,
    );
  });

  it("invites sign-up in German", () => {
    const rule = generateRule({ form: createForm(), language: "de" });
    const copy = protectedCopy(previewRule(rule, "de"), "de");
    expect(copy.startsWith("[Rulesmith-Vorschau] Teile dieser Regel sind ausgeblendet.")).toBe(
      true,
    );
    expect(copy).toContain("## Befehle & Struktur");
    expect(copy.endsWith(PROTECTED_PLACEHOLDER)).toBe(true);
  });
});
