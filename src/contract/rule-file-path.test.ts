import { describe, expect, it } from "vitest";
import { generateResponseSchema, ruleFileSchema } from "./generator";
import { isRuleFilePath, ruleFilePathSchema } from "./rule-file-path";
import { saveRuleRequestSchema } from "./rules";

const valid = [
  "CLAUDE.md",
  "AGENTS.md",
  ".rules",
  ".bolt/prompt",
  ".aider.conf.yml",
  ".cursor/rules/a.mdc",
  ".cursor/rules/react-frontend.mdc",
  ".github/copilot-instructions.md",
  ".github/instructions/go.instructions.md",
  ".github/prompts/run-tests.prompt.md",
  ".claude/skills/run-tests/SKILL.md",
  ".gemini/commands/check.toml",
  ".gitignore",
  "apps/web/AGENTS.md",
  "packages/@scope/ui/AGENTS.md",
  "docs/Regeln für uns.md",
];

const invalid = [
  "",
  "../../.bashrc",
  "../../.claude/settings.json",
  "a/../../b",
  "a/..",
  "..",
  ".",
  "./CLAUDE.md",
  "a/./b",
  "/etc/x",
  "//server/share/x",
  "C:\\x",
  "C:x",
  "c:/x",
  "a/b:stream",
  "a\\..\\..\\b",
  "..\\x",
  "a//b",
  "a/",
  "/",
  " CLAUDE.md",
  "CLAUDE.md ",
  "a/.. /b",
  "a/.../b",
  "name.",
  ".git/hooks/pre-commit",
  ".GIT/config",
  "sub/.git/config",
  "a\u0000b",
  "a\nb",
  "a\rb",
  "a\tb",
  "evil\u001b[2J.md",
  "a\u007fb",
  "a\u009bb",
  "\u202egnp.md",
  "a".repeat(301),
];

describe("a rule file's path (decision 119)", () => {
  it.each(valid)("keeps %j", (path) => {
    expect(ruleFilePathSchema.safeParse(path).success).toBe(true);
    expect(isRuleFilePath(path)).toBe(true);
  });

  it.each(invalid)("refuses %j", (path) => {
    expect(ruleFilePathSchema.safeParse(path).success).toBe(false);
    expect(isRuleFilePath(path)).toBe(false);
  });

  it("is checked wherever a rule file travels: the generate answer, a saved rule, a save request", () => {
    const file = { path: "../../.bashrc", content: "x", role: "core" as const, size: 1 };
    expect(ruleFileSchema.safeParse(file).success).toBe(false);
    expect(ruleFileSchema.safeParse({ ...file, path: ".cursor/rules/a.mdc" }).success).toBe(true);
    const answer = generateResponseSchema.shape.files.safeParse([file]);
    expect(answer.success).toBe(false);
    const tools = generateResponseSchema.shape.tools.safeParse([
      {
        id: "claude",
        name: "Claude Code",
        files: [{ path: "/etc/x", load: "always" }],
        size: 1,
        limit: { value: 1, unit: "chars", source: null },
      },
    ]);
    expect(tools.success).toBe(false);
    const save = saveRuleRequestSchema.shape.rule.shape.files.safeParse([
      { path: "C:\\x", content: "x", role: "core" },
    ]);
    expect(save.success).toBe(false);
  });
});
