import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** The session secret of every app process started here (callers may mint tokens with it). */
export const APP_PROCESS_SECRET = "app-process-only-secret-0123456789abcdef";

export interface AppProcess {
  url: string;
  pid: number;
  /** From spawning the process to its first 200 on `readyPath`. */
  startMs: number;
  /** Waits for the first 200 on `path`; ms from spawning the process. */
  msUntil200(path: string): Promise<number>;
  /** Resident set size now, from /proc. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** The server as `npm run start:built` runs it, or from the TypeScript sources through tsx. */
export type AppEntry = "built" | "source";

/**
 * The environment and Node flags `npm run start:built` starts the server with (package.json is
 * their one place): `VAR=value … node --flag … scripts/start.mjs`.
 */
function productionStart(): { env: Record<string, string>; flags: string[] } {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    scripts: Record<string, string>;
  };
  const command = pkg.scripts["start:built"]!.match(
    /^((?:\w+=\S+ )*)node((?: --\S+)*) scripts\/start\.mjs$/,
  );
  if (!command)
    throw new Error("start:built no longer runs `[VAR=value] node [flags] scripts/start.mjs`");
  const words = (text: string) => text.split(" ").filter(Boolean);
  return {
    env: Object.fromEntries(
      words(command[1]!).map((pair) => pair.split("=", 2) as [string, string]),
    ),
    flags: words(command[2]!),
  };
}

const ENTRY: Record<AppEntry, () => { env: Record<string, string>; args: string[] }> = {
  built: () => {
    const { env, flags } = productionStart();
    return { env, args: [...flags, "dist/server/index.js"] };
  },
  source: () => ({ env: {}, args: ["--import", "tsx", "src/server/index.ts"] }),
};

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts the app as its own Node process on a free loopback port and waits for the first 200 on
 * `readyPath`. `env` adds to a minimal environment (the caller's DATABASE_URL is not inherited).
 */
export async function startAppProcess(
  env: Record<string, string>,
  { entry = "built", readyPath = "/", timeoutMs = 60_000 } = {} as {
    entry?: AppEntry;
    readyPath?: string;
    timeoutMs?: number;
  },
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const start = ENTRY[entry]();
  const child = spawn(process.execPath, start.args, {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      ...start.env,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      // Production refuses to start without one (decision 021).
      BETTER_AUTH_SECRET: APP_PROCESS_SECRET,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const stop = async () => {
    child.kill("SIGTERM");
    await exited(child);
  };
  const msUntil200 = async (path: string) => {
    while (performance.now() - started < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}:\n${stderr}`);
      const ok = await fetch(`${url}${path}`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`app did not answer 200 on ${path} within ${timeoutMs} ms:\n${stderr}`);
  };
  try {
    const startMs = await msUntil200(readyPath);
    return {
      url,
      pid: child.pid!,
      startMs,
      msUntil200,
      rssMb: () => {
        const line = readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
        return Number(line?.[1]) / 1024;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
