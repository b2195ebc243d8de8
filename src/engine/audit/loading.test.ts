import { describe, expect, it } from "vitest";
import { loadsByTool } from "../browser/rule-loads";
import { auditedRuleFiles } from "./index";

/** What `auditedRuleFiles` says each file's tool loads it for, by path. */
function loads(files: Record<string, string>) {
  const audited = auditedRuleFiles({
    files: Object.entries(files).map(([path, content]) => ({ path, content })),
  });
  return Object.fromEntries(audited.map((file) => [file.path, file.loads]));
}

const fm = (lines: string[], body = "- A rule.\n") => `---\n${lines.join("\n")}\n---\n${body}`;

describe("what each tool loads", () => {
  it("reads Cursor's four rule types and skips a .md in .cursor/rules", () => {
    expect(
      loads({
        ".cursor/rules/base.mdc": fm(["alwaysApply: true", "globs: src/**"]),
        ".cursor/rules/react.mdc": fm(["globs: src/**/*.tsx, src/**/*.{ts,tsx}"]),
        ".cursor/rules/quoted.mdc": fm(['globs: ["app/**", "lib/**"]', "alwaysApply: false"]),
        ".cursor/rules/db.mdc": fm(["description: Database migrations and queries"]),
        ".cursor/rules/plain.mdc": "- Neither description nor globs.\n",
        ".cursor/rules/empty.mdc": fm(["description:", "globs:", "alwaysApply: false"]),
        ".cursor/rules/style.md": "- Never loaded.\n",
        ".cursorrules": "- Legacy.\n",
      }),
    ).toEqual({
      ".cursor/rules/base.mdc": { mode: "always" },
      ".cursor/rules/react.mdc": { mode: "paths", paths: ["src/**/*.tsx", "src/**/*.{ts,tsx}"] },
      ".cursor/rules/quoted.mdc": { mode: "paths", paths: ["app/**", "lib/**"] },
      ".cursor/rules/db.mdc": { mode: "on-demand", description: "Database migrations and queries" },
      ".cursor/rules/plain.mdc": { mode: "manual" },
      ".cursor/rules/empty.mdc": { mode: "manual" },
      ".cursor/rules/style.md": { mode: "ignored" },
      ".cursorrules": { mode: "always" },
    });
  });

  it("loads Claude Code's root file always, a nested CLAUDE.md for its folder, rules by paths", () => {
    expect(
      loads({
        "CLAUDE.md": "@AGENTS.md\n",
        "packages/api/CLAUDE.md": "- API rules.\n",
        ".claude/rules/testing.md": "- Always.\n",
        ".claude/rules/api.md": fm(["paths:", '  - "src/api/**/*.ts"', '  - "lib/**"']),
      }),
    ).toEqual({
      "CLAUDE.md": { mode: "always" },
      "packages/api/CLAUDE.md": { mode: "paths", paths: ["packages/api/**"] },
      ".claude/rules/testing.md": { mode: "always" },
      ".claude/rules/api.md": { mode: "paths", paths: ["src/api/**/*.ts", "lib/**"] },
    });
  });

  it("loads the root AGENTS.md always and a nested one for its folder", () => {
    expect(loads({ "AGENTS.md": "- Root.\n", "web/app/AGENTS.md": "- Web.\n" })).toEqual({
      "AGENTS.md": { mode: "always" },
      "web/app/AGENTS.md": { mode: "paths", paths: ["web/app/**"] },
    });
  });

  it("reads Copilot's applyTo, with ** as every file and none as by hand", () => {
    expect(
      loads({
        ".github/copilot-instructions.md": "- Repo wide.\n",
        ".github/instructions/ts.instructions.md": fm(['applyTo: "**/*.ts,**/*.tsx"']),
        ".github/instructions/all.instructions.md": fm(['applyTo: "**"']),
        ".github/instructions/none.instructions.md": "- Attached by hand.\n",
      }),
    ).toEqual({
      ".github/copilot-instructions.md": { mode: "always" },
      ".github/instructions/ts.instructions.md": { mode: "paths", paths: ["**/*.ts", "**/*.tsx"] },
      ".github/instructions/all.instructions.md": { mode: "always" },
      ".github/instructions/none.instructions.md": { mode: "manual" },
    });
  });

  it("reads Windsurf's and Devin Desktop's trigger, and leaves a rule without one unstated", () => {
    expect(
      loads({
        ".windsurfrules": "- Legacy.\n",
        ".windsurf/rules/always.md": fm(["trigger: always_on"]),
        ".windsurf/rules/tests.md": fm(["trigger: glob", "globs: **/*.test.ts"]),
        ".windsurf/rules/db.md": fm(["trigger: model_decision", "description: When touching SQL"]),
        ".devin/rules/release.md": fm(["trigger: manual"]),
        ".windsurf/rules/bare.md": "- No trigger.\n",
      }),
    ).toEqual({
      ".windsurfrules": { mode: "always" },
      ".windsurf/rules/always.md": { mode: "always" },
      ".windsurf/rules/tests.md": { mode: "paths", paths: ["**/*.test.ts"] },
      ".windsurf/rules/db.md": { mode: "on-demand", description: "When touching SQL" },
      ".devin/rules/release.md": { mode: "manual" },
      ".windsurf/rules/bare.md": undefined,
    });
  });

  it("reads Kiro's inclusion, always by default", () => {
    expect(
      loads({
        ".kiro/steering/product.md": "# Product\n",
        ".kiro/steering/tech.md": fm(["inclusion: always"]),
        ".kiro/steering/components.md": fm([
          "inclusion: fileMatch",
          'fileMatchPattern: "components/**/*.tsx"',
        ]),
        ".kiro/steering/deploy.md": fm(["inclusion: manual"]),
        ".kiro/steering/api.md": fm(["inclusion: auto", "description: REST API conventions"]),
      }),
    ).toEqual({
      ".kiro/steering/product.md": { mode: "always" },
      ".kiro/steering/tech.md": { mode: "always" },
      ".kiro/steering/components.md": { mode: "paths", paths: ["components/**/*.tsx"] },
      ".kiro/steering/deploy.md": { mode: "manual" },
      ".kiro/steering/api.md": { mode: "on-demand", description: "REST API conventions" },
    });
  });

  it("reads Cline's paths, Gemini's root file and Aider's read list", () => {
    expect(
      loads({
        ".clinerules/base.md": "- Every task.\n",
        ".clinerules/react.md": fm(["paths:", '  - "src/components/**"']),
        "GEMINI.md": "- Gemini.\n",
        "CONVENTIONS.md": "- Aider.\n",
      }),
    ).toEqual({
      ".clinerules/base.md": { mode: "always" },
      ".clinerules/react.md": { mode: "paths", paths: ["src/components/**"] },
      "GEMINI.md": { mode: "always" },
      "CONVENTIONS.md": { mode: "manual" },
    });
    expect(
      loads({ "CONVENTIONS.md": "- Aider.\n", ".aider.conf.yml": "read: CONVENTIONS.md\n" }),
    ).toEqual({ "CONVENTIONS.md": { mode: "always" } });
  });

  it("shortens a long description and groups the files by tool, always first", () => {
    const long = "x".repeat(500);
    const files = auditedRuleFiles({
      files: [
        { path: ".cursor/rules/db.mdc", content: fm([`description: ${long}`]) },
        { path: ".cursor/rules/base.mdc", content: fm(["alwaysApply: true"]) },
        { path: "GEMINI.md", content: "- Gemini.\n" },
      ],
    });
    const description = files.find((file) => file.path === ".cursor/rules/db.mdc")?.loads
      ?.description;
    expect(description).toHaveLength(200);
    expect(description?.endsWith("…")).toBe(true);
    expect(
      loadsByTool(files).map(({ name, files }) => [name, files.map((file) => file.path)]),
    ).toEqual([
      ["Cursor", [".cursor/rules/base.mdc", ".cursor/rules/db.mdc"]],
      ["Gemini CLI", ["GEMINI.md"]],
    ]);
  });
});
