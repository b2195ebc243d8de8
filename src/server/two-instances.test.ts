import { createEmailVerificationToken } from "better-auth/api";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWizardForm } from "../../tests/factories/wizard-form";
import {
  APP_PROCESS_SECRET,
  startAppProcess,
  type AppProcess,
} from "../../tests/support/app-process";
import { createScratchDatabase } from "../../tests/support/test-db";
import { authAccountLimits } from "./auth/auth-rate-limits";
import { openDatabase, type Database } from "./db/client";
import { tokenTransactions, user } from "./db/schema";
import { creditTokens } from "./tokens/tokens.service";

const serverUrl = process.env.TEST_DATABASE_URL;
const publicUrl = "http://localhost:3000";

/** Two app processes on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!serverUrl)("two app processes on one PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  const apps: AppProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    const env = { DATABASE_URL: scratch.url, PUBLIC_URL: publicUrl, SIGNUP_BONUS_TOKENS: "0" };
    // One after the other: the first applies the migrations.
    for (let i = 0; i < 2; i++) {
      apps.push(await startAppProcess(env, { entry: "source", readyPath: "/api/health" }));
    }
    database = openDatabase({ kind: "postgres", url: scratch.url });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.close();
    await scratch?.drop();
  });

  const call = (app: AppProcess, path: string, cookie: string, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method: body ? "POST" : "GET",
      headers: { "Content-Type": "application/json", Origin: publicUrl, Cookie: cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const balanceOn = async (app: AppProcess, cookie: string) => {
    const res = await call(app, "/api/tokens/balance", cookie);
    return res.status === 200 ? ((await res.json()) as { tokensRemaining: number }) : res.status;
  };

  it("serves one session on both, spends tokens exactly under concurrent generations, and signs out on both", async () => {
    const [a, b] = apps as [AppProcess, AppProcess];
    const email = "two-instances@example.com";
    const signUp = await call(a, "/api/auth/sign-up/email", "", {
      email,
      password: "two-instances-1",
      name: "Two",
    });
    expect(signUp.status).toBe(200);
    // The mailed link confirms the address (so generations spend tokens, decision 024) and
    // signs in (decision 079).
    const token = await createEmailVerificationToken(APP_PROCESS_SECRET, email);
    const confirmed = await fetch(`${a.url}/api/auth/verify-email?token=${token}`);
    expect(confirmed.status).toBe(200);
    const cookie = confirmed.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const tokens = 37;
    await creditTokens(database.db, row!.id, tokens, { kind: "admin_grant", params: {} });

    expect(await balanceOn(a, cookie)).toMatchObject({ tokensRemaining: tokens });
    expect(await balanceOn(b, cookie)).toMatchObject({ tokensRemaining: tokens });

    const attempts = 60;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        call(i % 2 ? b : a, "/api/generate", cookie, {
          form: createWizardForm(),
          language: "en",
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(tokens);
    expect(statuses.filter((s) => s === 402)).toHaveLength(attempts - tokens);
    expect(await balanceOn(a, cookie)).toMatchObject({ tokensRemaining: 0 });
    expect(await balanceOn(b, cookie)).toMatchObject({ tokensRemaining: 0 });
    const [uses] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tokenTransactions)
      .where(eq(tokenTransactions.transactionType, "use"));
    expect(uses?.n).toBe(tokens);

    // b has the session cached now; signing out on a must end it there too, well before its TTL.
    expect((await call(a, "/api/account/sign-out", cookie, {})).status).toBe(200);
    expect(await balanceOn(a, cookie)).toBe(401);
    await vi.waitFor(async () => expect(await balanceOn(b, cookie)).toBe(401), { timeout: 2000 });
  }, 60_000);

  it("shares rate limits: wrong passwords split across both are refused at one process's count", async () => {
    const email = "shared-limits@example.com";
    const signUp = await call(apps[0]!, "/api/auth/sign-up/email", "", {
      email,
      password: "shared-limits-1",
      name: "Shared",
    });
    expect(signUp.status).toBe(200);
    const { max } = authAccountLimits.signInPerAccountAndIp;
    const attempts = 3 * max;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        call(apps[i % 2]!, "/api/auth/sign-in/email", "", {
          email,
          password: "not-the-password",
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - max);
  }, 30_000);
});
