import { describe, expect, it } from "vitest";
import type { WorkspacePackage } from "#contract/project-facts";
import { isRuleFilePath } from "#contract/rule-file-path";
import { generateRule } from "./index";
import { applyFacts } from "./project/index";
import { createProjectFacts } from "./project/testing/facts";
import { createForm } from "./testing/forms";

const reactPackage = (path: string): WorkspacePackage => ({
  path,
  name: path,
  frameworks: ["Next.js", "React"],
  libraries: [],
  commands: [],
  source: "package.json",
});

describe("the paths of the files a generation makes (decision 119)", () => {
  it("gives a package whose folder could not hold a rule file no file of its own", () => {
    // Package paths come with the form's facts, from the caller: these pass the facts' schema.
    const folders = ["C:x", "apps//api", "apps/api.", "apps/web"];
    const facts = createProjectFacts({
      origin: { kind: "files" },
      frameworks: [
        { name: "Next.js", version: "15.0.0", source: "package.json" },
        { name: "React", version: "19.0.0", source: "package.json" },
      ],
      workspaces: {
        tool: "pnpm",
        source: "pnpm-workspace.yaml",
        packages: [
          ...folders.map(reactPackage),
          { ...reactPackage("packages/ui"), frameworks: [] },
        ],
      },
      folders: [...folders.map((folder) => `${folder}/app`), "packages/ui/src"],
    });
    const form = applyFacts(createForm({ frameworks: [] }), facts);
    for (const aiModel of ["Codex", "Cursor", "Claude", "Copilot"]) {
      const rule = generateRule({ form: { ...form, aiModel, skills: true }, language: "en" });
      const paths = rule.files.map((file) => file.path);
      expect(
        paths.filter((path) => !isRuleFilePath(path)),
        aiModel,
      ).toEqual([]);
      expect(isRuleFilePath(rule.fileName), aiModel).toBe(true);
      if (aiModel === "Codex") {
        expect(paths).toContain("apps/web/AGENTS.md");
        expect(paths.some((path) => path.startsWith("C:"))).toBe(false);
      }
    }
  });
});
