import { buildPgliteImage } from "../support/pglite-image";
import { buildPostgresTemplate } from "../support/test-db";

/**
 * Vitest global setup: migrates one database, once per run, for each test file's database to
 * start from instead of migrating: a dumped PGlite image (decision 099) or, on PostgreSQL
 * (TEST_DATABASE_URL), a template database on the server (decision 143).
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  await (serverUrl ? buildPostgresTemplate(serverUrl) : buildPgliteImage());
}
