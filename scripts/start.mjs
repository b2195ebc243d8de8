import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * `npm start` / `npm run start:built`: the built production server (plain node), runnable
 * without any setup (decision 002). The server
 * refuses production without BETTER_AUTH_SECRET (decision 021); when none is set, this script
 * gives the installation its own random secret, kept in DATA_DIR (0600) so sessions survive a
 * restart, instead of a built-in one that anyone could read in the source.
 */
if (!process.env.BETTER_AUTH_SECRET) {
  const dataDir = process.env.DATA_DIR || "./data";
  if (dataDir.startsWith("memory://")) {
    process.env.BETTER_AUTH_SECRET = randomBytes(32).toString("hex");
  } else {
    const file = join(dataDir, "auth-secret");
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
      console.log(
        `Generated a session secret in ${file}; set BETTER_AUTH_SECRET to choose your own.`,
      );
    }
    process.env.BETTER_AUTH_SECRET = readFileSync(file, "utf8").trim();
  }
}

await import("../dist/server/index.js");
