import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPrice, AdminProduct } from "#contract/admin-billing";
import {
  adminBillingBase as base,
  createAdminTestApp,
  jsonRequest,
  type AdminTestApp,
} from "../../../tests/factories/admin";
import { createUser, jsonPost, type TestUser } from "../../../tests/factories/user";
import type { TestContext } from "../../../tests/support/test-app";
import { createTestProvider } from "../billing/test-provider";
import {
  adminAuditLog,
  discounts,
  orders,
  profiles,
  tokenTransactions,
  user as userTable,
} from "../db/schema";

const someId = randomUUID();

/** Every admin billing route, with a body that would be valid. */
const routes: [method: string, path: string, body?: unknown][] = [
  ["GET", "/products"],
  ["POST", "/products", { name: "Starter 10 tokens" }],
  ["PATCH", `/products/${someId}`, { name: "Starter 10 tokens", active: true }],
  ["DELETE", `/products/${someId}`],
  ["GET", "/prices"],
  ["POST", "/prices", { productId: someId, currency: "usd", unitAmount: 500 }],
  ["PATCH", `/prices/${someId}`, { active: false }],
  ["POST", `/prices/${someId}/amount`, { unitAmount: 600 }],
  ["POST", `/prices/${someId}/default`],
  ["DELETE", `/prices/${someId}`],
  ["GET", "/discounts"],
  ["POST", "/discounts", { name: "Launch", percentOff: 10, duration: "once" }],
  [
    "PATCH",
    `/discounts/${someId}`,
    { name: "Launch", description: null, active: true, validUntil: null },
  ],
  ["GET", "/subscriptions"],
  ["GET", "/customers"],
  ["GET", "/users?search=a"],
  ["POST", "/users/someone/tokens", { amount: 10 }],
  ["GET", "/audit"],
  ["POST", "/resync"],
];

