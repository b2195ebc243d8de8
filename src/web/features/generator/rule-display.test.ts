import { describe, expect, it } from "vitest";
import { displayMarkdown, fencedCodeBlock } from "./rule-display";

describe("fencedCodeBlock", () => {
  it("fences code with three backticks and a language", () => {
    expect(fencedCodeBlock('{ "a": 1 }\n', "json")).toBe('```json\n{ "a": 1 }\n```\n');
  });

  it("grows the fence past any backtick run inside", () => {
    expect(fencedCodeBlock("a ```` b")).toBe("`````\na ```` b\n`````\n");
  });
});

describe("displayMarkdown", () => {
  it("shows JSON as a code block", () => {
    expect(displayMarkdown('{"kind":"rules"}', "json")).toBe('```json\n{"kind":"rules"}\n```\n');
  });

  it("shows frontmatter as a YAML block before the text", () => {
    expect(displayMarkdown("---\nalwaysApply: true\n---\n\n# Rules\n", "markdown")).toBe(
      "```yaml\n---\nalwaysApply: true\n---\n```\n\n# Rules\n",
    );
  });

  it("leaves plain markdown and both-format text alone", () => {
    expect(displayMarkdown("# Rules\n\n- a\n", "markdown")).toBe("# Rules\n\n- a\n");
    expect(displayMarkdown("# Rules\n```json\n{}\n```\n", "both")).toBe(
      "# Rules\n```json\n{}\n```\n",
    );
  });
});
