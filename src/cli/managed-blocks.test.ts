import { describe, expect, it } from "vitest";
import { generatedPart, readPart, samePart, syntaxOf, teamText, writePart } from "./managed-blocks";

const mdc =
  "---\ndescription: React rules\nglobs: src/**/*.tsx\nalwaysApply: false\n---\n\n# React\n\n- Keep components pure.\n";

describe("managed blocks", () => {
  it("uses each format's comment syntax, and owns JSON whole", () => {
    expect(syntaxOf("CLAUDE.md")).toEqual({
      begin: "<!-- rulesmith:begin -->",
      end: "<!-- rulesmith:end -->",
    });
    expect(syntaxOf(".cursor/rules/react.mdc")).toEqual(syntaxOf("AGENTS.md"));
    expect(syntaxOf(".rules")).toEqual(syntaxOf("AGENTS.md"));
    expect(syntaxOf(".aider.conf.yml")).toEqual({
      begin: "# rulesmith:begin",
      end: "# rulesmith:end",
    });
    expect(syntaxOf("shop.rules.json")).toBe("whole");
  });

  it("writes the block after the frontmatter of a new file", () => {
    expect(writePart(".cursor/rules/react.mdc", mdc)).toBe(
      "---\ndescription: React rules\nglobs: src/**/*.tsx\nalwaysApply: false\n---\n<!-- rulesmith:begin -->\n# React\n\n- Keep components pure.\n<!-- rulesmith:end -->\n",
    );
    expect(writePart(".aider.conf.yml", "read: CONVENTIONS.md\n")).toBe(
      "# rulesmith:begin\nread: CONVENTIONS.md\n# rulesmith:end\n",
    );
    expect(writePart("a.rules.json", '{"a":1}')).toBe('{"a":1}\n');
  });

  it("replaces only the block and the frontmatter, keeping the team's lines around them", () => {
    const first = writePart(".cursor/rules/react.mdc", mdc)!;
    const edited = first
      .replace("---\n<!--", "---\nOur own note above.\n\n<!--")
      .concat("\n## Team rules\n\n- Ask Dana before touching billing.\n")
      .replace("Keep components pure.", "Keep components impure.");
    const next = mdc.replace("React rules", "React rules v2").replace("pure.", "pure and small.");
    const written = writePart(".cursor/rules/react.mdc", next, edited)!;
    expect(written).toContain("description: React rules v2");
    expect(written).toContain("Our own note above.\n\n<!-- rulesmith:begin -->");
    expect(written).toContain(
      "- Keep components pure and small.\n<!-- rulesmith:end -->\n\n## Team rules",
    );
    expect(written).not.toContain("impure");
    expect(written.endsWith("- Ask Dana before touching billing.\n")).toBe(true);
    // Writing the same again changes nothing.
    expect(writePart(".cursor/rules/react.mdc", next, written)).toBe(written);
  });

  it("keeps a file's own text above the block on its first write", () => {
    const written = writePart("CLAUDE.md", "@AGENTS.md\n", "# Our notes\n\n- Use pnpm.\n")!;
    expect(written).toBe(
      "# Our notes\n\n- Use pnpm.\n\n<!-- rulesmith:begin -->\n@AGENTS.md\n<!-- rulesmith:end -->\n",
    );
  });

  it("reads the managed part, tells unmanaged and broken files, and compares parts loosely", () => {
    const written = writePart(".cursor/rules/react.mdc", mdc)!.replace(/\n/g, "\r\n");
    const read = readPart(".cursor/rules/react.mdc", written);
    expect(read.kind).toBe("managed");
    if (read.kind === "managed")
      expect(samePart(read.part, generatedPart(".cursor/rules/react.mdc", mdc))).toBe(true);
    expect(readPart("CLAUDE.md", "# Mine\n").kind).toBe("unmanaged");
    expect(
      readPart("CLAUDE.md", "<!-- rulesmith:end -->\nx\n<!-- rulesmith:begin -->\n").kind,
    ).toBe("broken");
    expect(readPart("CLAUDE.md", "<!-- rulesmith:begin -->\nx\n").kind).toBe("broken");
    expect(writePart("CLAUDE.md", "new\n", "<!-- rulesmith:begin -->\nx\n")).toBeNull();
  });

  it("leaves a framework's live guidance where the team's text holds it, never a second copy", () => {
    const boost =
      "<laravel-boost-guidelines>\n# Boost\n- Use search-docs.\n</laravel-boost-guidelines>";
    const generated = `# Rules\n\n- Ours.\n\n## Framework guidance\n\nUse Boost.\n\n${boost}\n`;
    const first = writePart("AGENTS.md", generated, `${boost}\n`)!;
    expect(first.split(boost)).toHaveLength(2);
    expect(first.startsWith(boost)).toBe(true);
    const again = writePart("AGENTS.md", generated, first)!;
    expect(again).toBe(first);
    const read = readPart("AGENTS.md", again);
    expect(read.kind === "managed" && read.part).toEqual(
      generatedPart("AGENTS.md", generated, teamText("AGENTS.md", again)),
    );
    // Without one around it, the block is written with ours.
    expect(writePart("AGENTS.md", generated)).toContain(boost);
  });
});
