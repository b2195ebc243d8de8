import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { generateRule } from "./index";
import { createForm } from "./testing/forms";
import { frontmatterOf, lintMarkdown } from "./testing/parse";
import type { GeneratedRule } from "./types";

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const generate = (overrides = {}, language: "en" | "de" = "en") =>
  generateRule({
    form: createForm({
      aiModel: "Claude",
      applicationType: "Fullstack",
      frameworks: ["Next.js", "TypeScript"],
      projectDescription: "A booking app on Prisma and Postgres.",
      skills: true,
      ...overrides,
    }),
    language,
  });

const extras = (rule: GeneratedRule) => rule.files.filter((file) => file.kind);

describe("skills and commands", () => {
  it("writes no skills unless asked", () => {
    expect(extras(generate({ skills: undefined }))).toEqual([]);
  });

  it("writes Agent Skills from the project's commands and concerns, and Claude's commands", () => {
    const rule = generate();
    expect(extras(rule).map((file) => [file.path, file.kind, file.role])).toEqual([
      [".claude/skills/run-tests/SKILL.md", "skill", "scoped"],
      [".claude/skills/add-migration/SKILL.md", "skill", "scoped"],
      [".claude/skills/add-endpoint/SKILL.md", "skill", "scoped"],
      [".claude/skills/prepare-release/SKILL.md", "skill", "scoped"],
      [".claude/commands/check.md", "command", "scoped"],
      [".claude/commands/review-changes.md", "command", "scoped"],
    ]);
    const migration = rule.files.find((file) => file.path.includes("add-migration"))!.content;
    // Made and applied on the local database only: `migrate deploy` is Prisma's production step.
    expect(migration).toContain("`npx prisma migrate dev --create-only --name <change>`");
    expect(migration).toContain("local database with `npx prisma migrate dev`");
    expect(migration).not.toContain("deploy");
    const tests = rule.files.find((file) => file.path.includes("run-tests"))!.content;
    expect(tests).toContain("`npm test`");
    expect(tests).toContain("`npx tsc --noEmit`");
    expect(rule.tools[0]?.files).toContainEqual({
      path: ".claude/skills/run-tests/SKILL.md",
      load: "on-demand",
    });
  });

  it("gives every SKILL.md the Agent Skills frontmatter, its name equal to its folder", () => {
    for (const language of ["en", "de"] as const) {
      const rule = generate({ aiModel: "Copilot" }, language);
      for (const file of rule.files.filter((f) => f.kind === "skill")) {
        const frontmatter = frontmatterOf(file.content) as { name: string; description: string };
        expect(Object.keys(frontmatter)).toEqual(["name", "description"]);
        expect(frontmatter.name).toMatch(NAME);
        expect(frontmatter.name.length).toBeLessThanOrEqual(64);
        expect(file.path).toBe(`.github/skills/${frontmatter.name}/SKILL.md`);
        expect(frontmatter.description.length).toBeGreaterThan(20);
        expect(frontmatter.description.length).toBeLessThanOrEqual(1024);
        expect(lintMarkdown(file.content), file.path).toEqual([]);
      }
      const prompt = rule.files.find((f) => f.path === ".github/prompts/check.prompt.md")!;
      expect(Object.keys(frontmatterOf(prompt.content)!)).toEqual(["description", "agent"]);
    }
  });

  it("writes Gemini CLI's commands as TOML", () => {
    const rule = generate({ aiModel: "Gemini CLI" });
    const command = rule.files.find((f) => f.path === ".gemini/commands/check.toml")!;
    const toml = parseToml(command.content) as { description: string; prompt: string };
    expect(toml.description).toContain("check");
    expect(toml.prompt).toContain("`npm test`");
  });

  it("shares one .agents/skills between the tools that read it when several are chosen", () => {
    const rule = generate({ aiModels: ["Claude", "Cursor", "Copilot", "Codex"] });
    const skillFolders = new Set(
      rule.files.filter((f) => f.kind === "skill").map((f) => f.path.split("/")[0]),
    );
    expect([...skillFolders].sort()).toEqual([".agents", ".claude"]);
    const cursor = rule.tools.find((tool) => tool.id === "Cursor")!;
    expect(cursor.files).toContainEqual({
      path: ".agents/skills/run-tests/SKILL.md",
      load: "on-demand",
    });
    expect(cursor.files).toContainEqual({ path: ".cursor/commands/check.md", load: "on-demand" });
    expect(new Set(rule.files.map((f) => f.path)).size).toBe(rule.files.length);
  });

  it("makes and applies migrations the way Phoenix and Symfony do", () => {
    const migration = (frameworks: string[]) =>
      generate({
        applicationType: "Backend",
        frameworks,
        projectDescription: "A shop.",
      }).files.find((file) => file.path.includes("add-migration"))!.content;
    const phoenix = migration(["Phoenix", "Elixir"]);
    expect(phoenix).toContain("`mix ecto.gen.migration <change>`");
    expect(phoenix).toContain("`mix ecto.migrate`");
    const symfony = migration(["Symfony", "PHP"]);
    expect(symfony).toContain("`php bin/console make:migration`");
    expect(symfony).toContain("`php bin/console doctrine:migrations:migrate`");
    expect(
      generate({ applicationType: "Backend", frameworks: ["Vapor"] }).files.some((file) =>
        file.path.includes("add-endpoint"),
      ),
    ).toBe(true);
  });

  it("leaves the migration skill out when the stack has no migrations", () => {
    const rule = generate({
      applicationType: "Frontend",
      frameworks: ["React"],
      projectDescription: "A recipe site.",
    });
    const names = extras(rule).map((file) => file.path);
    expect(names.some((path) => path.includes("add-migration"))).toBe(false);
    expect(names.some((path) => path.includes("add-endpoint"))).toBe(false);
  });
});
