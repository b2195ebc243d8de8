import { aiModelIds, languages, outputFormats, promptTypes } from "#contract/wizard";
import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { parse } from "yaml";
import { generateRule } from "../index";
import { RULES_JSON_SCHEMA } from "../render/json";
import { targetProfiles } from "../targets/index";
import { createForm } from "../testing/forms";
import { frontmatterOf, lintMarkdown } from "../testing/parse";

/** A form that exercises every part: packs, notes, versions, several toolchains. */
const rich = createForm({
  applicationType: "Fullstack",
  frameworks: ["React", "Next.js", "TypeScript", "FastAPI", "Python"],
  frameworkVersions: { "Next.js": "15" },
  projectDescription:
    "A multi-tenant booking platform for physiotherapy practices. Patients pay with Stripe; webhooks confirm payments.",
  additionalNotes: "Use pnpm. No default exports.",
  skills: true,
});

/** What each tool reads from a file's frontmatter, by file role. */
const expectedKeys: Partial<Record<string, { core?: string[]; scoped: string[] }>> = {
  Cursor: { core: ["description", "alwaysApply"], scoped: ["description", "globs", "alwaysApply"] },
  Claude: { scoped: ["paths"] },
  Copilot: { scoped: ["applyTo"] },
  Windsurf: { core: ["trigger", "description"], scoped: ["trigger", "description", "globs"] },
  Devin: { core: ["trigger", "description"], scoped: ["trigger", "description", "globs"] },
  Antigravity: { core: ["trigger", "description"], scoped: ["trigger", "description", "globs"] },
  Kiro: { core: ["inclusion"], scoped: ["inclusion", "fileMatchPattern"] },
  Cline: { scoped: ["paths"] },
};

describe("every target's output reads back with real parsers", () => {
  for (const aiModel of aiModelIds) {
    it(`${aiModel}: frontmatter, markdown and JSON in every kind, format and language`, () => {
      for (const promptType of promptTypes)
        for (const outputFormat of outputFormats)
          for (const language of languages) {
            const rule = generateRule({
              form: { ...rich, aiModel, promptType, outputFormat },
              language,
            });
            const where = `${aiModel} ${promptType} ${outputFormat} ${language}`;
            for (const file of rule.files) {
              if (file.role === "json") {
                const json = JSON.parse(file.content) as { schema: string; title: string };
                expect(json.schema, where).toBe(RULES_JSON_SCHEMA);
                expect(json.title, where).toBe(rule.title);
                continue;
              }
              if (file.path.endsWith(".toml")) {
                const toml = parseToml(file.content) as { description?: unknown; prompt?: unknown };
                expect(Object.keys(toml).sort(), where).toEqual(["description", "prompt"]);
                continue;
              }
              if (file.kind === "skill" || file.kind === "command") {
                // Skills carry the Agent Skills frontmatter; commands the tool's own, or none.
                expect(lintMarkdown(file.content), `${where} ${file.path}`).toEqual([]);
                const keys = Object.keys(frontmatterOf(file.content) ?? {});
                if (file.kind === "skill") expect(keys, file.path).toEqual(["name", "description"]);
                continue;
              }
              if (file.kind === "config") {
                // Aider's setting: strict YAML whose `read` names the rule file beside it.
                const config = parse(file.content, { strict: true, uniqueKeys: true }) as {
                  read: string;
                };
                expect(
                  rule.files.map((f) => f.path),
                  where,
                ).toContain(config.read);
                continue;
              }
              expect(lintMarkdown(file.content), `${where} ${file.path}`).toEqual([]);
              const frontmatter = frontmatterOf(file.content);
              const keys = expectedKeys[aiModel];
              const expected =
                promptType === "NativePrompt"
                  ? undefined
                  : file.role === "scoped"
                    ? keys?.scoped
                    : keys?.core;
              expect(
                frontmatter ? Object.keys(frontmatter) : undefined,
                `${where} ${file.path}`,
              ).toEqual(expected);
            }
          }
    });
  }

  it("writes globs the way each tool matches them", () => {
    const files = (aiModel: string) =>
      generateRule({ form: { ...rich, aiModel }, language: "en" }).files.filter(
        (file) => file.role === "scoped",
      );
    const react = (aiModel: string) =>
      frontmatterOf(files(aiModel).find((file) => file.path.includes("react"))?.content ?? "");
    expect(react("Cursor")).toEqual({
      description: "React rules for matching files",
      globs: "**/*.tsx,**/*.jsx",
      alwaysApply: false,
    });
    // Cursor keeps quotes as part of the pattern: the list is written bare.
    const cursorReact = files("Cursor").find((file) => file.path.includes("react"))!.content;
    expect(cursorReact).toContain("\nglobs: **/*.tsx,**/*.jsx\n");
    expect(react("Devin")).toEqual({
      trigger: "glob",
      description: "React rules for matching files",
      globs: "**/*.tsx,**/*.jsx",
    });
    expect(react("Claude")).toEqual({ paths: ["**/*.tsx", "**/*.jsx"] });
    expect(react("Copilot")).toEqual({ applyTo: "**/*.tsx,**/*.jsx" });
    // Kiro: one pattern as a string, several in the documented array form.
    expect(react("Kiro")).toEqual({
      inclusion: "fileMatch",
      fileMatchPattern: ["**/*.tsx", "**/*.jsx"],
    });
    expect(files("Kiro").find((file) => file.path.includes("react"))!.content).toContain(
      'fileMatchPattern: ["**/*.tsx", "**/*.jsx"]',
    );
    const fastapi = files("Kiro").find((file) => file.path.endsWith("/fastapi.md"))!;
    expect(fastapi.content).toContain('fileMatchPattern: "**/*.py"');
  });

  it("gives every scoped target a file per framework and names its source", () => {
    for (const id of aiModelIds) {
      const profile = targetProfiles[id];
      if (!profile.scoping) continue;
      const rule = generateRule({ form: { ...rich, aiModel: id }, language: "en" });
      expect(rule.files.filter((file) => file.role === "scoped" && !file.kind)).toHaveLength(5);
      expect(profile.source).toMatch(/^https:\/\//);
    }
  });
});
