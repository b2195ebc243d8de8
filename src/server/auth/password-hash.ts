import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";

const PREFIX = "test-sha256:";

const digest = (salt: string, password: string) =>
  createHash("sha256")
    .update(`${salt}:${password.normalize("NFKC")}`)
    .digest();

/**
 * A cheap password hash for NODE_ENV=test only (decision 098): better-auth's scrypt costs tens of
 * milliseconds of CPU per sign-up, sign-in and password change, and the tests make thousands.
 * Stored as `test-sha256:<salt>:<hex>`; a stored scrypt hash (`<salt>:<hex>`) still verifies
 * with the real function, so a database written by a real-hash app reads the same.
 */
export const testPasswordHash = {
  hash: async (password: string) => {
    const salt = randomBytes(8).toString("hex");
    return `${PREFIX}${salt}:${digest(salt, password).toString("hex")}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = "", key = ""] = hash.slice(PREFIX.length).split(":");
    const expected = Buffer.from(key, "hex");
    const actual = digest(salt, password);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

/**
 * The `emailAndPassword.password` option: the test hash when the configuration says test, and
 * otherwise nothing, which leaves better-auth's own scrypt hash in place — in development and
 * production alike.
 */
export function passwordHashOption(env: "development" | "production" | "test") {
  return env === "test" ? { password: testPasswordHash } : {};
}
