import { describe, expect, it } from "vitest";
import { rulesOf } from "../project/rule-files";
import { applyFindings, fixedRuleFiles, repeatsToLeaveOut } from "./apply-findings";
import { auditRuleFiles, type Finding } from "./index";
import { createFinding } from "./messages";
import { loadFixture, type Fixture } from "./testing/fixtures";

/** The fixture with one file's text changed (a plant, as in planted.test.ts). */
function edit(fixture: Fixture, path: string, change: (content: string) => string): Fixture {
  return {
    ...fixture,
    files: fixture.files.map((file) =>
      file.path === path ? { ...file, content: change(file.content!) } : file,
    ),
  };
}

const contentOf = (fixture: Fixture, path: string) =>
  fixture.files.find((file) => file.path === path)!.content!;

/** The fixture's file with the audit's findings applied. */
function applied(fixture: Fixture, path: string) {
  const findings = auditRuleFiles(fixture);
  const all = [...findings, ...repeatsToLeaveOut(fixture.files, findings)];
  return applyFindings(
    contentOf(fixture, path),
    all.filter((finding) => finding.file === path),
  );
}

/** Made up here, in pieces, so that no scanner takes this file for a leak. */
const TOKEN = ["ghp", "_", "R8s2Kq7ZtW4mXyB1nVc3LpD6fGh9JkA0sEu5"].join("");

const finding = (code: Finding["code"], line: number, params = {}) =>
  createFinding(code, "CLAUDE.md", line, params);

describe("applyFindings over the planted set", () => {
  it("leaves a stale command's line out of its code block, the block kept", () => {
    const planted = edit(loadFixture("excalidraw"), "CLAUDE.md", (c) =>
      c.replace("yarn test:update     #", "yarn test:snapshots  #"),
    );
    const { text, leftOut } = applied(planted, "CLAUDE.md");
    expect(leftOut.map(({ code }) => code)).toEqual(["unknown-command"]);
    expect(text).not.toContain("test:snapshots");
    expect(text).toContain("```bash\nyarn test:typecheck  # TypeScript type checking\nyarn fix");
    expect(text.split("\n").length).toBe(contentOf(planted, "CLAUDE.md").split("\n").length - 1);
  });

  it("leaves out a list item with a wrong version, the list kept", () => {
    const path = ".github/copilot-instructions.md";
    const planted = edit(loadFixture("excalidraw"), path, (c) =>
      c.replace("- Use functional components", "- Use React 18 functional components"),
    );
    const { text, leftOut } = applied(planted, path);
    expect(leftOut.map(({ code }) => code)).toEqual(["stale-version"]);
    expect(text).not.toContain("React 18");
    expect(rulesOf(text).length).toBe(rulesOf(contentOf(planted, path)).length - 1);
  });

  it("leaves out a tool the project replaced", () => {
    const path = ".github/copilot-instructions.md";
    const planted = edit(loadFixture("excalidraw"), path, (c) =>
      c.replace("- Keep components small and focused", "- Test components with Jest"),
    );
    const { text, leftOut } = applied(planted, path);
    expect(leftOut.map(({ code }) => code)).toEqual(["competing-tool"]);
    expect(text).not.toContain("Jest");
  });

  it("keeps a file with a pasted secret without the secret's line, and never shows it", () => {
    const planted = edit(loadFixture("excalidraw"), "CLAUDE.md", (c) =>
      c.replace("yarn fix ", `GITHUB_TOKEN=${TOKEN} yarn release\nyarn fix `),
    );
    const { text, leftOut } = applied(planted, "CLAUDE.md");
    expect(leftOut.map(({ code }) => code)).toEqual(["secret"]);
    expect(text).not.toContain(TOKEN.slice(0, 8));
    expect(JSON.stringify(leftOut)).not.toContain(TOKEN.slice(0, 8));
    expect(text).toContain("yarn fix");
  });

  it("keeps a repeated rule once, at its first place", () => {
    const planted = ["AGENTS.md", "CLAUDE.md"].reduce(
      (fixture, path) =>
        edit(fixture, path, (c) => `${c}\n- This project is a Turborepo monorepo\n`),
      loadFixture("langfuse"),
    );
    const rule = "This project is a Turborepo monorepo";
    expect(applied(planted, ".cursor/rules/global.mdc").text).toContain(rule);
    for (const path of ["AGENTS.md", "CLAUDE.md"]) {
      const { text, leftOut } = applied(planted, path);
      expect(leftOut.map(({ code }) => code)).toEqual(["repeated-rule"]);
      expect(text).not.toContain(`- ${rule}`);
    }
  });

  it("changes nothing in the clean copies", () => {
    for (const name of ["excalidraw", "langfuse", "openai-agents-python"]) {
      expect(fixedRuleFiles(loadFixture(name).files, auditRuleFiles(loadFixture(name)))).toEqual(
        [],
      );
    }
  });

  it("reads the kept rules from the text with the findings applied", () => {
    const planted = edit(loadFixture("excalidraw"), "CLAUDE.md", (c) =>
      c.replace(
        "3. **Testing**: Always run `yarn test:update` before committing",
        "3. **Testing**: Always run `yarn test:snapshots` before committing",
      ),
    );
    const [fixed, ...others] = fixedRuleFiles(planted.files, auditRuleFiles(planted));
    expect(others).toEqual([]);
    expect(fixed!.path).toBe("CLAUDE.md");
    expect(fixed!.leftOut.map(({ line, code }) => [line, code])).toEqual([[16, "unknown-command"]]);
    expect(fixed!.rules.join("\n")).not.toContain("test:snapshots");
    expect(fixed!.rules).toEqual(
      rulesOf(contentOf(planted, "CLAUDE.md")).filter((rule) => !rule.includes("snapshots")),
    );
  });
  it("reports what it leaves out against what the audit found", () => {
    const path = ".github/copilot-instructions.md";
    const plants: Fixture[] = [
      edit(loadFixture("excalidraw"), "CLAUDE.md", (c) =>
        c.replace("yarn test:update     #", "yarn test:snapshots  #"),
      ),
      edit(loadFixture("excalidraw"), path, (c) =>
        c.replace("- Use functional components", "- Use React 18 functional components"),
      ),
      edit(loadFixture("excalidraw"), path, (c) =>
        c.replace("- Keep components small and focused", "- Test components with Jest"),
      ),
      edit(loadFixture("excalidraw"), "CLAUDE.md", (c) =>
        c.replace("yarn fix ", `GITHUB_TOKEN=${TOKEN} yarn release\nyarn fix `),
      ),
      ["AGENTS.md", "CLAUDE.md"].reduce(
        (fixture, file) =>
          edit(fixture, file, (c) => `${c}\n- This project is a Turborepo monorepo\n`),
        loadFixture("langfuse"),
      ),
    ];
    const clean = ["excalidraw", "langfuse", "openai-agents-python"].map(loadFixture);
    let findings = 0;
    let lines = 0;
    for (const fixture of [...clean, ...plants]) {
      const found = auditRuleFiles(fixture);
      findings += found.length;
      lines += fixedRuleFiles(fixture.files, found).flatMap((file) => file.leftOut).length;
    }
    console.info(
      `fix with Rulesmith over ${plants.length} line plants and ${clean.length} clean copies: ` +
        `${lines} lines left out for ${findings} findings`,
    );
    // One line per plant; the repeat is two (its later places), its first place stays.
    expect([lines, findings]).toEqual([6, 5]);
  });
});

