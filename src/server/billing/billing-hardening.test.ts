import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { normalisePromotionCode } from "#contract/promotion-code";
import { createAdmin } from "../../../tests/factories/admin";
import { createVerifiedUser, jsonPost } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { orders, user, withdrawalRequests } from "../db/schema";

const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "p".repeat(32) };

/** Production without a Stripe key ran the free test checkout when PUBLIC_URL was local. */
describe("payments mode (decision 084)", () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  it("in production without a Stripe key refuses every purchase, whatever PUBLIC_URL is", async () => {
    for (const url of ["http://localhost:3000", "https://rulesmith.example"]) {
      ctx = await createTestApp({ ...production, PUBLIC_URL: url });
      const origin = { Origin: url };
      const buyer = await createVerifiedUser({
        ...ctx,
        app: { request: (path, init) => ctx.app.request(path, withOrigin(init, url)) },
      });
      const config = await (await ctx.app.request("/api/billing/config")).json();
      expect(config).toMatchObject({ paymentsMode: "off", testMode: false });
      const checkout = await ctx.app.request(
        "/api/billing/checkout",
        jsonPost({ priceId: "pkg_small", consent: true }, buyer.cookie, origin),
      );
      expect(checkout.status).toBe(503);
      expect((await checkout.json()).error.code).toBe("PAYMENTS_DISABLED");
      for (const path of [
        "/api/billing/portal",
        "/api/billing/test-checkout/cs_test_x/pay",
        "/api/billing/test-portal/cancel",
        "/api/billing/checkout/verify",
      ]) {
        const res = await ctx.app.request(
          path,
          jsonPost({ sessionId: "cs_test_x" }, buyer.cookie, origin),
        );
        expect(res.status, path).toBe(503);
      }
      await ctx.close();
    }
    ctx = await createTestApp({
      ...production,
      PUBLIC_URL: "http://localhost:3000",
      PAYMENTS_TEST_MODE: "true",
    });
    expect(await (await ctx.app.request("/api/billing/config")).json()).toMatchObject({
      paymentsMode: "test",
      testMode: true,
    });
  });
});

function withOrigin(init: RequestInit | undefined, origin: string): RequestInit {
  const headers = new Headers(init?.headers);
  if (headers.has("Origin")) headers.set("Origin", origin);
  return { ...init, headers };
}

async function accountId(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email));
  return row!.id;
}

