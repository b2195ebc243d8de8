import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";

// On the fast path and the plain one alike (decision 128).
describe.each(["on", "off"])("token transactions API (DB_FAST_PATH=%s)", (fastPath) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SIGNUP_BONUS_TOKENS: "5", DB_FAST_PATH: fastPath });
  });
  afterAll(() => ctx.close());

  const get = (path: string, cookie: string) =>
    ctx.app.request(path, { headers: { Cookie: cookie } });

  it("lists the ledger newest first, paginated, and clears it without touching the balance", async () => {
    const user = await createVerifiedUser(ctx);
    expect(await (await get("/api/tokens/balance", user.cookie)).json()).toEqual({
      tokensRemaining: 5,
      welcomeGrantUnspent: true,
    });
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.request(
        "/api/generate",
        jsonPost({ form: createWizardForm(), language: "en" }, user.cookie),
      );
      expect(res.status).toBe(200);
    }
    const all = await (await get("/api/tokens/transactions", user.cookie)).json();
    expect(all.transactions.map((t: { type: string }) => t.type)).toEqual([
      "use",
      "use",
      "use",
      "add",
    ]);
    expect(all.transactions[3]).toEqual({
      id: expect.any(String),
      type: "add",
      amount: 5,
      kind: "welcome_bonus",
      params: {},
      createdAt: expect.any(String),
    });
    expect(all.nextCursor).toBeNull();

    const first = await (await get("/api/tokens/transactions?limit=3", user.cookie)).json();
    expect(first.transactions).toHaveLength(3);
    const rest = await (
      await get(`/api/tokens/transactions?limit=3&cursor=${first.nextCursor}`, user.cookie)
    ).json();
    expect(rest.transactions.map((t: { id: string }) => t.id)).toEqual([all.transactions[3].id]);

    const cleared = await ctx.app.request("/api/tokens/transactions", {
      method: "DELETE",
      headers: { Cookie: user.cookie, Origin: "http://localhost:3000" },
    });
    expect(await cleared.json()).toEqual({ deleted: 4 });
    expect(
      (await (await get("/api/tokens/transactions", user.cookie)).json()).transactions,
    ).toEqual([]);
    // Clearing the history does not make a spent grant look untouched again.
    expect(await (await get("/api/tokens/balance", user.cookie)).json()).toEqual({
      tokensRemaining: 2,
      welcomeGrantUnspent: false,
    });
  });

  it("answers 401 without a session", async () => {
    expect((await ctx.app.request("/api/tokens/transactions")).status).toBe(401);
  });
});
