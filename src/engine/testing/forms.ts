/** Test support for the engine: a form factory, an arbitrary valid form, and content helpers. */
import {
  aiModelIds,
  applicationTypes,
  behaviorPreferences,
  defaultWizardForm,
  frameworksFor,
  outputFormats,
  promptTypes,
  wizardFormSchema,
  type WizardForm,
} from "#contract/wizard";
import fc from "fast-check";
import type { GeneratedRule } from "../types";

export function createForm(overrides: Partial<WizardForm> = {}): WizardForm {
  return {
    ...defaultWizardForm,
    aiModel: "Cursor",
    frameworks: ["React", "TypeScript"],
    projectDescription:
      "A booking app for yoga studios. Members book classes and studios manage schedules.",
    ...overrides,
  };
}

const sentence = fc
  .array(
    fc.constantFrom(
      "we",
      "build",
      "a",
      "shop",
      "für",
      "Kunden",
      "with",
      "API",
      "fast",
      "Übersicht",
    ),
    {
      minLength: 1,
      maxLength: 14,
    },
  )
  .map((words) => `${words.join(" ")}.`.replace(/^./, (c) => c.toUpperCase()));

/** Free text: prose, raw unicode/markup noise, or the maximum length. */
const freeText = (max: number) =>
  fc.oneof(
    fc.array(sentence, { maxLength: 40 }).map((s) => s.join(" ").slice(0, max)),
    fc.string({ maxLength: 300, unit: "grapheme" }),
    fc.constantFrom(
      "",
      "# Heading\n- item\n```js\ncode\n```",
      "x".repeat(max),
      "Word. ".repeat(max / 6),
    ),
  );

const aiModel = fc.oneof(
  fc.constantFrom(...aiModelIds),
  fc.constantFrom("cursor", "gpt4", "GPT-4o", "bolt", "Bolt.new", "claude-3-5-sonnet", "MyBot"),
  fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0),
);

/** Any form the contract's schema accepts. */
export const arbitraryForm: fc.Arbitrary<WizardForm> = fc
  .constantFrom(...applicationTypes)
  .chain((applicationType) =>
    fc.record({
      promptType: fc.constantFrom(...promptTypes),
      projectDescription: freeText(5000),
      aiModel,
      applicationType: fc.constant(applicationType),
      frameworks: fc.subarray([...frameworksFor(applicationType)], { minLength: 1 }),
      behaviorPreference: fc.constantFrom(...behaviorPreferences),
      outputFormat: fc.constantFrom(...outputFormats),
      additionalNotes: freeText(2000),
    }),
  )
  .map((raw) => wizardFormSchema.parse(raw));

/** The rulesmith.rules/v1 document of a "json" or "both" result (its own `.json` file). */
export function jsonPart(rule: GeneratedRule): unknown {
  const file = rule.files.find((candidate) => candidate.role === "json");
  if (!file) throw new Error(`no JSON file for format ${rule.format}`);
  return JSON.parse(file.content);
}

/** Section headings (`##` and deeper) outside the frontmatter, each with the next non-blank line. */
export function headingsWithNext(
  markdown: string,
): Array<{ heading: string; next: string | undefined }> {
  const lines = markdown.replace(/^---\n[\s\S]*?\n---\n/, "").split("\n");
  return lines.flatMap((line, i) =>
    /^#{2,6} /.test(line)
      ? [{ heading: line, next: lines.slice(i + 1).find((l) => l.trim() !== "") }]
      : [],
  );
}
