import { describe, expect, it } from "vitest";
import { generateRule } from "./index";
import { createPreviewMasks, PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "./preview";
import { createForm } from "./testing/forms";

/** However many previews are combined, at most 55% of the full rule (decision 103). */
const MAX_REVEALED = 0.55;
const HIDDEN = "\u2588";

/**
 * Share of the full rule's words an attacker learns by overlaying masked versions: for every
 * line of the full text, a word counts as revealed if any version shows it on an identical line.
 */
function revealedShare(full: string, versions: ReadonlyArray<{ full: string; masked: string }>) {
  // Each version's masked form of each of its lines (the first, where a line repeats).
  const maskedByLine = versions.map((version) => {
    const fullLines = version.full.split("\n");
    // One token per hidden word ("[CONTENT PROTECTED]" holds a space).
    const maskedLines = version.masked
      .replaceAll(PROTECTED_PLACEHOLDER, HIDDEN)
      .replaceAll(PREVIEW_PLACEHOLDER, HIDDEN)
      .split("\n");
    const byLine = new Map<string, string>();
    fullLines.forEach((line, at) => {
      if (!byLine.has(line)) byLine.set(line, maskedLines[at] ?? "");
    });
    return byLine;
  });
  let total = 0;
  let revealed = 0;
  full.split("\n").forEach((line) => {
    const words = line.split(/\s+/).filter(Boolean);
    const seen = new Set<number>();
    for (const byLine of maskedByLine) {
      const masked = byLine.get(line);
      if (masked === undefined) continue;
      masked
        .split(/\s+/)
        .filter(Boolean)
        .forEach((token, i) => {
          if (!token.includes(HIDDEN)) seen.add(i);
        });
    }
    total += words.length;
    revealed += seen.size;
  });
  return revealed / total;
}

describe("anonymous previews cannot be combined into the full rule", () => {
  const description =
    "A booking app for yoga studios. Members book classes and studios manage schedules.";
  const original = generateRule({
    form: createForm({ projectDescription: description }),
    language: "en",
  });
  const shifted = generateRule({
    form: createForm({ projectDescription: `Simply ${description}`, additionalNotes: "Use pnpm." }),
    language: "en",
  });

  it("two previews of near-identical forms reveal at most 55% of the words", () => {
    // Two visitors' previews: each its own masks.
    const share = revealedShare(original.content, [
      { full: original.content, masked: createPreviewMasks().preview(original.content) },
      { full: shifted.content, masked: createPreviewMasks().preview(shifted.content) },
    ]);
    expect(share).toBeLessThanOrEqual(MAX_REVEALED);
  });

  it("a preview and the protected copy hide the same words", () => {
    const masks = createPreviewMasks();
    const copy = masks.protect(original.content, "en");
    const body = copy.slice(copy.indexOf("\n\n") + 2);
    const share = revealedShare(original.content, [
      { full: original.content, masked: masks.preview(original.content) },
      { full: original.content, masked: body },
    ]);
    expect(share).toBeLessThanOrEqual(MAX_REVEALED);
  });

  it("previews of many varied forms, overlaid on each rule, reveal at most 55% of it", () => {
    // The same project in other words, with other packs, tools, behaviours and imported commands:
    // what is shown in full in one (a section's first bullets) may be masked in another.
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
      createForm({
        projectDescription: description,
        additionalNotes: "Use pnpm. Never use default exports.",
      }),
    ];
    for (const language of ["en", "de"] as const) {
      const rules = forms.map((form) => generateRule({ form, language }));
      const versions = rules.flatMap((rule) => {
        const masks = createPreviewMasks();
        const copy = masks.protect(rule.content, language);
        return [
          { full: rule.content, masked: masks.preview(rule.content) },
          { full: rule.content, masked: copy.slice(copy.indexOf("\n\n") + 2) },
          ...rule.files.map((file) => ({
            full: file.content,
            masked: masks.preview(file.content),
          })),
        ];
      });
      for (const rule of rules) {
        expect(revealedShare(rule.content, versions)).toBeLessThanOrEqual(MAX_REVEALED);
      }
    }
  });
});
