import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  realpath,
  rm,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtCli } from "../../tests/support/built-cli";
import { createApi } from "./api";
import { pull } from "./commands/pull";
import { EXIT, type Output } from "./output";

/**
 * `rulesmith` against a server that lies (decision 119): it answers paths outside the project,
 * and names and messages with escape sequences. Nothing may be written outside the project,
 * nothing at all for a refused answer, and no escape character may reach the terminal.
 */

const run = promisify(execFile);
const KEY = `rs_${"A".repeat(43)}`;
const RULE_ID = "0b5c9a52-6f3e-4e43-9f39-1c2d3e4f5a6b";
const NOW = "2026-12-02T00:00:00.000Z";
// eslint-disable-next-line no-control-regex -- what must never reach the terminal
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

type Answer = { status: number; body: unknown };
let answer: (request: IncomingMessage) => Answer;
const requests: string[] = [];

const ruleFile = (path: string) => ({
  path,
  content: "# Rules\n\n- Be kind.\n",
  role: "core",
  size: 20,
});
const savedRule = (paths: readonly string[], name = "Hostile") => ({
  id: RULE_ID,
  name,
  createdAt: NOW,
  updatedAt: NOW,
  form: {
    aiModel: "Claude",
    applicationType: "web-app",
    frameworks: ["React"],
    behaviorPreference: "balanced",
    outputFormat: "markdown",
    additionalNotes: null,
  },
  rule: {
    title: "Rules",
    content: "# Rules",
    format: "markdown",
    files: paths.map(ruleFile),
    limit: { value: 10_000, unit: "chars", source: null },
    version: 1,
  },
});
const serving = (paths: readonly string[], name?: string) => () => ({
  status: 200,
  body: savedRule(paths, name),
});

let server: Server;
let url: string;
/** base/.bashrc, base/secret.env, base/outside/ — and base/work/project, the project. */
let base: string;
let project: string;

/** Every entry under `base` with its content's hash or its link's target. */
async function tree(): Promise<Record<string, string>> {
  const entries = await readdir(base, { recursive: true });
  const listed: Record<string, string> = {};
  for (const entry of entries.sort()) {
    const path = join(base, entry);
    const info = await lstat(path);
    listed[relative(base, path)] = info.isSymbolicLink()
      ? `-> ${await readlink(path)}`
      : info.isFile()
        ? createHash("sha256")
            .update(await readFile(path))
            .digest("hex")
        : "folder";
  }
  return listed;
}