describe("applyFindings: what a finding's line covers", () => {
  it("takes a list item with its wrapped and nested lines, and nothing else", () => {
    const text = [
      "# Rules",
      "",
      "- Run `npm run e2e` before a release,",
      "  after the build.",
      "  - only on main",
      "- Keep commits small and focused on one change",
    ].join("\n");
    const result = applyFindings(text, [finding("unknown-command", 3, { command: "npm run e2e" })]);
    expect(result.text).toBe("# Rules\n\n- Keep commits small and focused on one change");
  });

  it("takes a paragraph whole, from any of its lines", () => {
    const text = [
      "Intro line one.",
      "",
      "Tests live in `old/tests`,",
      "run them often.",
      "",
      "End.",
    ];
    const result = applyFindings(text.join("\n"), [
      finding("missing-path", 4, { path: "old/tests", more: 0 }),
    ]);
    expect(result.text).toBe("Intro line one.\n\nEnd.");
  });

  it("keeps a code block well formed, and leaves out a block emptied with its introduction", () => {
    const text = ["Run the tests with:", "", "```bash", "yarn test:old", "```", "", "- Keep it"];
    const result = applyFindings(text.join("\n"), [
      finding("unknown-command", 4, { command: "yarn test:old" }),
    ]);
    expect(result.text).toBe("- Keep it");
    expect(result.leftOut).toEqual([expect.objectContaining({ line: 4, code: "unknown-command" })]);
  });

  it("leaves out a list emptied with its introduction", () => {
    const text = ["Commands:", "- `yarn a`", "- `yarn b`", "", "Other rule stays."];
    const result = applyFindings(text.join("\n"), [
      finding("unknown-command", 2, { command: "yarn a" }),
      finding("unknown-command", 3, { command: "yarn b" }),
    ]);
    expect(result.text).toBe("Other rule stays.");
  });

  it("leaves a table's other rows", () => {
    const text = ["| a | b |", "| - | - |", "| `yarn x` | y |", "| z | w |"].join("\n");
    const result = applyFindings(text, [finding("unknown-command", 3, { command: "yarn x" })]);
    expect(result.text).toBe("| a | b |\n| - | - |\n| z | w |");
  });

  it("never touches frontmatter or a block a tool manages", () => {
    const text = [
      "---",
      "globs: old/**",
      "---",
      "<!-- rulesmith:begin -->",
      "- Run `yarn old`",
      "<!-- rulesmith:end -->",
      "- Mine",
    ].join("\n");
    const result = applyFindings(text, [
      finding("missing-path", 2, { path: "old", more: 0 }),
      finding("unknown-command", 5, { command: "yarn old" }),
    ]);
    expect(result).toEqual({ text, leftOut: [] });
  });

  it("leaves whole-file findings, notes about a folder named alone, and conflicts to others", () => {
    const text = "- Use `node/` for scripts\n- Tests run on Jest";
    const result = applyFindings(text, [
      finding("over-limit", 0, { limit: 1, unit: "lines", size: 2 }),
      createFinding("missing-path", "CLAUDE.md", 1, { path: "node/", more: 0 }, "info"),
      finding("conflicting-rules", 2, {}),
      // The audit's own finding marks a repeated rule's first place, which stays.
      finding("repeated-rule", 2, { count: 1, times: 3, places: "CLAUDE.md", rule: "x" }),
    ]);
    expect(result).toEqual({ text, leftOut: [] });
  });
});
