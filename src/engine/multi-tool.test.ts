import { aiModelIds, wizardFormSchema } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { generateRule } from "./index";
import { measure } from "./browser/measure";
import { createProjectFacts } from "./project/testing/facts";
import { targetProfiles } from "./targets/index";
import { createForm } from "./testing/forms";
import { frontmatterOf, lintMarkdown } from "./testing/parse";
import type { GeneratedRule } from "./types";

const generate = (aiModels: string[], overrides = {}) =>
  generateRule({
    form: createForm({ aiModel: aiModels[0]!, aiModels, ...overrides }),
    language: "en",
  });

const paths = (rule: GeneratedRule) => rule.files.map((file) => file.path);
const file = (rule: GeneratedRule, path: string) => rule.files.find((f) => f.path === path)!;

/** Every tool finds its always-on text within its limit, and each of its files too. */
function expectWithinLimits(rule: GeneratedRule) {
  for (const tool of rule.tools) {
    expect(tool.size, tool.id).toBeLessThanOrEqual(tool.limit.value);
    for (const entry of tool.files) {
      const own = file(rule, entry.path);
      expect(measure(own.content, tool.limit.unit), `${tool.id} ${entry.path}`).toBeLessThanOrEqual(
        tool.limit.value,
      );
    }
  }
}

