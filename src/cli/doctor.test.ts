import { execFile } from "node:child_process";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { builtCli } from "../../tests/support/built-cli";

const run = promisify(execFile);

/**
 * `rulesmith doctor` as a CI step runs it: the built command in its own process, its exit code,
 * its output.
 */
async function doctor(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [await builtCli(), "doctor", ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Made up here, in pieces, so that no scanner takes this file for a leak. */
const KEY = ["sk", "_live_", "51HqLy2eZvKYlo2C9fT4xWm8"].join("");

async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "rulesmith-doctor-"));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

const PACKAGE = JSON.stringify({
  name: "shop",
  scripts: { test: "vitest run", lint: "eslint ." },
  devDependencies: { vitest: "3.2.0", eslint: "9.0.0" },
});

describe("rulesmith doctor", () => {
  let clean: string;
  beforeAll(async () => {
    clean = await project({
      "package.json": PACKAGE,
      "AGENTS.md": "# Shop\n\n- Run `npm test` and `npm run lint` before you finish.\n",
      "CLAUDE.md": "@AGENTS.md\n",
    });
  });

  it("exits 0 on clean files and prints one JSON document with the files it read", async () => {
    const { code, stdout } = await doctor(clean, "--json");
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      findings: [],
      files: [
        { path: "AGENTS.md", tool: "AGENTS.md", loads: { mode: "always" } },
        { path: "CLAUDE.md", tool: "Claude", loads: { mode: "always" } },
      ],
    });
  });

  it("exits 1 on warnings and 2 on errors, and never prints a secret in full", async () => {
    const warned = await project({
      "package.json": PACKAGE,
      "AGENTS.md": "# Shop\n\n- Run `npm run e2e` before you finish.\n",
    });
    const warning = await doctor(warned);
    expect(warning.code).toBe(1);
    expect(warning.stdout).toMatch(
      /^AGENTS\.md\n {2}warning line 3 .*npm run e2e.*\[unknown-command\]/m,
    );

    const leaked = await project({
      "package.json": PACKAGE,
      "AGENTS.md": `# Shop\n\n- Pay with STRIPE_KEY=${KEY} in tests.\n`,
    });
    const json = await doctor(leaked, "--json");
    expect(json.code).toBe(2);
    const { findings } = JSON.parse(json.stdout);
    expect(findings).toEqual([
      expect.objectContaining({ severity: "error", code: "secret", file: "AGENTS.md", line: 3 }),
    ]);
    const human = await doctor(leaked);
    expect(human.code).toBe(2);
    expect(human.stdout).toContain("sk_l…");
    for (const output of [json.stdout, json.stderr, human.stdout, human.stderr])
      expect(output).not.toContain(KEY.slice(0, 12));
  });

  it("says what each tool loads before the findings, and carries it in the JSON", async () => {
    const dir = await project({
      "package.json": PACKAGE,
      "AGENTS.md": "# Shop\n\n- Run `npm test` before you finish.\n",
      "CLAUDE.md": "@AGENTS.md\n",
      "web/CLAUDE.md": "- Components are function components.\n",
      ".cursor/rules/base.mdc": "---\nalwaysApply: true\n---\n- Keep modules small.\n",
      ".cursor/rules/react.mdc": "---\nglobs: src/**/*.tsx\n---\n- Prefer named exports.\n",
      ".cursor/rules/db.mdc": "---\ndescription: Database queries\n---\n- Use transactions.\n",
      ".cursor/rules/release.mdc": "- Tag releases by hand.\n",
    });
    const human = await doctor(dir);
    expect(human.stdout).toMatch(
      /^What each tool loads\n {2}Cursor: always \.cursor\/rules\/base\.mdc · for src\/\*\*\/\*\.tsx \.cursor\/rules\/react\.mdc · on demand \.cursor\/rules\/db\.mdc · by hand \.cursor\/rules\/release\.mdc\n {2}AGENTS\.md: always AGENTS\.md\n {2}Claude: always CLAUDE\.md · for web\/\*\* web\/CLAUDE\.md\n\n/,
    );
    expect(human.stdout.indexOf("What each tool loads")).toBeLessThan(
      human.stdout.indexOf("rule files."),
    );

    const json = await doctor(dir, "--json");
    const { files } = JSON.parse(json.stdout);
    expect(files).toContainEqual({
      path: ".cursor/rules/db.mdc",
      tool: "Cursor",
      loads: { mode: "on-demand", description: "Database queries" },
    });
    expect(files).toContainEqual({
      path: "web/CLAUDE.md",
      tool: "Claude",
      loads: { mode: "paths", paths: ["web/**"] },
    });
    expect(files).toContainEqual({
      path: ".cursor/rules/release.mdc",
      tool: "Cursor",
      loads: { mode: "manual" },
    });
  });

  it("names a folder that isn't there, with a non-zero exit", async () => {
    const { code, stdout, stderr } = await doctor(join(clean, "nope"));
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("No such folder");
  });
});
