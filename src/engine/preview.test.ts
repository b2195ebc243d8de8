import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateRule } from "./generate-rule";
import { createForm } from "./testing/forms";
import {
  createPreviewMasks,
  PREVIEW_PLACEHOLDER,
  PROTECTED_PLACEHOLDER,
  SHOWN_EVERY,
} from "./preview";

const P = PREVIEW_PLACEHOLDER;
/** One text masked on its own. */
const maskPreview = (text: string) => createPreviewMasks().preview(text);
const protectCopy = (text: string, language: "en" | "de") =>
  createPreviewMasks().protect(text, language);

describe("maskPreview", () => {
  it("shows one word in three on an ordinary line", () => {
    expect(maskPreview("one two three four five six seven")).toBe(
      `one ${P} ${P} four ${P} ${P} seven`,
    );
  });

  it("keeps whitespace and newlines exactly", () => {
    expect(maskPreview("alpha  beta gamma\n\ndelta\tepsilon\n")).toBe(
      `alpha  ${P} ${P}\n\ndelta\t${P}\n`,
    );
  });

  it("keeps headings whole, and markdown structure and the punctuation around words", () => {
    const text = "## Project context\n\n- Use `useEffect`, carefully.\n1. First step here";
    expect(maskPreview(text)).toBe(
      `## Project context\n\n- Use \`${P}\`, ${P}.\n1. First ${P} ${P}`,
    );
  });

  it("keeps the frontmatter whole, counts words per line and leaves pure markup uncounted", () => {
    expect(maskPreview("one two three four\nfive six")).toBe(`one ${P} ${P} four\nfive ${P}`);
    expect(maskPreview("---\nalwaysApply: true\n---\n> quoted words here")).toBe(
      `---\nalwaysApply: true\n---\n> quoted ${P} ${P}`,
    );
    // Only a block at the very top is frontmatter.
    expect(maskPreview("intro\n---\nalwaysApply: true\n---")).toBe(
      `intro\n---\nalwaysApply: ${P}\n---`,
    );
  });

  it("treats fence lines and list numbers as structure only at the start of a line", () => {
    expect(maskPreview('```json\n{ "a": 1, "b": 2 }\n```')).toBe(
      `\`\`\`json\n{ "a": ${P}, "${P}": 2 }\n\`\`\``,
    );
    expect(maskPreview("in 2024. it was")).toBe(`in ${P}. ${P} was`);
  });

  it("returns text without words unchanged", () => {
    expect(maskPreview("")).toBe("");
    expect(maskPreview("- -- ##\n")).toBe("- -- ##\n");
  });

  it("shows the first two bullets of the commands and project-rules sections, in either language", () => {
    const text = [
      "## Commands & layout",
      "",
      "Usual commands for stack.",
      "- dev `npm run dev` · test `npm test`",
      "- Done means it builds.",
      "- Layout: src holds the code.",
      "## Projektregeln",
      "- WICHTIG: Doppelbuchungen verhindern.",
      "- Zeiten in UTC speichern.",
      "- Sommerzeit testen bitte immer.",
      "## Testing",
      "- Add tests in the same change.",
      "```",
      "## not a heading inside a fence",
      "```",
    ].join("\n");
    expect(maskPreview(text).split("\n")).toEqual([
      "## Commands & layout",
      "",
      `Usual ${P} ${P} stack.`,
      "- dev `npm run dev` · test `npm test`",
      "- Done means it builds.",
      `- Layout: ${P} ${P} the ${P}.`,
      "## Projektregeln",
      "- WICHTIG: Doppelbuchungen verhindern.",
      "- Zeiten in UTC speichern.",
      `- Sommerzeit ${P} ${P} immer.`,
      "## Testing",
      `- Add ${P} ${P} the ${P} ${P}.`,
      "```",
      `## not ${P} ${P} inside ${P} ${P}`,
      "```",
    ]);
  });

  it("masks all but one word in three of each line of arbitrary text and keeps the whitespace skeleton", () => {
    const word = fc.stringMatching(/^[A-Za-zÄÖÜäöüß0-9]{1,8}$/);
    const space = fc.constantFrom(" ", "  ", "\n", "\n\n", "\t");
    fc.assert(
      fc.property(fc.array(fc.tuple(word, space), { minLength: 1, maxLength: 60 }), (pairs) => {
        const text = pairs.map(([w, s]) => w + s).join("");
        const masked = maskPreview(text);
        expect(masked.replace(/\S+/g, "")).toBe(text.replace(/\S+/g, ""));
        const original = text.split("\n");
        masked.split("\n").forEach((line, l) => {
          const words = (original[l] ?? "").split(/\s+/).filter(Boolean);
          line
            .split(/\s+/)
            .filter(Boolean)
            .forEach((token, i) => expect(token).toBe(i % SHOWN_EVERY === 0 ? words[i] : P));
        });
      }),
    );
  });

  it("leaves a real rule's frontmatter, headings, commands and first project rules readable", () => {
    for (const language of ["en", "de"] as const) {
      const rule = generateRule({ form: createForm(), language });
      const masked = maskPreview(rule.content);
      const lines = rule.content.split("\n");
      const frontmatterEnd = lines.indexOf("---", 1);
      expect(masked.split("\n").slice(0, frontmatterEnd + 1)).toEqual(
        lines.slice(0, frontmatterEnd + 1),
      );
      for (const heading of lines.filter((line) => line.startsWith("#"))) {
        expect(masked.split("\n")).toContain(heading);
      }
      const commands = lines.find((line) => line.includes("`npm run dev`"))!;
      expect(masked).toContain(commands);
      const firstProjectRule =
        lines[lines.findIndex((line) => /^## (Project rules|Projektregeln)$/.test(line)) + 2]!;
      expect(firstProjectRule).toMatch(/^- /);
      expect(masked).toContain(firstProjectRule);
      expect(masked).toContain(P);
    }
  });
});

describe("protectCopy", () => {
  it("prefixes an English sign-up invitation and protects the words a preview hides", () => {
    const copy = protectCopy("Use strict mode always.", "en");
    expect(copy).toBe(
      "[Rulesmith preview] Parts of this rule are hidden. Create an account to copy, download and save the full content.\n\n" +
        `Use ${PROTECTED_PLACEHOLDER} ${PROTECTED_PLACEHOLDER} always.`,
    );
  });

  it("invites sign-up in German", () => {
    const copy = protectCopy("Nutze immer den strikten Modus.", "de");
    expect(copy.startsWith("[Rulesmith-Vorschau] Teile dieser Regel sind ausgeblendet.")).toBe(
      true,
    );
    expect(copy).toContain("Erstelle ein Konto");
    expect(
      copy.endsWith(
        `Nutze ${PROTECTED_PLACEHOLDER} ${PROTECTED_PLACEHOLDER} strikten ${PROTECTED_PLACEHOLDER}.`,
      ),
    ).toBe(true);
  });

  it("uses the contract's placeholder", () => {
    expect(PROTECTED_PLACEHOLDER).toBe("[CONTENT PROTECTED]");
    expect(protectCopy("a b", "en").endsWith(`a ${PROTECTED_PLACEHOLDER}`)).toBe(true);
  });
});

describe("createPreviewMasks", () => {
  it("masks the texts of one preview as masking each alone would, its shared lines scanned once", () => {
    for (const aiModel of ["Cursor", "Claude Code", "GitHub Copilot"] as const) {
      const rule = generateRule({ form: createForm({ aiModel }), language: "de" });
      const masks = createPreviewMasks();
      // Lines repeat across the three: the second mask of a line comes from the first's scan.
      const preview = masks.preview(rule.content);
      const files = rule.files.map((file) => masks.preview(file.content));
      const protectedCopy = masks.protect(rule.content, "de");
      expect(preview).toBe(maskPreview(rule.content));
      expect(files).toEqual(rule.files.map((file) => maskPreview(file.content)));
      expect(protectedCopy).toBe(protectCopy(rule.content, "de"));
      expect(protectedCopy).not.toContain(P);
    }
  });
});