async function rulesmith(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [await builtCli(), ...args], {
      env: {
        ...process.env,
        XDG_CONFIG_HOME: join(base, ".no-config"),
        RULESMITH_API_KEY: KEY,
        RULESMITH_URL: url,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    request.resume();
    request.on("end", () => {
      const { status, body } = answer(request);
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  requests.length = 0;
  if (base) await rm(base, { recursive: true, force: true });
  base = await realpath(await mkdtemp(join(tmpdir(), "rulesmith-hostile-")));
  project = join(base, "work", "project");
  await mkdir(project, { recursive: true });
  await mkdir(join(base, "outside"));
  await writeFile(join(base, ".bashrc"), "alias ls='ls -F'\n");
  await writeFile(join(base, "secret.env"), "TOKEN=hunter2\n");
  await writeFile(
    join(project, "package.json"),
    JSON.stringify({ name: "shop", dependencies: { react: "^19.0.0" } }),
  );
});

const quiet: Output = { json: true, say: () => {}, result: () => {}, wait: (_text, work) => work };

/** `rulesmith pull` without a process of its own, for the cases told by the error alone. */
function pullInProcess() {
  const login = { key: KEY, url };
  return pull(RULE_ID, project, createApi(login), login, quiet);
}

function expectNoEscape(result: { stdout: string; stderr: string }) {
  expect(result.stdout).not.toMatch(CONTROL);
  expect(result.stderr).not.toMatch(CONTROL);
}

describe("rulesmith against a hostile server", () => {
  it("refuses the whole answer when a file's path leaves the project, writing nothing", async () => {
    answer = serving(["CLAUDE.md", "../../.bashrc"]);
    const before = await tree();
    const pulled = await rulesmith(["pull", RULE_ID, "--dir", project]);
    expect(pulled.code).toBe(7);
    expect(pulled.stderr).toContain(
      `The server's answer to GET /rules/${RULE_ID} was refused: rule.files.1.path must be a relative path inside the project`,
    );
    expect(pulled.stderr).toContain("Nothing was written.");
    expectNoEscape(pulled);
    expect(await tree()).toEqual(before);
  });

  it.each(["../../.claude/settings.json", "/etc/x", "C:\\x", "a/../../b", "a\u001b[2J.md"])(
    "refuses it for %j too (in process)",
    async (path) => {
      answer = serving(["CLAUDE.md", path]);
      const before = await tree();
      await expect(pullInProcess()).rejects.toMatchObject({
        exitCode: EXIT.refused,
        code: "unexpected-answer",
      });
      expect(await tree()).toEqual(before);
    },
  );

  it("refuses a generate answer with a path outside before saving it, writing nothing", async () => {
    answer = (request) =>
      request.url === "/api/v1/generate"
        ? {
            status: 200,
            body: {
              title: "Rules",
              format: "markdown",
              createdAt: NOW,
              tokensRemaining: 2,
              fileName: "CLAUDE.md",
              downloadName: "rules.md",
              target: { id: "claude", name: "Claude Code", destination: "CLAUDE.md" },
              limit: { value: 10_000, unit: "chars", source: null },
              size: 20,
              preview: false,
              files: [ruleFile("CLAUDE.md"), ruleFile("../../.bashrc")],
              refined: false,
            },
          }
        : serving(["CLAUDE.md"])();
    const before = await tree();
    const generated = await rulesmith(["generate", project, "--tool", "claude", "--json"]);
    expect(generated.code).toBe(7);
    expect(JSON.parse(generated.stdout).error).toMatchObject({
      exitCode: 7,
      code: "unexpected-answer",
    });
    expect(requests).toEqual(["POST /api/v1/generate"]);
    expect(await tree()).toEqual(before);
  });

  it("refuses a path a symbolic link in the project leads outside, writing nothing", async () => {
    await symlink(join(base, "outside"), join(project, "out"));
    await symlink(join(base, ".bashrc"), join(project, "AGENTS.md"));
    await symlink(join(base, "created-by-rulesmith.md"), join(project, "GEMINI.md"));
    answer = serving(["CLAUDE.md", "out/evil.md"]);
    const before = await tree();
    const pulled = await rulesmith(["pull", RULE_ID, "--dir", project]);
    expect(pulled.code).toBe(7);
    expect(pulled.stderr).toContain(
      'Refused "out/evil.md": a symbolic link leads it outside the project',
    );
    expect(await tree()).toEqual(before);
    for (const path of ["AGENTS.md", "GEMINI.md"]) {
      answer = serving(["CLAUDE.md", path]);
      await expect(pullInProcess(), path).rejects.toMatchObject({
        exitCode: EXIT.refused,
        code: "outside-project",
      });
      expect(await tree()).toEqual(before);
    }
    // rulesmith.lock too: checked before any file is written.
    await symlink(join(base, "outside", "lock"), join(project, "rulesmith.lock"));
    answer = serving(["CLAUDE.md"]);
    const withLock = await tree();
    await expect(pullInProcess()).rejects.toMatchObject({ code: "outside-project" });
    expect(await tree()).toEqual(withLock);
  });

  it("writes through a link that stays inside the project", async () => {
    await mkdir(join(project, "docs"));
    await symlink(join(project, "docs"), join(project, "docs-link"));
    answer = serving(["CLAUDE.md", "docs-link/rules.md"]);
    await pullInProcess();
    expect(await readFile(join(project, "docs", "rules.md"), "utf8")).toContain("- Be kind.");
  });

  it("check never reads, or prints, a file outside the project", async () => {
    answer = serving(["CLAUDE.md"]);
    expect((await rulesmith(["pull", RULE_ID, "--dir", project])).code).toBe(0);
    // The saved rule now names a file outside.
    answer = serving(["CLAUDE.md", "../../secret.env"]);
    const checked = await rulesmith(["check", "--dir", project]);
    expect(checked.code).toBe(7);
    expect(`${checked.stdout}${checked.stderr}`).not.toContain("hunter2");

    // The project's file is a link to a secret.
    await rm(join(project, "CLAUDE.md"));
    await symlink(join(base, "secret.env"), join(project, "CLAUDE.md"));
    answer = serving(["CLAUDE.md"]);
    const linked = await rulesmith(["check", "--dir", project]);
    expect(linked.code).toBe(7);
    expect(linked.stderr).toContain('Refused "CLAUDE.md"');
    expect(`${linked.stdout}${linked.stderr}`).not.toContain("hunter2");

    // A lock that names a file outside.
    await rm(join(project, "CLAUDE.md"));
    const lockPath = join(project, "rulesmith.lock");
    const lock = JSON.parse(await readFile(lockPath, "utf8"));
    lock.files[0].path = "../../secret.env";
    await writeFile(lockPath, JSON.stringify(lock));
    const locked = await rulesmith(["check", "--dir", project]);
    expect(locked.code).not.toBe(0);
    expect(`${locked.stdout}${locked.stderr}`).not.toContain("hunter2");
  }, 90_000);

  it("prints no escape sequence from a name, a message or a file", async () => {
    const name = "Evil\u001b[2J\u001b]0;pwned\u0007\u009b31m rules";
    answer = serving(["CLAUDE.md"], name);
    const pulled = await rulesmith(["pull", RULE_ID, "--dir", project]);
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).toContain('Wrote "Evil rules" version 1:');
    expectNoEscape(pulled);
    const json = await rulesmith(["pull", RULE_ID, "--dir", project, "--json"]);
    expectNoEscape(json);
    expect(JSON.parse(json.stdout).rule.name).toBe(name);

    // A file's own lines, shown in check's diff.
    const claude = join(project, "CLAUDE.md");
    await writeFile(claude, (await readFile(claude, "utf8")).replace("Be kind", "\u001b[2JBe"));
    const checked = await rulesmith(["check", "--dir", project]);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain("CLAUDE.md was changed inside its managed block");
    expectNoEscape(checked);

    answer = () => ({
      status: 404,
      body: { error: { code: "NOT_FOUND", message: "Gone\u001b[2J\u009b1m\r for good." } },
    });
    const missing = await rulesmith(["pull", RULE_ID, "--dir", project]);
    expect(missing.code).toBe(7);
    expect(missing.stderr).toContain("Gone for good.");
    expectNoEscape(missing);
    const missingJson = await rulesmith(["pull", RULE_ID, "--dir", project, "--json"]);
    expectNoEscape(missingJson);
    expect(JSON.parse(missingJson.stdout).error.message).toBe("Gone\u001b[2J\u009b1m\r for good.");
  }, 90_000);
});