describe("admin billing API in test mode", () => {
  let ctx: TestContext;
  let admin: TestUser & { id: string };
  let member: TestUser;
  let call: AdminTestApp["call"];

  const createProduct = async (name: string, description?: string) =>
    (await call("POST", "/products", { name, description })).body.product as AdminProduct;
  const createPrice = async (productId: string, unitAmount: number, extra = {}) =>
    (await call("POST", "/prices", { productId, currency: "usd", unitAmount, ...extra })).body
      .price as AdminPrice;
  const auditRows = (action: string) =>
    ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, action as never));

  beforeAll(async () => {
    ({ ctx, admin, call } = await createAdminTestApp(
      { RATE_LIMIT_SCALE: "50" },
      { payments: createTestProvider("http://localhost:3000") },
      { name: "Ada Admin" },
    ));
    member = await createUser(ctx);
  });
  afterAll(() => ctx.close());

  it.each(routes)(
    "%s %s answers 401 anonymous and 403 to a non-admin",
    async (method, path, body) => {
      const anonymous = await ctx.app.request(`${base}${path}`, jsonRequest(method, body));
      expect(anonymous.status).toBe(401);
      const forbidden = await ctx.app.request(
        `${base}${path}`,
        jsonRequest(method, body, member.cookie),
      );
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).error.code).toBe("FORBIDDEN");
    },
  );

  describe("validation: 400 with field codes", () => {
    const cases: [string, string, string, unknown, string, Record<string, unknown>][] = [
      [
        "product name under 2 chars",
        "POST",
        "/products",
        { name: "a" },
        "name",
        { code: "too_small", minimum: 2 },
      ],
      [
        "product name 2 chars only after trimming",
        "POST",
        "/products",
        { name: "  a  " },
        "name",
        { code: "too_small" },
      ],
      [
        "discount name over 40",
        "POST",
        "/discounts",
        { name: "x".repeat(41), percentOff: 10, duration: "once" },
        "name",
        { code: "too_big", maximum: 40 },
      ],
      [
        "discount with percent and amount",
        "POST",
        "/discounts",
        { name: "Both", percentOff: 10, amountOff: 100, currency: "usd", duration: "once" },
        "percentOff",
        { code: "custom" },
      ],
      [
        "discount with neither percent nor amount",
        "POST",
        "/discounts",
        { name: "None", duration: "once" },
        "percentOff",
        { code: "custom" },
      ],
      [
        "amount off without currency",
        "POST",
        "/discounts",
        { name: "Fixed", amountOff: 500, duration: "once" },
        "currency",
        { code: "custom" },
      ],
      [
        "repeating without months",
        "POST",
        "/discounts",
        { name: "Monthly", percentOff: 5, duration: "repeating" },
        "durationInMonths",
        { code: "custom" },
      ],
      [
        "price under 1 cent",
        "POST",
        "/prices",
        { productId: someId, currency: "usd", unitAmount: 0 },
        "unitAmount",
        { code: "too_small", minimum: 1 },
      ],
      [
        "price in another currency",
        "POST",
        "/prices",
        { productId: someId, currency: "gbp", unitAmount: 100 },
        "currency",
        { code: "invalid_value" },
      ],
      [
        "amount change under 1 cent",
        "POST",
        `/prices/${someId}/amount`,
        { unitAmount: 0 },
        "unitAmount",
        { code: "too_small" },
      ],
      [
        "token amount under 1",
        "POST",
        "/users/someone/tokens",
        { amount: 0 },
        "amount",
        { code: "too_small", minimum: 1 },
      ],
      [
        "token amount not whole",
        "POST",
        "/users/someone/tokens",
        { amount: 1.5 },
        "amount",
        { code: "invalid_type" },
      ],
    ];
    it.each(cases)("%s", async (_name, method, path, body, field, issue) => {
      const res = await call(method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.fields[field]).toEqual(
        expect.arrayContaining([expect.objectContaining(issue)]),
      );
    });
  });

  it("creates, lists, edits and deletes a product; names are trimmed; tokens come from its text", async () => {
    const created = await call("POST", "/products", {
      name: "  Starter 15 tokens  ",
      description: "  For trying it out ",
    });
    expect(created.status).toBe(201);
    const product = created.body.product as AdminProduct;
    expect(product).toMatchObject({
      name: "Starter 15 tokens",
      description: "For trying it out",
      active: true,
      defaultPriceId: null,
      prices: [],
    });
    expect(product.stripeProductId).toMatch(/^prod_test_/);

    const price = await createPrice(product.id, 700);
    expect(price).toMatchObject({
      tokens: 15,
      isDefault: true,
      stripePriceId: expect.stringMatching(/^price_test_/),
    });

    const plain = await createProduct("No count here");
    expect((await createPrice(plain.id, 900)).tokens).toBe(0);

    const edited = await call("PATCH", `/products/${product.id}`, {
      name: "Starter 15 tokens",
      active: false,
    });
    expect(edited.body.product).toMatchObject({ active: false, description: null });
    const activeOnly = (await call("GET", "/products?active=true")).body.products as AdminProduct[];
    expect(activeOnly.map((p) => p.id)).not.toContain(product.id);
    const all = (await call("GET", "/products")).body.products as AdminProduct[];
    expect(all.find((p) => p.id === product.id)?.prices).toHaveLength(1);

    expect((await call("DELETE", `/products/${product.id}`)).status).toBe(200);
    const after = (await call("GET", "/prices")).body.prices as AdminPrice[];
    expect(after.map((p) => p.productId)).not.toContain(product.id);
    expect(await auditRows("product.delete")).toHaveLength(1);
    expect((await call("DELETE", `/products/${product.id}`)).status).toBe(404);
  });

  it("changes an amount: new default price with the same terms, the old one inactive", async () => {
    const product = await createProduct("Pro 50 tokens");
    const old = await createPrice(product.id, 1500, {
      recurring: { interval: "month", intervalCount: 3, trialPeriodDays: 7 },
    });
    expect(old.isDefault).toBe(true);

    const changed = await call("POST", `/prices/${old.id}/amount`, { unitAmount: 1900 });
    expect(changed.status).toBe(201);
    const fresh = changed.body.price as AdminPrice;
    expect(fresh).toMatchObject({
      unitAmount: 1900,
      currency: "usd",
      interval: "month",
      intervalCount: 3,
      trialPeriodDays: 7,
      active: true,
      isDefault: true,
      tokens: 50,
    });
    expect(fresh.id).not.toBe(old.id);
    // A retried click answers the same new price and changes nothing more.
    const retried = await call("POST", `/prices/${old.id}/amount`, { unitAmount: 1900 });
    expect(retried.body.price.id).toBe(fresh.id);

    const listed = (await call("GET", "/products")).body.products as AdminProduct[];
    const mine = listed.find((p) => p.id === product.id)!;
    expect(mine.defaultPriceId).toBe(fresh.id);
    expect(mine.prices.map((p) => [p.id, p.active])).toEqual([
      [fresh.id, true],
      [old.id, false],
    ]);
    expect(await auditRows("price.amount_change")).toHaveLength(1);

    const refused = await call("DELETE", `/prices/${fresh.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("PRICE_IS_DEFAULT");
    expect((await call("DELETE", `/prices/${old.id}`)).status).toBe(200);
    const prices = (await call("GET", "/prices")).body.prices as AdminPrice[];
    expect(prices.map((p) => p.id)).toContain(fresh.id);
    expect(prices.map((p) => p.id)).not.toContain(old.id);
  });

  it("makes another active price the default, so the former default can be deleted", async () => {
    const product = await createProduct("Duo 20 tokens");
    const first = await createPrice(product.id, 900);
    const second = await createPrice(product.id, 1100);
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    expect((await call("DELETE", `/prices/${first.id}`)).status).toBe(409);

    const made = await call("POST", `/prices/${second.id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.price).toMatchObject({ id: second.id, isDefault: true });
    expect(await auditRows("price.set_default")).toHaveLength(1);
    expect((await call("DELETE", `/prices/${first.id}`)).status).toBe(200);

    await call("PATCH", `/prices/${second.id}`, { active: false });
    const third = await createPrice(product.id, 1300, { active: false });
    const refused = await call("POST", `/prices/${third.id}/default`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("CONFLICT");
    expect((await call("POST", `/prices/${randomUUID()}/default`)).status).toBe(404);
  });

  it("edits only a price's active flag and makes one price of a retried create", async () => {
    const product = await createProduct("Team 120 tokens");
    const first = await createPrice(product.id, 4900);
    const again = await createPrice(product.id, 4900);
    expect(again.id).toBe(first.id);
    const updated = await call("PATCH", `/prices/${first.id}`, { active: false, unitAmount: 1 });
    expect(updated.body.price).toMatchObject({ active: false, unitAmount: 4900 });
    const unknown = await call("PATCH", `/prices/${randomUUID()}`, { active: true });
    expect(unknown.status).toBe(404);
    const noProduct = await call("POST", "/prices", {
      productId: randomUUID(),
      currency: "eur",
      unitAmount: 100,
    });
    expect(noProduct.status).toBe(404);
  });

  it("adds tokens: one ledger row, one audit row, the right balance; unknown user 404", async () => {
    const buyer = await createUser(ctx);
    const [row] = await ctx.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, buyer.email));
    const res = await call("POST", `/users/${row!.id}/tokens`, { amount: 25 });
    expect(res).toEqual({ status: 200, body: { userId: row!.id, tokensRemaining: 25 } });
    const ledger = await ctx.database.db
      .select()
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, row!.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        transactionType: "add",
        amount: 25,
        kind: "admin_grant",
        params: {},
      }),
    ]);
    const audit = (await auditRows("tokens.add")).filter((a) => a.subjectId === row!.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        details: { amount: 25, before: 0, after: 25 },
      }),
    ]);
    const balance = await ctx.app.request("/api/tokens/balance", {
      headers: { Cookie: buyer.cookie },
    });
    expect((await balance.json()).tokensRemaining).toBe(25);

    const unknown = await call("POST", "/users/no-such-user/tokens", { amount: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
  });

  it("searches users by e-mail, display name or id, case-insensitively, % and _ literally", async () => {
    const tag = randomUUID().slice(0, 8);
    const percent = await createUser(ctx, {
      email: `pct-${tag}@example.com`,
      name: `Promo 50%_off ${tag}`,
    });
    await createUser(ctx, { email: `plain-${tag}@example.com`, name: `Promo 50xyoff ${tag}` });
    const [percentRow] = await ctx.database.db
      .select()
      .from(userTable)
      .where(eq(userTable.email, percent.email));
    await call("POST", `/users/${percentRow!.id}/tokens`, { amount: 3 });

    const search = async (q: string) =>
      (
        (await call("GET", `/users?search=${encodeURIComponent(q)}`)).body.users as {
          email: string;
          tokensRemaining: number;
          displayName: string | null;
        }[]
      ).map((u) => u.email);

    expect(await search(`PCT-${tag.toUpperCase()}`)).toEqual([percent.email]);
    expect((await search(`promo 50`)).length).toBeGreaterThanOrEqual(2);
    expect(await search(`50%_off ${tag}`)).toEqual([percent.email]);
    expect(await search(`50%`)).toEqual([percent.email]);
    expect(await search(percentRow!.id.slice(2, 12).toUpperCase())).toEqual([percent.email]);

    const everyone = (await call("GET", "/users")).body.users as { tokensRemaining: number }[];
    const balances = everyone.map((u) => u.tokensRemaining);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(balances).toContain(0);
    const [plainProfile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.displayName, `Promo 50xyoff ${tag}`));
    expect(plainProfile).toBeDefined();
  });

  it("lists customers (registered users without a provider id too) and subscriptions", async () => {
    const customers = (await call("GET", "/customers")).body.customers as {
      email: string;
      stripeCustomerId: string | null;
    }[];
    expect(customers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: member.email, stripeCustomerId: null }),
      ]),
    );
    const subscriptions = await call("GET", "/subscriptions");
    expect(subscriptions).toEqual({ status: 200, body: { subscriptions: [] } });
  });

  it("creates and edits a discount whose code a buyer redeems at the test checkout", async () => {
    const created = await call("POST", "/discounts", {
      name: "  Spring sale  ",
      description: "Twenty off",
      percentOff: 20,
      duration: "repeating",
      durationInMonths: 3,
      maxRedemptions: 1,
    });
    expect(created.status).toBe(201);
    const discount = created.body.discount;
    expect(discount).toMatchObject({
      name: "Spring sale",
      percentOff: 20,
      amountOff: null,
      duration: "repeating",
      durationInMonths: 3,
      maxRedemptions: 1,
      timesRedeemed: 0,
      active: true,
    });
    expect(discount.code).toMatch(/^SPRINGSALE-[0-9A-F]{6}$/);
    const fixed = await call("POST", "/discounts", {
      name: "Five off",
      amountOff: 500,
      currency: "eur",
      duration: "forever",
    });
    expect(fixed.body.discount).toMatchObject({
      amountOff: 500,
      currency: "eur",
      durationInMonths: null,
    });

    const product = await createProduct("Checkout 30 tokens");
    const price = await createPrice(product.id, 1000);
    const buyer = await createUser(ctx);
    const pay = async (code: string) => {
      const start = await ctx.app.request(
        "/api/billing/checkout",
        jsonPost({ priceId: price.stripePriceId, consent: true }, buyer.cookie),
      );
      const sessionId = new URL((await start.json()).url).pathname.split("/").pop()!;
      const res = await ctx.app.request(
        `/api/billing/test-checkout/${sessionId}/pay`,
        jsonPost({ promotionCode: code }, buyer.cookie),
      );
      return { res, sessionId };
    };
    const { res, sessionId } = await pay(discount.code.toLowerCase());
    expect(res.status).toBe(200);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripeCheckoutId, sessionId));
    expect(order).toMatchObject({ amount: 800, tokens: 30 });
    const [stored] = await ctx.database.db
      .select()
      .from(discounts)
      .where(eq(discounts.id, discount.id));
    expect(stored!.timesRedeemed).toBe(1);

    const exhausted = await pay(discount.code);
    expect(exhausted.res.status).toBe(400);
    expect((await exhausted.res.json()).error.code).toBe("PROMOTION_CODE_INVALID");
    // The fixed discount is in euros; a dollar checkout cannot redeem it.
    expect((await pay(fixed.body.discount.code)).res.status).toBe(400);
    const twoOff = await call("POST", "/discounts", {
      name: "Two off",
      amountOff: 200,
      currency: "usd",
      duration: "once",
    });
    const dollars = await pay(twoOff.body.discount.code);
    expect(dollars.res.status).toBe(200);
    const [twoOffOrder] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.stripeCheckoutId, dollars.sessionId));
    expect(twoOffOrder!.amount).toBe(800);

    const edited = await call("PATCH", `/discounts/${fixed.body.discount.id}`, {
      name: "Five off (ended)",
      description: null,
      active: true,
      validUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(edited.body.discount).toMatchObject({ name: "Five off (ended)", active: true });
    const active = (await call("GET", "/discounts")).body.discounts as { id: string }[];
    expect(active.map((d) => d.id)).not.toContain(fixed.body.discount.id);
    const all = (await call("GET", "/discounts?active=all")).body.discounts as { id: string }[];
    expect(all.map((d) => d.id)).toContain(fixed.body.discount.id);
    expect(
      (
        await call("PATCH", `/discounts/${randomUUID()}`, {
          name: "Gone",
          description: null,
          active: false,
          validUntil: null,
        })
      ).status,
    ).toBe(404);
  });

  it("resyncs in test mode by counting our rows, and pages the audit log newest first", async () => {
    const resync = await call("POST", "/resync");
    expect(resync.status).toBe(200);
    expect(resync.body).toEqual({
      products: expect.any(Number),
      prices: expect.any(Number),
      discounts: expect.any(Number),
    });
    expect(resync.body.products).toBeGreaterThan(0);

    for (let i = 0; i < 50; i++) await call("POST", `/users/${admin.id}/tokens`, { amount: 1 });
    const first = (await call("GET", "/audit")).body;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ action: "tokens.add", actorEmail: admin.email });
    const times = first.entries.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await call("GET", `/audit?cursor=${first.nextCursor}`)).body;
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.entries.at(-1).action).toBe("product.create");
    const ids = new Set([...first.entries, ...second.entries].map((e: { id: string }) => e.id));
    expect(ids.size).toBe(first.entries.length + second.entries.length);
    expect(second.entries.map((e: { action: string }) => e.action)).toContain("catalog.resync");
  });
});
