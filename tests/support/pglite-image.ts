import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * A migrated PGlite data directory, dumped once and loaded by every test file's fresh database
 * instead of running initdb and all migrations again (decision 099). Named by a hash of the
 * migrations and PGlite's version, so a new migration or PGlite release makes a new image.
 */
const root = fileURLToPath(new URL("../../", import.meta.url));
const migrationsFolder = join(root, "src/server/db/migrations");
const cacheDir = join(root, "node_modules/.cache/rulesmith-tests");

/** Names what the migrations build: a new migration or PGlite release gives a new key. */
export function migratedKey(): string {
  const hash = createHash("sha256");
  const pglite = JSON.parse(
    readFileSync(join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(pglite.version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

export const pgliteImagePath = () => join(cacheDir, `pglite-${migratedKey()}.tar`);

/** Writes the image unless one for these migrations exists; returns its path. */
export async function buildPgliteImage(): Promise<string> {
  const path = pgliteImagePath();
  if (existsSync(path)) return path;
  const client = new PGlite("memory://");
  await migrate(drizzle({ client }), { migrationsFolder });
  const image = await client.dumpDataDir("none");
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Written beside, then renamed: a reader never sees half an image.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/** The image for the current migrations, when the global setup has built it. */
export function loadPgliteImage(): Blob | undefined {
  const path = pgliteImagePath();
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/**
 * A new PGlite data directory on disk that holds the migrated database, for a test that starts a
 * process on a `DATA_DIR`: loading the image is far cheaper than initdb and every migration.
 */
export async function migratedDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "rulesmith-data-"));
  const client = new PGlite(dir, {
    loadDataDir: new Blob([readFileSync(await buildPgliteImage())]),
  });
  await client.close();
  return dir;
}
