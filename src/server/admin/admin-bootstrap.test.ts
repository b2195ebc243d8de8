import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createUser, jsonPost, signUp } from "../../../tests/factories/user";
import { migratedDataDir } from "../../../tests/support/pglite-image";
import { createTestApp } from "../../../tests/support/test-app";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../db/client";
import { user } from "../db/schema";
import { createMailer } from "../mail/mailer";
import { grantListedAdmins } from "./admin.service";

const isAdmin = async (db: Db, email: string) =>
  (await db.select({ isAdmin: user.isAdmin }).from(user).where(eq(user.email, email)))[0]
    ?.isAdmin === true;

describe("operator admin bootstrap", () => {
  it("ADMIN_EMAILS makes a listed address admin once verified, nobody else, and closes the self-claim", async () => {
    const ctx = await createTestApp({ ADMIN_EMAILS: " Ops@Example.com , boss@example.com" });
    const stranger = await createUser(ctx);
    const claim = await ctx.app.request("/api/admin/claim-first", jsonPost({}, stranger.cookie));
    expect(claim.status).toBe(403);
    const status = await ctx.app.request("/api/admin/setup-status", {
      headers: { Cookie: stranger.cookie },
    });
    expect((await status.json()).canClaimFirstAdmin).toBe(false);

    await createUser(ctx, { email: "ops@example.com" });
    // Whoever signs up with a listed address first gets nothing until the address is proven.
    expect(await isAdmin(ctx.database.db, "ops@example.com")).toBe(false);
    await ctx.verifyEmail("ops@example.com");
    expect(await isAdmin(ctx.database.db, "ops@example.com")).toBe(true);
    expect(await isAdmin(ctx.database.db, stranger.email)).toBe(false);
    await ctx.close();
  });

  it("ADMIN_EMAILS grants existing verified accounts when the server starts", async () => {
    const ctx = await createTestApp();
    const member = await createUser(ctx);
    expect(await grantListedAdmins(ctx.database.db, [member.email])).toBe(0);
    await ctx.verifyEmail(member.email);
    expect(await grantListedAdmins(ctx.database.db, [member.email])).toBe(1);
    expect(await isAdmin(ctx.database.db, member.email)).toBe(true);
    await ctx.close();
  });

  it("in production the first account cannot make itself admin unless FIRST_ADMIN_CLAIM says so", async () => {
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "p".repeat(32) };
    const closed = await createTestApp(production);
    const first = await createUser(closed);
    expect(
      (await closed.app.request("/api/admin/claim-first", jsonPost({}, first.cookie))).status,
    ).toBe(403);
    await closed.close();

    const open = await createTestApp({ ...production, FIRST_ADMIN_CLAIM: "true" });
    const owner = await createUser(open);
    expect(
      (await open.app.request("/api/admin/claim-first", jsonPost({}, owner.cookie))).status,
    ).toBe(200);
    await open.close();
  });

  // On a PGlite directory (DATA_DIR), whatever the run's database: the PostgreSQL run skips it.
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "npm run admin:grant makes an existing account admin from the shell",
    async () => {
      const env = { NODE_ENV: "test", DATA_DIR: await migratedDataDir() };
      const config = loadConfig(env);
      const logger = pino({ level: "silent" });
      let database = openDatabase(config.database);
      const app = createApp({
        db: database.db,
        config,
        logger,
        mailer: createMailer(config.mail, logger),
      });
      const member = await signUp(app);
      await database.close();

      const run = (email: string) =>
        spawnSync(process.execPath, ["--import", "tsx", "scripts/admin-grant.ts", email], {
          env: { ...process.env, ...env },
          encoding: "utf8",
        });
      const granted = run(member.email);
      expect(granted.status, granted.stderr).toBe(0);
      expect(granted.stdout).toContain(`${member.email} is now an admin.`);
      const unknown = run("ghost@example.com");
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain("No account uses the e-mail ghost@example.com");

      database = openDatabase(config.database);
      expect(await isAdmin(database.db, member.email)).toBe(true);
      await database.close();
    },
    60_000,
  );
});
