import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS_DIR } from "../../src/cli/project-corpus";
import { serveTestAppWithKey, type ServedApp } from "../../tests/support/served-app";
import type { TestContext } from "../../tests/support/test-app";
import { buildCli } from "./build-cli";

const run = promisify(execFile);

/**
 * The command as someone gets it from their Rulesmith server (decision 127): built once, downloaded
 * from `/cli/rulesmith.tgz` over HTTP, installed by npm into an empty folder with no registry, and
 * run from there by plain `node`, with none of this repository's node_modules in reach: the whole
 * flow (login, detect, generate, check, behind, doctor) by the package, not by the source.
 */
describe("the rulesmith package, installed from the server", () => {
  let served: ServedApp;
  let ctx: TestContext;
  let url: string;
  let key: string;
  let scratch: string;
  /** The installed command, once the first test has installed it. */
  let rulesmith = "";
  const env = () => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith("RULESMITH_")),
    );
    return {
      ...clean,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ""}`,
      XDG_CONFIG_HOME: join(scratch, "config"),
      npm_config_cache: join(scratch, "npm-cache"),
      npm_config_update_notifier: "false",
    };
  };

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), "rulesmith-install-"));
    // Nothing baked in: this build is the one the server hands out after the test too.
    const built = buildCli({ url: "" });
    served = await serveTestAppWithKey("Laptop");
    ({ ctx, url, key } = served);
    await built;
  }, 60_000);
  afterAll(async () => {
    await served.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it("downloads, installs offline with no dependencies, and runs help, login and detect", async () => {
    const res = await fetch(`${url}/cli/rulesmith.tgz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/gzip");
    expect(res.headers.get("Cache-Control")).toMatch(/max-age=/);
    // The app's headers, as on every route.
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const tarball = join(scratch, "rulesmith.tgz");
    await writeFile(tarball, new Uint8Array(await res.arrayBuffer()));

    const prefix = join(scratch, "install");
    await run(
      "npm",
      ["install", "--prefix", prefix, tarball, "--offline", "--no-audit", "--no-fund"],
      { env: env(), cwd: scratch },
    );
    // The package and nothing else: it has no dependencies.
    expect(
      (await readdir(join(prefix, "node_modules"))).filter((name) => !name.startsWith(".")),
    ).toEqual(["rulesmith-cli"]);
    rulesmith = join(prefix, "node_modules", ".bin", "rulesmith");
    const cwd = scratch;

    const help = await run(rulesmith, ["--help"], { env: env(), cwd });
    expect(help.stdout).toContain("Usage: rulesmith <command>");

    const login = await run(rulesmith, ["login", "--key", key, "--url", url, "--json"], {
      env: env(),
      cwd,
    });
    expect(JSON.parse(login.stdout)).toMatchObject({ url });

    const detect = await run(
      rulesmith,
      ["detect", join(CORPUS_DIR, "healthchecks-healthchecks", "files"), "--json"],
      { env: env(), cwd },
    );
    expect(detect.stdout).toContain("Django");
  }, 60_000);

  /** The installed command's exit code and output; a non-zero exit is an answer, not a throw. */
  async function installed(args: string[]) {
    try {
      const { stdout, stderr } = await run(rulesmith, args, { env: env(), cwd: scratch });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it("generates, checks, falls behind a teammate's newer version, and audits the folder", async () => {
    expect(rulesmith).not.toBe("");
    await ctx.database.db.execute(sql`update user_tokens set tokens_remaining = 5`);
    // A real Django project (the corpus's healthchecks); the stored login from the test above.
    const project = join(scratch, "project");
    await cp(join(CORPUS_DIR, "healthchecks-healthchecks", "files"), project, { recursive: true });
    const generated = await installed([
      "generate",
      project,
      "--tool",
      "claude",
      "--name",
      "Healthchecks",
      "--json",
    ]);
    expect(generated.code).toBe(0);
    expect(JSON.parse(generated.stdout).rule).toMatchObject({ name: "Healthchecks", version: 1 });
    expect((await installed(["check", "--dir", project])).code).toBe(0);

    // A teammate's copy regenerates the locked rule: version 2 is saved, this folder has 1.
    const clone = join(scratch, "clone");
    await cp(project, clone, { recursive: true });
    const newer = await installed(["generate", clone, "--tool", "claude", "--json"]);
    expect(newer.code).toBe(0);
    expect(JSON.parse(newer.stdout).rule.version).toBe(2);
    const behind = await installed(["check", "--dir", project]);
    expect(behind.code).toBe(8);
    expect(behind.stdout).toContain("behind: v2 saved, v1 here");

    // doctor's exit code says the worst severity it found (0 clean, 1 warnings, 2 errors).
    const doctor = await installed(["doctor", project, "--json"]);
    const { findings, files } = JSON.parse(doctor.stdout) as {
      findings: { severity: string }[];
      files: { path: string }[];
    };
    expect(files.map((file) => file.path)).toContain("CLAUDE.md");
    const worst = findings.some((f) => f.severity === "error")
      ? 2
      : findings.some((f) => f.severity === "warning")
        ? 1
        : 0;
    expect(doctor.code).toBe(worst);
  }, 60_000);
});
