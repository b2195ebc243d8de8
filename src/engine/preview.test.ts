import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateRule } from "./generate-rule";
import { createForm } from "./testing/forms";
import { createPreviewMasks, PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "./preview";

const P = PREVIEW_PLACEHOLDER;
/** One text masked on its own. */
const maskPreview = (text: string) => createPreviewMasks().preview(text);
const protectCopy = (text: string, language: "en" | "de") =>
  createPreviewMasks().protect(text, language);

describe("maskPreview", () => {
  it("masks exactly every second word", () => {
    expect(maskPreview("one two three four five")).toBe(`one ${P} three ${P} five`);
  });

  it("keeps whitespace and newlines exactly", () => {
    expect(maskPreview("alpha  beta\n\ngamma\tdelta\n")).toBe(`alpha  ${P}\n\ngamma\t${P}\n`);
  });

  it("keeps markdown structure and the punctuation around words", () => {
    const text = "## Project context\n\n- Use `useEffect`, carefully.\n1. First step";
    expect(maskPreview(text)).toBe(`## Project ${P}\n\n- Use \`${P}\`, carefully.\n1. First ${P}`);
  });

  it("counts words per line and leaves pure markup uncounted", () => {
    expect(maskPreview("one two three\nfour five")).toBe(`one ${P} three\nfour ${P}`);
    expect(maskPreview("---\nalwaysApply: true\n---\n> quoted words here")).toBe(
      `---\nalwaysApply: ${P}\n---\n> quoted ${P} here`,
    );
  });

  it("treats fence lines and list numbers as structure only at the start of a line", () => {
    expect(maskPreview('```json\n{ "a": 1 }\n```')).toBe(`\`\`\`json\n{ "a": ${P} }\n\`\`\``);
    expect(maskPreview("in 2024. it")).toBe(`in ${P}. it`);
  });

  it("returns text without words unchanged", () => {
    expect(maskPreview("")).toBe("");
    expect(maskPreview("- -- ##\n")).toBe("- -- ##\n");
  });

  it("masks every second word of each line of arbitrary text and keeps the whitespace skeleton", () => {
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
            .forEach((token, i) => expect(token).toBe(i % 2 === 1 ? P : words[i]));
        });
      }),
    );
  });
});

describe("protectCopy", () => {
  it("prefixes an English sign-up invitation and protects every second word", () => {
    const copy = protectCopy("Use strict mode always.", "en");
    expect(copy).toBe(
      "[Rulesmith preview] Every second word is hidden. Create an account to copy, download and save the full content.\n\n" +
        `Use ${PROTECTED_PLACEHOLDER} mode ${PROTECTED_PLACEHOLDER}.`,
    );
  });

  it("invites sign-up in German", () => {
    const copy = protectCopy("Nutze immer den strikten Modus.", "de");
    expect(copy.startsWith("[Rulesmith-Vorschau] Jedes zweite Wort ist ausgeblendet.")).toBe(true);
    expect(copy).toContain("Erstelle ein Konto");
    expect(
      copy.endsWith(`Nutze ${PROTECTED_PLACEHOLDER} den ${PROTECTED_PLACEHOLDER} Modus.`),
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
