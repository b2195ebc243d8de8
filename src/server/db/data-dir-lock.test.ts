import { spawn, spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { DataDirLockedError, LOCK_FILE } from "./data-dir-lock";
import { migratedDataDir } from "../../../tests/support/pglite-image";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/server/index.ts` as its own process; resolves when it serves or when it exits. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const outcome = new Promise<{ serving: boolean; exitCode: number | null; output: string }>(
    (resolve) => {
      child.stdout.on("data", () => {
        if (output.includes("Rulesmith →")) resolve({ serving: true, exitCode: null, output });
      });
      child.on("exit", (exitCode) => resolve({ serving: false, exitCode, output }));
    },
  );
  return { child, outcome };
}

// PGlite's own directory, whatever the run's database: the PostgreSQL run has nothing to add.
describe.skipIf(!!process.env.TEST_DATABASE_URL)("PGlite data directory lock", () => {
  const opened: Database[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });

  it("refuses a second opener of the same directory until the first closes", async () => {
    const dir = await migratedDataDir();
    const first = openDatabase({ kind: "pglite", dataDir: dir });
    expect(() => openDatabase({ kind: "pglite", dataDir: dir })).toThrow(DataDirLockedError);
    await first.close();
    opened.push(openDatabase({ kind: "pglite", dataDir: dir }));
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = await migratedDataDir();
    const dead = spawnSync(process.execPath, ["-e", "process.pid"]).pid!;
    writeFileSync(join(dir, LOCK_FILE), String(dead));
    opened.push(openDatabase({ kind: "pglite", dataDir: dir }));
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });

  it("a second server process on the same DATA_DIR refuses to start with a clear message", async () => {
    const dir = await migratedDataDir();
    const first = startServer(dir, await freePort());
    try {
      expect((await first.outcome).serving).toBe(true);
      const second = await startServer(dir, await freePort()).outcome;
      expect(second.serving).toBe(false);
      expect(second.exitCode).toBe(1);
      expect(second.output).toContain(`The data directory ${dir} is in use`);
    } finally {
      const exited = new Promise((resolve) => first.child.on("exit", resolve));
      first.child.kill("SIGTERM");
      await exited;
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});
