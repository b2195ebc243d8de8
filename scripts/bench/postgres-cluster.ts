import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/app-process";

function findPgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const newest = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return newest && join(root, newest, "bin");
}

/**
 * A throw-away PostgreSQL server on a loopback port, as `.ci/run` starts one (fsync off: the
 * bench measures the app, not the disk). Undefined when PostgreSQL is not installed.
 */
export async function startPostgresCluster() {
  const bin = findPgBin();
  if (!bin) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "rulesmith-bench-pg-"));
  const port = await freePort();
  // initdb refuses to run as root; Debian's package brings the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string) =>
    execSync(asRoot ? `su postgres -s /bin/sh -c '${command}'` : command, { stdio: "ignore" });
  if (asRoot) execSync(`chown postgres ${dataDir}`);
  run(`${bin}/initdb -D ${dataDir} -A trust -U postgres`);
  run(
    `${bin}/pg_ctl -D ${dataDir} -l ${dataDir}/server.log -w start ` +
      `-o "-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off"`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(`${bin}/pg_ctl -D ${dataDir} -m fast stop`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
