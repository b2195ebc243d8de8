import { describe, expect, it } from "vitest";
import { findUntruths } from "./check-rules";
import { createProjectFacts } from "./project/testing/facts";

const facts = createProjectFacts({
  libraries: [{ name: "Vitest", version: "3.0.0", source: "package.json" }],
  commands: [
    { kind: "test", command: "pnpm test", source: "package.json" },
    { kind: "migrate", command: "python manage.py migrate", source: "manage.py" },
  ],
  existingRules: [
    { path: "AGENTS.md", tool: "AGENTS.md", rules: ["Run Jest with `npx jest`."], keep: true },
  ],
});
const tree = ["package.json", "src/index.ts", "src/app/page.tsx", "manage.py"];
const options = { tree, verifyMarks: ["(verify"] };
const check = (content: string, kind?: string) =>
  findUntruths([{ path: "AGENTS.md", content, ...(kind ? { kind } : {}) }], facts, options);

describe("findUntruths", () => {
  it("finds a tool that competes with the project's own", () => {
    expect(check("# Rules\n\n- Test with Jest.\n")).toEqual([
      { file: "AGENTS.md", line: 3, kind: "tool", detail: "Jest" },
    ]);
  });

  it("finds folders and files that are not in the tree", () => {
    expect(check("# R\n\n- Put features in `src/features/` and pages in `src/app/`.\n")).toEqual([
      { file: "AGENTS.md", line: 3, kind: "path", detail: "src/features" },
    ]);
  });

  it("finds a command to run that is neither the project's nor marked", () => {
    const skill =
      "---\nname: x\n---\n\n# X\n\n1. Run `npm run check`.\n2. Run `pnpm test`.\n3. Run `python manage.py makemigrations`.\n4. Run `ruff check .` (verify).\n";
    expect(check(skill, "skill")).toEqual([
      { file: "AGENTS.md", line: 7, kind: "command", detail: "npm run check" },
    ]);
  });

  it("finds a file without rules", () => {
    expect(check("---\npaths: a\n---\n\n# Title\n")).toEqual([
      { file: "AGENTS.md", line: 0, kind: "empty", detail: "no rules" },
    ]);
  });

  it("leaves the user's kept rules alone", () => {
    expect(check("# R\n\n- Run Jest with `npx jest`.\n")).toEqual([]);
  });
});
