import { spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import {
  APP_PROCESS_SECRET,
  startAppProcess,
  type AppEntry,
} from "../../tests/support/app-process";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { openDatabase, type DatabaseTarget } from "../../src/server/db/client";
import { signUpUsers, type BenchUser } from "./load";

/**
 * Two concurrent exports of 4,000-generation accounts pushed everybody's health-check
 * p99 from 4 ms to 1.8 s on PGlite. This measures health (and, for 50 users each with its own
 * session, the balance) while two such accounts export at once, against the same load idle.
 */
export interface ExportHealthFigures {
  generations: number;
  /** Rounds measured; the figures are the round with the median health ratio. */
  rounds: number;
  /** Each round's health p99 during / idle. */
  ratios: number[];
  idle: { healthP99: number; balanceP99: number; samples: number };
  /** Over the requests asked while an export was being written. */
  during: { healthP99: number; balanceP99: number; samples: number };
  /** Per export: its first status, how many 429s it met first, and its size. */
  exports: { firstStatus: number; refusals: number; mb: number; seconds: number }[];
}

const OTHER_USERS = 50;
const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 5);

/** Copies the user's one kept generation until it has `count`, straight in the database. */
async function seedGenerations(target: DatabaseTarget, emails: string[], count: number) {
  const database = openDatabase(target);
  try {
    for (const email of emails) {
      await database.db.execute(sql`
        insert into generation_results (user_id, form, language, result, created_at)
        select r.user_id, r.form, r.language, r.result, r.created_at - make_interval(secs => g)
        from generation_results r
        join "user" u on u.id = r.user_id and u.email = ${email}
        cross join generate_series(1, ${count - 1}) g`);
    }
  } finally {
    await database.close();
  }
}

interface Sample {
  at: number;
  ms: number;
  route: "health" | "balance";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Everybody else: 10 visitors asking for health every 100 ms and the 50 users each asking for
 * their balance every 250 ms with their own session — a steady 300 requests a second, well below
 * what the process serves, so a request's time is its own and not a queue's. Each answer is kept
 * with when it was asked, so it can be told whether an export was running then.
 */
function loadOthers(baseUrl: string, users: BenchUser[]) {
  const samples: Sample[] = [];
  let stopped = false;
  const loop = async (route: Sample["route"], everyMs: number, headers: Record<string, string>) => {
    await sleep(Math.random() * everyMs);
    while (!stopped) {
      const at = performance.timeOrigin + performance.now();
      const res = await fetch(
        `${baseUrl}/api/${route === "health" ? "health" : "tokens/balance"}`,
        {
          headers,
        },
      );
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${route} answered ${res.status}`);
      const ms = performance.timeOrigin + performance.now() - at;
      samples.push({ at, ms, route });
      await sleep(Math.max(0, everyMs - ms));
    }
  };
  const loops = [
    ...Array.from({ length: 10 }, () => loop("health", 100, {})),
    ...users.map((user) => loop("balance", 250, { Cookie: user.cookie })),
  ];
  return {
    samples,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const p99 = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** p99 of each route over the samples asked within `windows` (or all of them). */
function percentiles(samples: Sample[], windows?: [number, number][]) {
  const inside = windows
    ? samples.filter((s) => windows.some(([from, to]) => s.at >= from && s.at <= to))
    : samples;
  const of = (route: Sample["route"]) => inside.filter((s) => s.route === route).map((s) => s.ms);
  return {
    healthP99: Math.round(p99(of("health")) * 10) / 10,
    balanceP99: Math.round(p99(of("balance")) * 10) / 10,
    samples: inside.length,
  };
}

/**
 * Downloads the user's export to the end, in a process of its own (so receiving 63 MB does not
 * delay this process's own timing of the other requests); a 429 waits its Retry-After and asks
 * again. Answers with the window (epoch ms) in which its data was being written.
 */
const DOWNLOADER = `
const now = () => performance.timeOrigin + performance.now();
const started = now();
let firstStatus = 0, refusals = 0;
for (;;) {
  const asked = now();
  const res = await fetch(process.env.EXPORT_URL, { headers: { Cookie: process.env.EXPORT_COOKIE } });
  firstStatus ||= res.status;
  if (res.status === 429) {
    refusals++;
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, Number(res.headers.get("retry-after") ?? 1) * 1000));
    continue;
  }
  if (!res.ok) throw new Error("export answered " + res.status);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  const ended = now();
  console.log(JSON.stringify({ firstStatus, refusals, mb: bytes / 1048576, seconds: (ended - started) / 1000, window: [asked, ended] }));
  break;
}`;

async function exportAll(baseUrl: string, user: BenchUser) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", DOWNLOADER], {
    env: {
      PATH: process.env.PATH,
      EXPORT_URL: `${baseUrl}/api/account/export`,
      EXPORT_COOKIE: user.cookie,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`export download exited with ${code}`);
  return JSON.parse(out) as {
    firstStatus: number;
    refusals: number;
    mb: number;
    seconds: number;
    window: [number, number];
  };
}

/**
 * Starts the app on `env` (a PGlite `DATA_DIR` or a `DATABASE_URL`), gives two accounts
 * `generations` kept generations each, and measures idle, then during both exports.
 */
export async function benchExportHealth(
  env: Record<string, string>,
  { entry = "built" as AppEntry, generations = 4000, idleSeconds = 10 } = {},
): Promise<ExportHealthFigures> {
  const target: DatabaseTarget = env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: env.DATA_DIR! };
  const appEnv = { ...env, RATE_LIMIT_SCALE: "100", TRUST_PROXY: "1" };
  let app = await startAppProcess(appEnv, { entry });
  const users = await signUpUsers(app.url, OTHER_USERS + 2, APP_PROCESS_SECRET);
  const exporters = users.slice(0, 2);
  for (const user of exporters) {
    const res = await fetch(`${app.url}/api/generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: app.url, Cookie: user.cookie },
      body: JSON.stringify({ form: createWizardForm(), language: "en" }),
    });
    if (!res.ok) throw new Error(`seed generation answered ${res.status}`);
  }
  // PGlite is one process's: the app lets go of the data directory while the rows go in.
  await app.stop();
  await seedGenerations(
    target,
    exporters.map((user) => user.email),
    generations,
  );
  app = await startAppProcess(appEnv, { entry });
  try {
    const others = users.slice(2);
    const warm = loadOthers(app.url, others);
    await sleep(2000);
    await warm.stop();
    const rounds: Omit<ExportHealthFigures, "generations" | "rounds" | "ratios">[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const idleLoad = loadOthers(app.url, others);
      await sleep(idleSeconds * 1000);
      await idleLoad.stop();
      const idle = percentiles(idleLoad.samples);

      const duringLoad = loadOthers(app.url, others);
      await sleep(500);
      const results = await Promise.all(exporters.map((user) => exportAll(app.url, user)));
      await duringLoad.stop();
      // Only what was asked while an export was being written counts as "during".
      const during = percentiles(
        duringLoad.samples,
        results.map((result) => result.window),
      );
      const exports = results.map(({ window: _window, ...rest }) => rest);
      rounds.push({ idle, during, exports });
    }
    // The round with the median ratio, reported whole.
    const ratio = (r: (typeof rounds)[number]) =>
      r.during.healthP99 / Math.max(0.1, r.idle.healthP99);
    const median = rounds.toSorted((a, b) => ratio(a) - ratio(b))[rounds.length >> 1]!;
    return { generations, rounds: rounds.length, ratios: rounds.map(ratio), ...median };
  } finally {
    await app.stop();
  }
}
