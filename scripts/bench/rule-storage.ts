import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { createWizardForm } from "../../tests/factories/wizard-form";
import { createBenchApp, createBenchUser } from "./bench-app";

/**
 * What one account can make the database grow by with saved rules (decision 123): it saves a
 * rule of about 0.9 MB (the core file and three more, just under the 1 MB body limit of
 * /api/rules), then edits it 50 times and duplicates it 50 times, as fast as the server answers,
 * through the app with its production rate limits. Reports the bytes every table of the
 * database (with its indexes and TOAST) grew by, and the answers' statuses. `--no-rate-limits`
 * runs it again with every rate limit 1,000 times higher: what the storage limit alone allows.
 *
 * `npx tsx scripts/bench/rule-storage.ts [--no-rate-limits]` (PGlite in memory, or
 * DATABASE_URL's server).
 */

/** Text that does not compress, as an attacker would send it. */
const noise = (chars: number) =>
  randomBytes(Math.ceil((chars * 3) / 4))
    .toString("base64")
    .slice(0, chars);

async function databaseBytes(db: Awaited<ReturnType<typeof createBenchApp>>["database"]["db"]) {
  const result = (await db.execute(sql`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'm')
  `)) as unknown as { rows: { bytes: string | number }[] };
  return Number(result.rows[0]!.bytes);
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function benchRuleStorage(
  edits = 50,
  duplicates = 50,
  env: Record<string, string> = {},
) {
  const bench = await createBenchApp(env);
  const { cookie } = await createBenchUser(bench);
  const request = (method: string, path: string, body?: unknown) =>
    bench.app.request(path, {
      method,
      headers: {
        Cookie: cookie,
        Origin: bench.config.publicUrl,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const content = noise(200_000);
  const files = [
    { path: ".cursor/rules/app.mdc", content, role: "core" },
    ...[1, 2, 3].map((n) => ({
      path: `.cursor/rules/part-${n}.mdc`,
      content: noise(165_000),
      role: "scoped",
    })),
  ];
  const body = { name: "Big", form: createWizardForm(), rule: { title: "Big", content, files } };
  const saved = await request("POST", "/api/rules", body);
  if (saved.status !== 201) throw new Error(`save failed: ${saved.status} ${await saved.text()}`);
  const { id } = (await saved.json()) as { id: string };

  const before = await databaseBytes(bench.database.db);
  const statuses: Record<string, Record<number, number>> = { edit: {}, duplicate: {} };
  const count = (kind: string, status: number) => {
    statuses[kind]![status] = (statuses[kind]![status] ?? 0) + 1;
  };
  const started = performance.now();
  for (let i = 0; i < edits; i++) {
    // A two-character change: the core file is new, the other three are as they were.
    const res = await request("PATCH", `/api/rules/${id}`, {
      content: `${String(i).padStart(2, "0")}${content.slice(2)}`,
    });
    await res.arrayBuffer();
    count("edit", res.status);
  }
  const afterEdits = await databaseBytes(bench.database.db);
  for (let i = 0; i < duplicates; i++) {
    const res = await request("POST", `/api/rules/${id}/duplicate`);
    await res.arrayBuffer();
    count("duplicate", res.status);
  }
  const seconds = (performance.now() - started) / 1000;
  const after = await databaseBytes(bench.database.db);
  await bench.database.close();
  return {
    database: bench.database.kind,
    ruleBytes: Buffer.byteLength(JSON.stringify(body)),
    added: after - before,
    addedByEdits: afterEdits - before,
    addedByDuplicates: after - afterEdits,
    seconds,
    statuses,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unlimited = process.argv.includes("--no-rate-limits");
  const result = await benchRuleStorage(50, 50, unlimited ? { RATE_LIMIT_SCALE: "1000" } : {});
  console.log(
    `Rule storage (${result.database}${unlimited ? ", rate limits ×1000" : ""}): ` +
      `a ${mb(result.ruleBytes)} rule, 50 edits + 50 duplicates ` +
      `in ${result.seconds.toFixed(1)} s added ${mb(result.added)} ` +
      `(edits ${mb(result.addedByEdits)}, duplicates ${mb(result.addedByDuplicates)})`,
  );
  console.log(`  answers: ${JSON.stringify(result.statuses)}`);
}
