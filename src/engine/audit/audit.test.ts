import { describe, expect, it } from "vitest";
import { auditRuleFiles } from "./index";
import { runnableOf } from "./scripts";

const audit = (files: Record<string, string>, paths: string[] = []) =>
  auditRuleFiles({
    files: Object.entries(files).map(([path, content]) => ({ path, content })),
    paths: [...paths, ...Object.keys(files)],
  }).map(({ severity, code, file, line, params }) => ({ severity, code, file, line, params }));

/** Made up here, in pieces, so that no scanner takes this file for a leak. */
const piece = (...parts: string[]) => parts.join("");

describe("auditRuleFiles", () => {
  it("finds keys by their vendors' shapes, and leaves placeholders alone", () => {
    const aws = piece("AKIA", "Z7QX4MB2KD9WLT3N");
    const slack = piece("xoxb-", "2813984756-Hq8ZrTvLw3");
    const found = audit({
      "AGENTS.md": [
        "# Keys",
        `- Deploy with ${aws} and post to ${slack}.`,
        "- Example: AKIAIOSFODNN7EXAMPLE, OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx",
        "- Set api_key: ${API_KEY} or password=<your-password-here>.",
        "-----BEGIN OPENSSH PRIVATE KEY-----",
      ].join("\n"),
    });
    expect(found.map(({ line, params }) => `${line} ${params.kind} ${params.shown}`)).toEqual([
      "2 AWS access key AKIA…",
      "2 Slack token xoxb…",
      "5 private key ----…",
    ]);
    expect(JSON.stringify(found)).not.toContain(aws.slice(4));
  });

  it("reads mise's included task folders and aliases, and leaves mise alone when a task file is unread", () => {
    const config = (includes: string) =>
      `[tasks.build]\nalias = "b"\nrun = "cargo build"\n\n[task_config]\nincludes = [${includes}]\n`;
    const rules = "# R\n\n- `mise run b`, `mise run test:e2e`, `mise run release`.\n";
    const found = (includes: string) =>
      audit({ "mise.toml": config(includes), "AGENTS.md": rules }, ["xtasks/test/e2e"]).map(
        ({ code, params }) => `${code} ${params.command}`,
      );
    expect(found('"xtasks"')).toEqual(["unknown-command mise run release"]);
    expect(found('"tasks.toml", "xtasks"')).toEqual([]);
  });

  it("holds a CLAUDE.md that links to AGENTS.md to Claude's limit, as the file it loads", () => {
    const long = `# R\n\n${Array.from({ length: 210 }, (_, i) => `- Rule number ${i}.`).join("\n")}\n`;
    const found = audit({ "AGENTS.md": long, "CLAUDE.md": "AGENTS.md" });
    expect(found.map(({ code, file }) => `${code} ${file}`)).toEqual(["too-long CLAUDE.md"]);
  });

  it("reports copies of one file as one repeat, not one per line", () => {
    const text = [
      "# Rules",
      "- Keep every migration reversible and small.",
      "- Never log a customer's e-mail address.",
    ].join("\n");
    const found = audit({ "AGENTS.md": text, ".cursorrules": text, ".windsurfrules": text });
    expect(found.filter(({ code }) => code === "repeated-rule")).toEqual([
      {
        severity: "warning",
        code: "repeated-rule",
        file: ".cursorrules",
        line: 2,
        params: expect.objectContaining({ count: 2, times: 3 }),
      },
    ]);
  });

  it("names a missing folder once per file; a folder named alone is a note", () => {
    const found = audit(
      {
        "CLAUDE.md":
          "- Put it in `src/features/`.\n- Or in `src/features/` again.\n- Keep `node/` apart.\n",
      },
      ["src/index.ts"],
    );
    expect(
      found.map(
        ({ severity, line, params }) => `${severity} ${line} ${params.path} ${params.more}`,
      ),
    ).toEqual(["warning 1 src/features 1", "info 3 node 0"]);
  });

  it("holds AGENTS.md with the AGENTS.md files above it to Codex's limit", () => {
    const half = `# R\n\n${"- Keep this rule.\n".repeat(1100)}`;
    const found = audit({ "AGENTS.md": half, "web/AGENTS.md": half });
    expect(found.filter(({ code }) => code !== "repeated-rule")).toEqual([
      expect.objectContaining({ code: "over-limit", file: "web/AGENTS.md", line: 0 }),
    ]);
  });
});

describe("runnableOf", () => {
  it("takes every package's scripts, the root's tasks, and just's aliases and recipes with defaults", () => {
    const runnable = runnableOf([
      { path: "package.json", content: JSON.stringify({ scripts: { dev: "vite" } }) },
      { path: "web/package.json", content: JSON.stringify({ scripts: { "test:e2e": "x" } }) },
      { path: "Makefile", content: "tests:\n\tpytest\n" },
      {
        path: "justfile",
        content: "alias f := format\nformat:\n\tcargo fmt\ngen *args='':\n\tx\n",
      },
    ]);
    expect([...runnable.scripts]).toEqual(["dev", "test:e2e"]);
    expect([...runnable.tasks.get("make")!]).toEqual(["tests"]);
    expect([...runnable.tasks.get("just")!].sort()).toEqual(["f", "format", "gen"]);
  });
});
