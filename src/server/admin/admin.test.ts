import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser, jsonPost } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { user } from "../db/schema";

describe("admin access", () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(() => ctx.close());

  const admins = async () =>
    (
      await ctx.database.db.select({ email: user.email }).from(user).where(eq(user.isAdmin, true))
    ).map((r) => r.email);

  it("lets the very first account claim admin, and nobody after it", async () => {
    const first = await createUser(ctx);
    const status = await ctx.app.request("/api/admin/setup-status", {
      headers: { Cookie: first.cookie },
    });
    // Not yet an admin: the account count is not told.
    expect(await status.json()).toEqual({ profileCount: null, canClaimFirstAdmin: true });

    expect(
      (await ctx.app.request("/api/admin/claim-first", jsonPost({}, first.cookie))).status,
    ).toBe(200);
    const second = await createUser(ctx);
    const statusOf = async (cookie: string) =>
      (await ctx.app.request("/api/admin/setup-status", { headers: { Cookie: cookie } })).json();
    expect(await statusOf(first.cookie)).toEqual({ profileCount: 2, canClaimFirstAdmin: false });
    expect(await statusOf(second.cookie)).toEqual({
      profileCount: null,
      canClaimFirstAdmin: false,
    });
    const refused = await ctx.app.request("/api/admin/claim-first", jsonPost({}, second.cookie));
    expect(refused.status).toBe(403);
    expect(await admins()).toEqual([first.email]);
  });

  it("decides simultaneous first-admin claims so exactly one account is admin", async () => {
    const first = await createUser(ctx);
    const claims = Array.from({ length: 8 }, () =>
      ctx.app.request("/api/admin/claim-first", jsonPost({}, first.cookie)),
    );
    const late = createUser(ctx).then((second) =>
      ctx.app.request("/api/admin/claim-first", jsonPost({}, second.cookie)),
    );
    await Promise.all([...claims, late]);
    expect(await admins()).toHaveLength(1);
  });

  it("answers 403 to a signed-in non-admin and 401 to an anonymous caller on admin routes", async () => {
    const first = await createUser(ctx);
    await ctx.app.request("/api/admin/claim-first", jsonPost({}, first.cookie));
    const member = await createUser(ctx);

    const forbidden = await ctx.app.request(
      "/api/admin/grant",
      jsonPost({ email: member.email }, member.cookie),
    );
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.message).toBe(
      "You don't have admin privileges to access this page.",
    );
    const anonymous = await ctx.app.request("/api/admin/grant", jsonPost({ email: member.email }));
    expect(anonymous.status).toBe(401);
  });

  it("lets an admin grant admin rights by e-mail, case-insensitively", async () => {
    const first = await createUser(ctx);
    await ctx.app.request("/api/admin/claim-first", jsonPost({}, first.cookie));
    const member = await createUser(ctx);
    const res = await ctx.app.request(
      "/api/admin/grant",
      jsonPost({ email: member.email.toUpperCase() }, first.cookie),
    );
    expect(res.status).toBe(200);
    expect((await admins()).sort()).toEqual([first.email, member.email].sort());

    const unknown = await ctx.app.request(
      "/api/admin/grant",
      jsonPost({ email: "ghost@example.com" }, first.cookie),
    );
    expect(unknown.status).toBe(404);
    const invalid = await ctx.app.request(
      "/api/admin/grant",
      jsonPost({ email: "not-an-email" }, first.cookie),
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields.email).toBeDefined();
  });
});
