import { describe, expect, it } from "vitest";
import { generateRule } from "./index";
import { createPreviewMasks, PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "./preview";
import { createForm } from "./testing/forms";

const MAX_REVEALED = 0.6;
const HIDDEN = "\u2588";

/**
 * Share of the full rule's words an attacker learns by overlaying masked versions: for every
 * line of the full text, a word counts as revealed if any version shows it on an identical line.
 */
function revealedShare(full: string, versions: ReadonlyArray<{ full: string; masked: string }>) {
  let total = 0;
  let revealed = 0;
  full.split("\n").forEach((line) => {
    const words = line.split(/\s+/).filter(Boolean);
    const seen = new Set<number>();
    for (const version of versions) {
      const fullLines = version.full.split("\n");
      // One token per hidden word ("[CONTENT PROTECTED]" holds a space).
      const maskedLines = version.masked
        .replaceAll(PROTECTED_PLACEHOLDER, HIDDEN)
        .replaceAll(PREVIEW_PLACEHOLDER, HIDDEN)
        .split("\n");
      const at = fullLines.indexOf(line);
      if (at === -1) continue;
      (maskedLines[at] ?? "")
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

  it("two previews of near-identical forms reveal at most 60% of the words", () => {
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
});
