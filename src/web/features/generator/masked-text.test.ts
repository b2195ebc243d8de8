import { describe, expect, it } from "vitest";
import { PREVIEW_PLACEHOLDER } from "#contract/preview";
import { countMaskedWords, splitFrontmatter, splitMaskedText } from "./masked-text";

const P = PREVIEW_PLACEHOLDER;

describe("splitMaskedText", () => {
  it("splits plain text and placeholders, keeping every character", () => {
    const text = `Use ${P} hooks, ${P} classes.`;
    const segments = splitMaskedText(text);
    expect(segments).toEqual([
      { text: "Use ", masked: false },
      { text: P, masked: true },
      { text: " hooks, ", masked: false },
      { text: P, masked: true },
      { text: " classes.", masked: false },
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });

  it("handles placeholders at the edges and side by side", () => {
    expect(splitMaskedText(`${P}${P}`)).toEqual([
      { text: P, masked: true },
      { text: P, masked: true },
    ]);
    expect(splitMaskedText("")).toEqual([]);
    expect(splitMaskedText("nothing hidden")).toEqual([{ text: "nothing hidden", masked: false }]);
  });

  it("counts hidden words", () => {
    expect(countMaskedWords(`a ${P} c ${P}`)).toBe(2);
  });
});

describe("splitFrontmatter", () => {
  it("takes YAML frontmatter off the top", () => {
    const content = "---\ndescription: Rules\nalwaysApply: true\n---\n\n# Title\n\nText\n";
    expect(splitFrontmatter(content)).toEqual({
      frontmatter: "description: Rules\nalwaysApply: true",
      body: "# Title\n\nText\n",
    });
  });

  it("leaves text without frontmatter, or with a rule further down, alone", () => {
    expect(splitFrontmatter("# Title\n\n---\n\nmore")).toEqual({
      frontmatter: null,
      body: "# Title\n\n---\n\nmore",
    });
  });
});
