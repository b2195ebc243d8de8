import { emailSchema } from "#contract/auth";
import { grantAdmin } from "../src/server/admin/admin.service";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

/**
 * `npm run admin:grant -- someone@example.com`: makes an existing account an admin, from the
 * operator's shell (the bootstrap for the first admin, decision 023). On PGlite the server must
 * be stopped first: the data directory is locked while it runs.
 */
const email = emailSchema.safeParse(process.argv[2]?.trim());
if (!email.success) {
  console.error("Usage: npm run admin:grant -- <e-mail of an existing account>");
  process.exit(2);
}

try {
  const database = openDatabase(loadConfig().database);
  try {
    await database.migrate();
    await grantAdmin(database.db, email.data);
    console.log(`${email.data} is now an admin.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Could not grant admin rights: ${(error as Error).message}`);
  process.exit(1);
}