describe("several tools from one AGENTS.md (decision 091)", () => {
  it("keeps a stored single-tool form as it was", () => {
    const stored = wizardFormSchema.parse({
      promptType: "Rules",
      projectDescription: "A booking app.",
      aiModel: "Claude",
      applicationType: "Frontend",
      frameworks: ["React"],
      behaviorPreference: "Strict",
      outputFormat: "Markdown",
    });
    const alone = generateRule({ form: stored, language: "en" });
    const listed = generateRule({ form: { ...stored, aiModels: ["Claude"] }, language: "en" });
    expect(listed).toEqual(alone);
    expect(alone.files[0]?.path).toBe("CLAUDE.md");
    expect(alone.tools.map((tool) => tool.id)).toEqual(["Claude"]);
  });

  it("writes the shared core once, a loader per tool and each tool's scoped files", () => {
    const rule = generate(["Claude", "Cursor", "Copilot"]);
    expect(paths(rule)).toEqual([
      "AGENTS.md",
      "CLAUDE.md",
      ".claude/rules/react.md",
      ".claude/rules/typescript.md",
      ".cursor/rules/react.mdc",
      ".cursor/rules/typescript.mdc",
      ".github/instructions/react.instructions.md",
      ".github/instructions/typescript.instructions.md",
    ]);
    expect(rule.fileName).toBe("AGENTS.md");
    expect(rule.content).toBe(file(rule, "AGENTS.md").content);
    expect(rule.content).toContain("## Commands & layout");
    expect(rule.content).not.toContain("## React");
    expect(file(rule, "CLAUDE.md").content.startsWith("@AGENTS.md\n")).toBe(true);
    expect(file(rule, "CLAUDE.md").kind).toBe("loader");
    expect(file(rule, ".cursor/rules/react.mdc").content).toContain("globs: **/*.tsx,**/*.jsx");
    expect(rule.title).toBe(
      "React + TypeScript frontend rules for Claude, Cursor and GitHub Copilot",
    );
    expect(rule.tools.map((tool) => [tool.id, tool.files])).toEqual([
      [
        "Claude",
        [
          { path: "AGENTS.md", load: "always" },
          { path: "CLAUDE.md", load: "always" },
          { path: ".claude/rules/react.md", load: "paths" },
          { path: ".claude/rules/typescript.md", load: "paths" },
        ],
      ],
      [
        "Cursor",
        [
          { path: "AGENTS.md", load: "always" },
          { path: ".cursor/rules/react.mdc", load: "paths" },
          { path: ".cursor/rules/typescript.mdc", load: "paths" },
        ],
      ],
      [
        "Copilot",
        [
          { path: "AGENTS.md", load: "always" },
          { path: ".github/instructions/react.instructions.md", load: "paths" },
          { path: ".github/instructions/typescript.instructions.md", load: "paths" },
        ],
      ],
    ]);
    expect(rule.tools[0]?.size).toBe(
      measure(rule.content, "lines") + measure(file(rule, "CLAUDE.md").content, "lines"),
    );
    expect(rule.tools[2]?.reviewLimit).toEqual({ value: 4000, unit: "chars" });
    expectWithinLimits(rule);
  });

  it("keeps the framework rules in AGENTS.md when a chosen tool cannot scope", () => {
    const rule = generate(["Cursor", "Codex", "Aider", "Gemini CLI", "Antigravity"]);
    expect(paths(rule)).toEqual([
      "AGENTS.md",
      ".aider.conf.yml",
      "GEMINI.md",
      ".agents/rules/react-typescript-frontend.md",
    ]);
    expect(rule.content).toContain("## React");
    expect(file(rule, ".aider.conf.yml").content).toContain("\nread: AGENTS.md\n");
    expect(file(rule, "GEMINI.md").content.startsWith("@AGENTS.md\n")).toBe(true);
    const pointer = file(rule, ".agents/rules/react-typescript-frontend.md").content;
    expect(frontmatterOf(pointer)).toMatchObject({ trigger: "always_on" });
    expect(pointer).toContain("Read `AGENTS.md` at the repository root");
    expect(rule.tools.find((tool) => tool.id === "GeminiCLI")?.successor).toBe("Antigravity");
    expectWithinLimits(rule);
  });

  it("fits AGENTS.md to the strictest tool, counting the loader that imports it", () => {
    const long = "A multi-tenant neobank with Stripe webhooks and patient data. ".repeat(60);
    const rule = generate(["Kiro", "Claude", "Codex"], { projectDescription: long });
    expect(rule.trimmed).toBe(true);
    expect(measure(rule.content, "bytes")).toBeLessThanOrEqual(5000);
    expectWithinLimits(rule);
  });

  it("puts a monorepo's packages into nested AGENTS.md files every tool reads", () => {
    const project = createProjectFacts({
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [
          {
            path: "apps/web",
            name: "web",
            frameworks: ["React"],
            libraries: [],
            commands: [],
            source: "apps/web/package.json",
          },
        ],
      },
      folders: ["apps", "apps/web", "apps/web/src"],
    });
    const rule = generate(["Claude", "Cursor"], { project });
    expect(paths(rule)).toContain("apps/web/AGENTS.md");
    expect(
      rule.tools.every((tool) => tool.files.some((f) => f.path === "apps/web/AGENTS.md")),
    ).toBe(true);
  });

  it("moves a framework only some packages use into their nested files, unless every tool scopes", () => {
    const pkg = (path: string, frameworks: ("React" | "Express")[]) => ({
      path,
      name: path,
      frameworks,
      libraries: [],
      commands: [],
      source: `${path}/package.json`,
    });
    const project = createProjectFacts({
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [pkg("apps/web", ["React"]), pkg("apps/api", ["Express"])],
      },
      folders: ["apps", "apps/api", "apps/api/src", "apps/web", "apps/web/src"],
    });
    const form = { project, frameworks: ["React", "Express"] as ("React" | "Express")[] };
    const agents = generate(["Codex", "Copilot"], form);
    const web = (rule: GeneratedRule) =>
      rule.files.find((file) => file.path === "apps/web/AGENTS.md")!.content;
    expect(web(agents)).toContain("## React");
    expect(agents.files[0]!.content).not.toContain("## React");
    // Claude Code and Cursor get React's rules in their own scoped files: not again here.
    const scoped = generate(["Claude", "Cursor"], form);
    expect(web(scoped)).not.toContain("## React");
    expect(paths(scoped)).toContain(".claude/rules/react.md");
  });

  it("keeps a package's own rules in that package's file, not the root's", () => {
    const project = createProjectFacts({
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [
          {
            path: "packages/crm",
            name: "crm",
            frameworks: [],
            libraries: [],
            commands: [],
            source: "packages/crm/package.json",
          },
        ],
      },
      existingRules: [
        { path: "AGENTS.md", tool: "AGENTS.md", rules: ["Answer in English."], keep: true },
        {
          path: "packages/crm/CLAUDE.md",
          tool: "Claude",
          rules: ["Use the CRM's MCP server before its CLI."],
          keep: true,
        },
      ],
    });
    const rule = generate(["Codex", "Copilot"], { project });
    const root = rule.files[0]!.content;
    const crm = rule.files.find((file) => file.path === "packages/crm/AGENTS.md")!.content;
    expect(root).toContain("- Answer in English.");
    expect(root).not.toContain("CRM's MCP server");
    expect(crm).toContain("- Use the CRM's MCP server before its CLI.");
  });

  it("ignores tools that cannot share a file and keeps one tool's behaviour", () => {
    expect(paths(generate(["Cursor", "ChatGPT", "Lovable"]))).toEqual(paths(generate(["Cursor"])));
    expect(generate(["ChatGPT", "Cursor"]).target.id).toBe("ChatGPT");
    const prompt = generate(["Claude", "Cursor"], { promptType: "NativePrompt" });
    expect(prompt.tools.map((tool) => tool.id)).toEqual(["Claude"]);
    const json = generate(["Claude", "Cursor"], { outputFormat: "JSON" });
    expect(paths(json)).toEqual(["react-typescript-frontend.rules.json"]);
  });

  it("reads back every file of every shareable tool chosen together", () => {
    const shareable = aiModelIds.filter((id) => targetProfiles[id].sharedCore);
    for (const language of ["en", "de"] as const) {
      const rule = generateRule({
        form: createForm({
          aiModel: "Claude",
          aiModels: shareable,
          frameworks: ["React", "TypeScript", "FastAPI"],
          applicationType: "Fullstack",
          outputFormat: "Both",
        }),
        language,
      });
      expect(rule.tools).toHaveLength(shareable.length);
      for (const f of rule.files) {
        if (f.role === "json") expect(() => JSON.parse(f.content) as unknown).not.toThrow();
        else if (f.kind !== "config") {
          expect(lintMarkdown(f.content), f.path).toEqual([]);
          expect(() => frontmatterOf(f.content), f.path).not.toThrow();
        }
      }
      expect(new Set(paths(rule)).size).toBe(rule.files.length);
      expectWithinLimits(rule);
    }
  });
});
