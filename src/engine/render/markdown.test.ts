import { describe, expect, it } from "vitest";
import { createSection, TRIM } from "../sections/section";
import { createRuleDocument as doc } from "../testing/documents";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("puts a blank line between blocks, the rules as one list, and one newline at the end", () => {
    const rendered = renderMarkdown(
      doc(
        [
          createSection("role", null, { text: ["You are an engineer.", "Be brief."] }, TRIM.fixed),
          createSection(
            "project",
            "Project",
            { quote: ["One.", "Two."], rules: ["First.", "Second.", "Third."] },
            TRIM.fixed,
          ),
        ],
        { frontmatter: { alwaysApply: true } },
      ),
    );
    expect(rendered).toBe(
      [
        "---\nalwaysApply: true\n---",
        "# Title",
        "You are an engineer.",
        "Be brief.",
        "## Project",
        "> One. Two.",
        "- First.\n- Second.\n- Third.\n",
      ].join("\n\n"),
    );
  });

  it("leaves out the title when the target shows none, and an empty document is one newline", () => {
    const section = createSection("style", "Style", { rules: ["Only."] }, TRIM.style);
    expect(renderMarkdown(doc([section], { showTitle: false }))).toBe("## Style\n\n- Only.\n");
    expect(renderMarkdown(doc([], { showTitle: false }))).toBe("\n");
  });

  it("writes a kept rule of several lines as its own block, with blank lines around code and lists", () => {
    const kept = "Checks (what CI runs):\n```bash\nfvm flutter test\n```\nThen:\n- lint\n- test";
    const section = createSection(
      "project-rules",
      "Rules",
      { rules: ["One.", kept, "Two."] },
      TRIM.fixed,
    );
    expect(renderMarkdown(doc([section], { showTitle: false }))).toBe(
      [
        "## Rules",
        "- One.",
        "Checks (what CI runs):",
        "```bash\nfvm flutter test\n```",
        "Then:",
        "- lint\n- test",
        "- Two.\n",
      ].join("\n\n"),
    );
  });
});