/** A completed order of the account, as fulfilment writes one. */
async function paidOrder(ctx: TestContext, userId: string) {
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      userId,
      kind: "package",
      stripeCheckoutId: `cs_test_${crypto.randomUUID()}`,
      stripePriceId: "price_test_10",
      productName: "10 tokens",
      tokens: 10,
      amount: 499,
      currency: "eur",
      status: "completed",
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** Every click declared (and mailed) another withdrawal; the admin lists had no pages. */
describe("withdrawals and the admin lists (decision 086)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "10" });
  });
  afterAll(() => ctx.close());

  it("keeps one declaration per order: a second answers the first and mails nothing", async () => {
    const buyer = await createVerifiedUser(ctx);
    const order = await paidOrder(ctx, await accountId(ctx, buyer.email));
    const declare = (message: string) =>
      ctx.app.request(
        "/api/billing/withdrawals",
        jsonPost({ orderId: order, message }, buyer.cookie),
      );
    const first = await declare("First words");
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    await ctx.settled();
    const mailsAfterFirst = readdirSync(ctx.config.mail.outboxDir).length;

    const again = await Promise.all([declare("Second words"), declare("Third words")]);
    expect(again.map((res) => res.status)).toEqual([200, 200]);
    for (const res of again) expect(await res.json()).toEqual(firstBody);
    await ctx.settled();
    expect(readdirSync(ctx.config.mail.outboxDir)).toHaveLength(mailsAfterFirst);
    const rows = await ctx.database.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.orderId, order));
    expect(rows.map((row) => row.message)).toEqual(["First words"]);
  });

  it("limits declarations per account", async () => {
    const limited = await createTestApp();
    try {
      const buyer = await createVerifiedUser(limited);
      const id = await accountId(limited, buyer.email);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const order = await paidOrder(limited, id);
        const res = await limited.app.request(
          "/api/billing/withdrawals",
          jsonPost({ orderId: order }, buyer.cookie),
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("counts only new declarations: clicks on one order leave the allowance for the others", async () => {
    const limited = await createTestApp();
    try {
      const buyer = await createVerifiedUser(limited);
      const id = await accountId(limited, buyer.email);
      const declare = (orderId: string) =>
        limited.app.request("/api/billing/withdrawals", jsonPost({ orderId }, buyer.cookie));
      const first = await paidOrder(limited, id);
      expect((await declare(first)).status).toBe(201);
      for (let i = 0; i < 20; i++) expect((await declare(first)).status).toBe(200);
      expect((await declare(await paidOrder(limited, id))).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("pages the admin's withdrawals, customers and users, newest (or richest) first, each row once", async () => {
    const admin = await createAdmin(ctx);
    const buyer = await createVerifiedUser(ctx);
    const buyerId = await accountId(ctx, buyer.email);
    // Enough rows for two pages of each list, several with the same time.
    const at = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < limits.adminPageSize + 5; i++) {
      const order = await paidOrder(ctx, buyerId);
      await ctx.database.db
        .insert(withdrawalRequests)
        .values({ userId: buyerId, orderId: order, createdAt: at });
    }
    await ctx.database.db.insert(user).values(
      Array.from({ length: limits.adminPageSize + 5 }, (_, i) => ({
        id: `paged-account-${String(i).padStart(3, "0")}`,
        name: "",
        email: `paged-${i}@example.com`,
        createdAt: at,
        updatedAt: at,
      })),
    );

    const walk = async <T extends { id?: string; userId?: string }>(
      path: string,
      field: string,
    ): Promise<{ pages: number; rows: T[] }> => {
      const rows: T[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const separator = path.includes("?") ? "&" : "?";
        const res = await ctx.app.request(
          `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`,
          { headers: { Cookie: admin.cookie } },
        );
        expect(res.status, path).toBe(200);
        const body = (await res.json()) as Record<string, unknown> & { nextCursor: string | null };
        rows.push(...(body[field] as T[]));
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 20);
      return { pages, rows };
    };

    const withdrawals = await walk<{ id: string }>("/api/billing/admin/withdrawals", "withdrawals");
    expect(withdrawals.pages).toBeGreaterThan(1);
    const allWithdrawals = await ctx.database.db
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests);
    expect(withdrawals.rows.map((row) => row.id).sort()).toEqual(
      allWithdrawals.map((row) => row.id).sort(),
    );

    const customers = await walk<{ userId: string }>("/api/admin/billing/customers", "customers");
    expect(customers.pages).toBeGreaterThan(1);
    const accounts = await ctx.database.db.select({ id: user.id }).from(user);
    expect(customers.rows.map((row) => row.userId).sort()).toEqual(
      accounts.map((row) => row.id).sort(),
    );

    const users = await walk<{ id: string; tokensRemaining: number }>(
      "/api/admin/billing/users?search=",
      "users",
    );
    expect(users.pages).toBeGreaterThan(1);
    expect(users.rows.map((row) => row.id).sort()).toEqual(accounts.map((row) => row.id).sort());
    const balances = users.rows.map((row) => row.tokensRemaining);
    expect(balances).toEqual(balances.toSorted((a, b) => b - a));
    const found = await walk<{ id: string }>("/api/admin/billing/users?search=paged-", "users");
    expect(found.rows).toHaveLength(limits.adminPageSize + 5);
  });
});

/** Promotion codes were trimmed and upper-cased in some places and not in others. */
describe("promotion codes, normalised the same way everywhere", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "10" });
  });
  afterAll(() => ctx.close());

  async function payWith(code: string) {
    const buyer = await createVerifiedUser(ctx);
    const checkout = await ctx.app.request(
      "/api/billing/checkout",
      jsonPost({ priceId: "price_fallback_basic", consent: true }, buyer.cookie),
    );
    const sessionId = new URL((await checkout.json()).url).pathname.split("/").pop()!;
    const paid = await ctx.app.request(
      `/api/billing/test-checkout/${sessionId}/pay`,
      jsonPost({ promotionCode: code }, buyer.cookie),
    );
    const [order] = await ctx.database.db
      .select({ amount: orders.amount })
      .from(orders)
      .where(eq(orders.stripeCheckoutId, sessionId));
    return { status: paid.status, amount: order?.amount };
  }

  it("takes a code however it is typed: case, spaces, full-width, zero-width", async () => {
    expect(normalisePromotionCode(" test 10\u200b")).toBe("TEST10");
    expect(normalisePromotionCode("ｔｅｓｔ１０")).toBe("TEST10");
    const full = (await payWith("")).amount!;
    for (const typed of ["TEST10", " test10 ", "te st10", "ｔｅｓｔ１０", "test10\u200b"]) {
      const paid = await payWith(typed);
      expect(paid, JSON.stringify(typed)).toEqual({ status: 200, amount: Math.round(full * 0.9) });
    }
    expect((await payWith("nope")).status).toBe(400);
  });

  it("stores an admin discount's code normalised, and redeems it typed in any of those ways", async () => {
    const admin = await createAdmin(ctx);
    const created = await ctx.app.request(
      "/api/admin/billing/discounts",
      jsonPost({ name: "Spring ＳＡＬＥ", percentOff: 20, duration: "once" }, admin.cookie),
    );
    expect(created.status).toBe(201);
    const { code } = (await created.json()).discount as { code: string };
    expect(code).toBe(normalisePromotionCode(code));
    expect(code).toMatch(/^SPRINGSALE-[0-9A-F]{6}$/);
    const full = (await payWith("")).amount!;
    const typed = ` ${code.toLowerCase().replace("-", " - ")} `;
    expect(await payWith(typed)).toEqual({ status: 200, amount: Math.round(full * 0.8) });
  });
});
