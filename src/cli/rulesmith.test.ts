import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtCli } from "../../tests/support/built-cli";
import { serveTestAppWithKey, type ServedApp } from "../../tests/support/served-app";
import type { TestContext } from "../../tests/support/test-app";
import { CORPUS_DIR } from "./project-corpus";

const run = promisify(execFile);
let cli: string;

beforeAll(async () => {
  cli = await builtCli();
});

/**
 * The command as a user runs it: the built file in its own process, its exit code, its output,
 * on the project's folder, named as an argument.
 */
async function rulesmith(args: string[], env: Record<string, string>, project: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { ...process.env, XDG_CONFIG_HOME: join(project, ".no-config"), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("rulesmith against a server", () => {
  let served: ServedApp;
  let ctx: TestContext;
  let url: string;
  let key: string;
  let project: string;

  beforeAll(async () => {
    served = await serveTestAppWithKey("CI");
    ({ ctx, url, key } = served);
    // A real Django project's files (the corpus's healthchecks), in a folder of its own.
    project = await mkdtemp(join(tmpdir(), "rulesmith-cli-"));
    await cp(join(CORPUS_DIR, "healthchecks-healthchecks", "files"), project, { recursive: true });
  });
  afterAll(() => served.close());

  const withKey = () => ({ RULESMITH_API_KEY: key, RULESMITH_URL: url });
  const claudeMd = () => readFile(join(project, "CLAUDE.md"), "utf8");

  it("generates, checks, notices an edit inside a block, pulls it back, keeps the team's lines", async () => {
    const generated = await rulesmith(
      ["generate", project, "--tool", "claude", "--name", "Healthchecks", "--json"],
      withKey(),
      project,
    );
    expect(generated.code).toBe(0);
    const written = JSON.parse(generated.stdout);
    expect(written.rule).toMatchObject({ name: "Healthchecks", version: 1 });
    expect(written.files.map((f: { path: string }) => f.path)).toContain("CLAUDE.md");
    expect(await claudeMd()).toMatch(/^<!-- rulesmith:begin -->\n# /);
    expect(await claudeMd()).toContain("Django");
    const lock = JSON.parse(await readFile(join(project, "rulesmith.lock"), "utf8"));
    expect(lock).toMatchObject({ lockfileVersion: 1, server: url, rule: { version: 1 } });

    expect((await rulesmith(["check", "--dir", project], withKey(), project)).code).toBe(0);

    const original = await claudeMd();
    await writeFile(join(project, "CLAUDE.md"), original.replace("## ", "## Edited "));
    const failed = await rulesmith(["check", "--dir", project], withKey(), project);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain("CLAUDE.md was changed inside its managed block");
    expect(failed.stdout).toMatch(/^-## Edited /m);
    // Without a key, the lock alone tells the same.
    expect((await rulesmith(["check", "--dir", project], {}, project)).code).toBe(1);

    const pulled = await rulesmith(["pull", lock.rule.id, "--dir", project], withKey(), project);
    expect(pulled.code).toBe(0);
    expect(await claudeMd()).toBe(original);

    const ours = `${original}\n## Our team\n\n- Ask in #ops before touching the alerts.\n`;
    await writeFile(join(project, "CLAUDE.md"), ours);
    expect((await rulesmith(["check", "--dir", project], withKey(), project)).code).toBe(0);
    expect(
      (await rulesmith(["pull", "Healthchecks", "--dir", project], withKey(), project)).code,
    ).toBe(0);
    expect(await claudeMd()).toBe(ours);
  });

  it("regenerates the locked rule as a new version, keeping the team's lines and the wizard's choices", async () => {
    const ours = await claudeMd();
    // A choice made in the wizard, which the folder cannot tell.
    await ctx.database.db.execute(sql`update user_configurations
      set wizard_form = jsonb_set(wizard_form, '{behaviorPreference}', '"Documented"'),
          behavior_preference = 'Documented'`);
    // Without --tool: the saved rule's tools.
    const again = await rulesmith(["generate", project, "--json"], withKey(), project);
    expect(again.code).toBe(0);
    const regenerated = JSON.parse(again.stdout).rule;
    expect(regenerated.version).toBe(2);
    const saved = await ctx.app.request(`/api/v1/rules/${regenerated.id}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect((await saved.json()).form).toMatchObject({
      aiModel: "Claude",
      behaviorPreference: "Documented",
      frameworks: expect.arrayContaining(["Django"]),
    });
    expect(await claudeMd()).toContain("- Ask in #ops before touching the alerts.");
    expect((await rulesmith(["check", "--dir", project, "--json"], withKey(), project)).code).toBe(
      0,
    );
    expect(ours).toContain("<!-- rulesmith:end -->");
  });

  it("says 'behind' with its own exit code when a newer version is saved, in one JSON document", async () => {
    await ctx.database.db.execute(sql`update user_tokens set tokens_remaining = 5`);
    // A teammate's clone regenerates the locked rule: version 3 is saved, this one has 2.
    const clone = await mkdtemp(join(tmpdir(), "rulesmith-cli-"));
    await cp(project, clone, { recursive: true });
    const newer = await rulesmith(
      ["generate", clone, "--tool", "claude", "--json"],
      withKey(),
      clone,
    );
    expect(JSON.parse(newer.stdout).rule.version).toBe(3);

    const behind = await rulesmith(["check", "--dir", project, "--json"], withKey(), project);
    expect(behind.code).toBe(8);
    const answer = JSON.parse(behind.stdout);
    expect(answer).toMatchObject({ ok: false, behind: true, currentVersion: 3 });
    const human = await rulesmith(["check", "--dir", project], withKey(), project);
    expect(human.stdout).toContain("behind: v3 saved, v2 here");
  });

  it("ends quietly when the reader of its output stops early (`rulesmith detect --json | true`)", async () => {
    const big = join(CORPUS_DIR, "jupyterlab-jupyterlab", "files");
    const command = `"${process.execPath}" "${cli}" detect "${big}" --json | true`;
    const { stderr } = await run("/bin/sh", ["-c", command]);
    expect(stderr).toBe("");
  });

  it("logs in: checks the key, stores it for its owner alone, and uses it from then on", async () => {
    const config = join(project, ".login");
    const loggedIn = await rulesmith(
      ["login", "--key", key, "--url", url, "--json"],
      { XDG_CONFIG_HOME: config },
      project,
    );
    expect(loggedIn.code).toBe(0);
    const stored = join(config, "rulesmith", "config.json");
    expect((await stat(stored)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(stored, "utf8"))).toEqual({ key, url });
    const pulled = await rulesmith(
      ["pull", "Healthchecks", "--dir", project, "--json"],
      { XDG_CONFIG_HOME: config },
      project,
    );
    expect(pulled.code).toBe(0);
    const refused = await rulesmith(
      ["login", "--key", `rs_${"B".repeat(43)}`, "--url", url],
      { XDG_CONFIG_HOME: join(project, ".other") },
      project,
    );
    expect(refused.code).toBe(3);
  });

  it("writes one AGENTS.md for several tools, each with what loads it, and skills", async () => {
    const shared = await mkdtemp(join(tmpdir(), "rulesmith-cli-"));
    await cp(join(CORPUS_DIR, "healthchecks-healthchecks", "files"), shared, { recursive: true });
    const generated = await rulesmith(
      ["generate", shared, "--tool", "cursor,claude", "--skills", "--json"],
      withKey(),
      shared,
    );
    expect(generated.code).toBe(0);
    const paths = JSON.parse(generated.stdout).files.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["AGENTS.md", "CLAUDE.md"]));
    expect(paths.some((path: string) => path.endsWith("/SKILL.md"))).toBe(true);
    expect(await readFile(join(shared, "CLAUDE.md"), "utf8")).toContain("@AGENTS.md");
    // Saved under the tools' ids, as the wizard saves them (the card shows "Cursor", not "cursor").
    const { rule: savedId } = JSON.parse(generated.stdout);
    const saved = await ctx.app.request(`/api/v1/rules/${savedId.id}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect((await saved.json()).form).toMatchObject({ aiModel: "Cursor" });
    expect((await rulesmith(["check", "--dir", shared], withKey(), shared)).code).toBe(0);
  });

  it("with --mcp, writes the servers the project's frameworks ship in each tool's own file", async () => {
    await ctx.database.db.execute(sql`update user_tokens set tokens_remaining = 5`);
    const laravel = await mkdtemp(join(tmpdir(), "rulesmith-cli-"));
    await cp(join(CORPUS_DIR, "koel-koel", "files"), laravel, { recursive: true });
    // As `php artisan boost:install` leaves a project: AGENTS.md holds Boost's block alone.
    const koelAgents = await readFile(join(laravel, "AGENTS.md"), "utf8");
    const block = koelAgents.slice(
      koelAgents.indexOf("<laravel-boost-guidelines>"),
      koelAgents.indexOf("</laravel-boost-guidelines>") + "</laravel-boost-guidelines>".length,
    );
    await writeFile(join(laravel, "AGENTS.md"), `${block}\n`);
    // A server of the team's own is already set up for Claude Code.
    const sentry = { type: "http", url: "https://mcp.sentry.dev/mcp" };
    await writeFile(join(laravel, ".mcp.json"), JSON.stringify({ mcpServers: { sentry } }));
    const generated = await rulesmith(
      ["generate", laravel, "--tool", "claude,cursor", "--mcp", "--json"],
      withKey(),
      laravel,
    );
    expect(generated.code).toBe(0);
    const boost = { command: "php", args: ["artisan", "boost:mcp"] };
    expect(JSON.parse(await readFile(join(laravel, ".mcp.json"), "utf8"))).toEqual({
      mcpServers: { sentry, "laravel-boost": { type: "stdio", ...boost } },
    });
    expect(JSON.parse(await readFile(join(laravel, ".cursor/mcp.json"), "utf8"))).toEqual({
      mcpServers: { "laravel-boost": boost },
    });
    // Boost's block stays where Boost keeps it, once; our block says when to use its tools.
    const agents = await readFile(join(laravel, "AGENTS.md"), "utf8");
    expect(agents.split(block)).toHaveLength(2);
    expect(agents.indexOf(block)).toBeLessThan(agents.indexOf("<!-- rulesmith:begin -->"));
    expect(agents).toContain("`search-docs`");
    const checked = await rulesmith(["check", "--dir", laravel, "--json"], withKey(), laravel);
    expect(JSON.parse(checked.stdout)).toMatchObject({ ok: true, problems: [] });
    expect(checked.code).toBe(0);

    // The team's own server is theirs to change; Rulesmith's is checked.
    const mcpJson = join(laravel, ".mcp.json");
    const servers = JSON.parse(await readFile(mcpJson, "utf8"));
    servers.mcpServers.sentry.url = "https://sentry.example.com/mcp";
    await writeFile(mcpJson, JSON.stringify(servers));
    expect((await rulesmith(["check", "--dir", laravel], {}, laravel)).code).toBe(0);
    servers.mcpServers["laravel-boost"].args.push("--verbose");
    await writeFile(mcpJson, JSON.stringify(servers));
    const changed = await rulesmith(["check", "--dir", laravel], withKey(), laravel);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain(".mcp.json was changed");

    // Regenerated without --mcp, the saved rule keeps its servers.
    servers.mcpServers["laravel-boost"].args.pop();
    await writeFile(mcpJson, JSON.stringify(servers));
    const kept = await rulesmith(["generate", laravel, "--json"], withKey(), laravel);
    expect(kept.code).toBe(0);
    expect(JSON.parse(await readFile(mcpJson, "utf8"))).toEqual(servers);
    expect(JSON.parse(await readFile(join(laravel, ".cursor/mcp.json"), "utf8"))).toEqual({
      mcpServers: { "laravel-boost": boost },
    });

    // With --no-mcp, the rule has no servers: ours leave the files (the lock names them), the
    // team's server stays, and a file that held only ours goes.
    const again = await rulesmith(["generate", laravel, "--no-mcp", "--json"], withKey(), laravel);
    expect(again.code).toBe(0);
    expect(JSON.parse(await readFile(mcpJson, "utf8"))).toEqual({
      mcpServers: { sentry: { ...sentry, url: "https://sentry.example.com/mcp" } },
    });
    await expect(stat(join(laravel, ".cursor/mcp.json"))).rejects.toThrow();
  });

  it("says clearly why it cannot: no key, a refused key, no tokens, no server, bad usage", async () => {
    const noKey = await rulesmith(["generate", project, "--tool", "claude"], {}, project);
    expect(noKey.code).toBe(3);
    expect(noKey.stderr).toContain("rulesmith login");

    const refused = await rulesmith(
      ["pull", "Healthchecks", "--dir", project],
      { RULESMITH_API_KEY: `rs_${"A".repeat(43)}`, RULESMITH_URL: url },
      project,
    );
    expect(refused.code).toBe(3);

    const offline = await rulesmith(
      ["pull", "Healthchecks", "--dir", project],
      { RULESMITH_API_KEY: key, RULESMITH_URL: "http://127.0.0.1:9" },
      project,
    );
    expect(offline.code).toBe(6);
    expect(offline.stderr).toContain("Could not reach");

    // Every token of the key's owner spent.
    await ctx.database.db.execute(sql`update user_tokens set tokens_remaining = 0`);
    const broke = await rulesmith(
      ["generate", project, "--tool", "claude", "--json"],
      withKey(),
      project,
    );
    expect(broke.code).toBe(4);
    expect(JSON.parse(broke.stdout).error.message).toContain("/user/purchase-tokens");

    expect((await rulesmith(["generate"], withKey(), project)).code).toBe(2);
    expect((await rulesmith(["frobnicate"], withKey(), project)).code).toBe(2);
    expect((await rulesmith(["check", "--dir", project, "--nope"], withKey(), project)).code).toBe(
      2,
    );
  });
});
