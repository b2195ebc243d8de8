import { buildPgliteImage } from "../support/pglite-image";

/**
 * Vitest global setup: migrates one PGlite database and dumps it, once per run, so each test
 * file's database loads the image instead of migrating (decision 099). On PostgreSQL
 * (TEST_DATABASE_URL) every file still migrates a fresh database of its own.
 */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await buildPgliteImage();
}
