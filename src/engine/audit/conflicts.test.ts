import { describe, expect, it } from "vitest";
import { auditRuleFiles } from "./index";

/**
 * Conflicts between rule files one tool loads together (decision 125). The cases were written
 * before the check was tuned: each says found or not found.
 */
const conflicts = (files: Record<string, string>) =>
  auditRuleFiles({ files: Object.entries(files).map(([path, content]) => ({ path, content })) })
    .filter(({ code }) => code === "conflicting-rules")
    .map(({ file, line, params }) => ({ file, line, params }));

const CLAUDE_IMPORTS = "# Claude\n\n@AGENTS.md\n";

describe("conflicting rules", () => {
  it("finds AGENTS.md and CLAUDE.md choosing different test runners, once, with both lines", () => {
    expect(
      conflicts({
        "AGENTS.md": "# Rules\n\n- Write tests with Vitest.\n- Keep tests next to the code.\n",
        "CLAUDE.md": `${CLAUDE_IMPORTS}\n- Run the tests with \`npx jest --watch\`.\n- Mock with Jest.\n`,
      }),
    ).toEqual([
      {
        file: "AGENTS.md",
        line: 3,
        params: {
          tool: "Claude Code",
          said: "Vitest",
          other: "Jest",
          otherFile: "CLAUDE.md",
          otherLine: 5,
        },
      },
    ]);
  });

  it("finds a Cursor rule and AGENTS.md choosing different package managers", () => {
    expect(
      conflicts({
        "AGENTS.md": "# Rules\n\n- Install dependencies with `npm install`.\n",
        ".cursor/rules/setup.mdc":
          "---\ndescription: Setup\nalwaysApply: true\n---\n\n- Always use pnpm to add packages.\n",
      }),
    ).toEqual([
      {
        file: ".cursor/rules/setup.mdc",
        line: 6,
        params: expect.objectContaining({
          tool: "Cursor",
          said: "pnpm",
          other: "npm",
          otherFile: "AGENTS.md",
          otherLine: 3,
        }),
      },
    ]);
  });

  it("finds tabs against spaces", () => {
    expect(
      conflicts({
        "AGENTS.md": "# Style\n\n- Indent with tabs.\n",
        "CLAUDE.md": `${CLAUDE_IMPORTS}\n- Use 2 spaces for indentation.\n`,
      }).map(({ params }) => `${params.said} / ${params.other}`),
    ).toEqual(["tabs / spaces"]);
  });

  it("does not count a tool the rule refuses", () => {
    expect(
      conflicts({
        "AGENTS.md": "# Rules\n\n- Tests run on Vitest.\n",
        "CLAUDE.md": `${CLAUDE_IMPORTS}\n- Do not add Jest; it was removed.\n- Use spaces, not tabs.\n`,
      }),
    ).toEqual([]);
  });

  it("does not count one file that names both tools as a migration note", () => {
    expect(
      conflicts({
        "AGENTS.md":
          "# Rules\n\n- We moved from Jest to Vitest in 2024, and some old suites still use Jest.\n",
        "CLAUDE.md": `${CLAUDE_IMPORTS}\n- Write new tests with Vitest.\n`,
      }),
    ).toEqual([]);
    expect(
      conflicts({
        "AGENTS.md": "# Rules\n\n- Migrating from Jest to Vitest: write new tests with Vitest.\n",
        "CLAUDE.md": `${CLAUDE_IMPORTS}\n- Keep tests next to the code.\n`,
      }),
    ).toEqual([]);
  });

  it("leaves alone files no tool loads together", () => {
    expect(
      conflicts({
        ".cursor/rules/tests.mdc": "---\nalwaysApply: true\n---\n\n- Write tests with Jest.\n",
        "CLAUDE.md": "# Claude\n\n- Write tests with Vitest.\n",
      }),
    ).toEqual([]);
  });

  it("leaves a conflict the project's facts decide to the competing tool", () => {
    const files = {
      "package.json": JSON.stringify({ devDependencies: { vitest: "^3.0.0" } }),
      "AGENTS.md": "# Rules\n\n- Write tests with Vitest.\n",
      "CLAUDE.md": `${CLAUDE_IMPORTS}\n- Write tests with Jest.\n`,
    };
    const found = auditRuleFiles({
      files: Object.entries(files).map(([path, content]) => ({ path, content })),
    });
    expect(found.map(({ code, file }) => `${code} ${file}`)).toEqual(["competing-tool CLAUDE.md"]);
  });
});
