import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Output } from "../output";
import { formFor } from "./generate";

describe("generate --keep-own-rules", () => {
  it("keeps the project's rules with the audit's findings applied, and says what it left out", async () => {
    const dir = await mkdtemp(join(tmpdir(), "rulesmith-generate-"));
    await writeFile(
      join(dir, "package.json"),
      JSON.stringify({
        name: "shop",
        scripts: { test: "vitest run" },
        dependencies: { react: "^19.0.0" },
        devDependencies: { vitest: "^3.0.0" },
      }),
    );
    await writeFile(
      join(dir, "CLAUDE.md"),
      "# Shop\n\n- Run `npm run test:e2e` before pushing.\n- Prefer named exports.\n",
    );
    const said: string[] = [];
    const out: Output = {
      json: false,
      say: (text) => said.push(text),
      result: () => {},
      wait: (_text, work) => work,
    };
    const form = await formFor(
      dir,
      { tools: ["claude"], skills: false, language: "en", keepOwnRules: true },
      out,
    );
    expect(form.project?.existingRules).toEqual([
      { path: "CLAUDE.md", tool: "Claude", rules: ["Prefer named exports."], keep: true },
    ]);
    expect(said).toContainEqual(expect.stringMatching(/^Left out of CLAUDE\.md, line 3: /));
  });
});
