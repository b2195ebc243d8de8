import { describe, expect, it } from "vitest";
import { splitMarkdownSections } from "./markdown-sections";

describe("splitMarkdownSections", () => {
  it("splits before each top-level heading and keeps every line", () => {
    const text = "# Title\nIntro\n\n## One\nText\n### Deeper\nMore\n## Two\n- item";
    const sections = splitMarkdownSections(text);
    expect(sections).toEqual([
      "# Title\nIntro\n",
      "## One\nText\n### Deeper\nMore",
      "## Two\n- item",
    ]);
    expect(sections.join("\n")).toBe(text);
  });

  it("leaves headings inside code blocks alone", () => {
    const text = "## A\n```md\n## not a heading\n~~~\n## still code\n```\ntail\n## B";
    expect(splitMarkdownSections(text)).toEqual([
      "## A\n```md\n## not a heading\n~~~\n## still code\n```\ntail",
      "## B",
    ]);
  });

  it("keeps a text with link definitions whole", () => {
    const text = "## A\nsee [docs]\n## B\n[docs]: https://example.com";
    expect(splitMarkdownSections(text)).toEqual([text]);
  });

  it("does not split before a heading-like line without a space or deeper than two", () => {
    expect(splitMarkdownSections("intro\n#hashtag\n### Three")).toHaveLength(1);
  });
});
