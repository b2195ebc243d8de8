import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, jsonPost, signIn, type TestUser } from "../../../tests/factories/user";
import { createWizardForm } from "../../../tests/factories/wizard-form";
import { createTestApp, testOrigin, type TestContext } from "../../../tests/support/test-app";
import { accountExportSchema } from "#contract/account";
import { createTestProvider } from "../billing/test-provider";
import {
  orders,
  subscriptions,
  user as userTable,
  verification,
  withdrawalRequests,
} from "../db/schema";
import { AppError } from "../lib/errors";

function send(ctx: TestContext, method: string, path: string, cookie: string, body?: unknown) {
  return ctx.app.request(path, {
    method,
    headers: {
      Cookie: cookie,
      Origin: testOrigin,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function userId(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(userTable.email, email));
  return row!.id;
}

/** Every table with a user_id or a key referencing user.id, and how many rows it holds for `id`. */
async function rowsOf(ctx: TestContext, id: string) {
  const result = (await ctx.database.db.execute(sql`
    select c.table_name as table, c.column_name as column
    from information_schema.columns c
    where c.table_schema = 'public' and c.column_name in ('user_id', 'userId')
  `)) as unknown as { rows: { table: string; column: string }[] };
  const counts: Record<string, number> = {};
  for (const { table, column } of result.rows) {
    const counted = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = counted.rows[0]!.n;
  }
  for (const table of ["user", "profiles"]) {
    const counted = (await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where id = ${id}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table] = counted.rows[0]!.n;
  }
  return counts;
}

/** A paid order and a withdrawal declared for it, as the billing services write them. */
async function buySomething(ctx: TestContext, id: string) {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      userId: id,
      kind: "package",
      stripeCheckoutId: `cs_test_${crypto.randomUUID()}`,
      stripePriceId: "price_test_10",
      productName: "10 tokens",
      tokens: 10,
      amount: 499,
      currency: "eur",
      status: "completed",
      consentAt: new Date("2026-11-01T10:00:00Z"),
      metadata: { type: "package", processed_by: "test-mode" },
    })
    .returning();
  await ctx.database.db
    .insert(withdrawalRequests)
    .values({ userId: id, orderId: order!.id, message: `I, ${id}, withdraw.` });
  return order!;
}

async function fillAccount(ctx: TestContext, owner: TestUser) {
  const rule = { title: "Rules", content: "# Rules\n\n- One." };
  await ctx.app.request(
    "/api/rules",
    jsonPost({ name: "Mine", form: createWizardForm(), rule }, owner.cookie),
  );
  await ctx.app.request(
    "/api/generate",
    jsonPost({ form: createWizardForm(), language: "en" }, owner.cookie),
  );
}

describe("account settings API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("changes the display name", async () => {
    const owner = await createVerifiedUser(ctx);
    const res = await send(ctx, "PATCH", "/api/account/profile", owner.cookie, { name: " Ada " });
    expect((await res.json()).user).toMatchObject({ name: "Ada", email: owner.email });
    const session = await (await send(ctx, "GET", "/api/session", owner.cookie)).json();
    expect(session.user.name).toBe("Ada");
  });

  it("changes the password only with the current one, and ends the other sessions", async () => {
    const owner = await createVerifiedUser(ctx);
    const other = (await signIn(ctx.app, owner.email, owner.password)).headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const wrong = await send(ctx, "POST", "/api/account/password", owner.cookie, {
      currentPassword: "not-my-password-1",
      newPassword: "brand-new-pass-9",
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe("WRONG_PASSWORD");
    const weak = await send(ctx, "POST", "/api/account/password", owner.cookie, {
      currentPassword: owner.password,
      newPassword: "short",
    });
    expect((await weak.json()).error).toMatchObject({ code: "WEAK_PASSWORD" });

    // A reset link mailed before the change (it still worked afterwards).
    await ctx.app.request(
      "/api/auth/request-password-reset",
      jsonPost({ email: owner.email, redirectTo: "/reset-password" }),
    );
    await ctx.settled();
    const [link] = await ctx.database.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(eq(verification.value, await userId(ctx, owner.email)));
    const resetToken = link!.identifier.replace("reset-password:", "");

    const ok = await send(ctx, "POST", "/api/account/password", owner.cookie, {
      currentPassword: owner.password,
      newPassword: "brand-new-pass-9",
    });
    expect(ok.status).toBe(200);
    const reset = await ctx.app.request(
      "/api/auth/reset-password",
      jsonPost({ newPassword: "attacker-pass-9", token: resetToken }),
    );
    expect(reset.status).toBe(400);
    expect((await reset.json()).error.code).toBe("INVALID_RESET_TOKEN");
    expect((await signIn(ctx.app, owner.email, owner.password)).status).toBe(401);
    expect((await signIn(ctx.app, owner.email, "brand-new-pass-9")).status).toBe(200);
    expect((await send(ctx, "GET", "/api/tokens/balance", owner.cookie)).status).toBe(200);
    expect((await send(ctx, "GET", "/api/tokens/balance", other)).status).toBe(401);
  });

  it("exports the user's profile, rules, transactions and kept generations, and nobody else's", async () => {
    const owner = await createVerifiedUser(ctx);
    const stranger = await createVerifiedUser(ctx);
    await fillAccount(ctx, owner);
    await fillAccount(ctx, stranger);
    const res = await send(ctx, "GET", "/api/account/export", owner.cookie);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rulesmith-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = await res.json();
    expect(data.profile.email).toBe(owner.email);
    expect(data.rules.map((r: { name: string }) => r.name)).toEqual(["Mine"]);
    expect(data.transactions.map((t: { type: string }) => t.type)).toEqual(["use", "add"]);
    expect(data.tokensRemaining).toBe(2);
    expect(data.generations).toHaveLength(1);
    expect(data.generations[0]).toMatchObject({
      language: "en",
      form: createWizardForm(),
      result: { preview: false, format: "markdown" },
    });
    expect(data.generations[0].result.files[0].content).toContain("Cursor");
    const strangerExport = await (
      await send(ctx, "GET", "/api/account/export", stranger.cookie)
    ).json();
    expect(strangerExport.generations).toHaveLength(1);
    expect(strangerExport.generations[0].id).not.toBe(data.generations[0].id);
    expect(JSON.stringify(data)).not.toContain(stranger.email);
  });

  it("exports accounts larger than a page whole, each row once, newest first", async () => {
    const owner = await createVerifiedUser(ctx);
    await fillAccount(ctx, owner);
    const id = await userId(ctx, owner.email);
    // 250 generations and 250 ledger rows, most sharing one created_at: the pages (100 rows) must
    // split ties by id without losing or repeating a row.
    await ctx.database.db.execute(sql`
      insert into generation_results (user_id, form, language, result, created_at)
      select user_id, form, language, result, created_at
      from generation_results, generate_series(1, 249) where user_id = ${id}`);
    await ctx.database.db.execute(sql`
      insert into token_transactions (user_id, amount, transaction_type, kind, created_at)
      select user_id, amount, transaction_type, kind, created_at
      from token_transactions, generate_series(1, 248) where user_id = ${id} and transaction_type = 'use'`);
    const stored = async (table: string) =>
      (
        (await ctx.database.db.execute(
          sql`select id from ${sql.identifier(table)} where user_id = ${id}`,
        )) as unknown as { rows: { id: string }[] }
      ).rows.map((row) => row.id);

    const res = await send(ctx, "GET", "/api/account/export", owner.cookie);
    const data = accountExportSchema.parse(await res.json());
    const generationIds = data.generations.map((g) => g.id);
    expect(generationIds).toHaveLength(250);
    expect(new Set(generationIds)).toEqual(new Set(await stored("generation_results")));
    const transactionIds = data.transactions.map((t) => t.id);
    expect(transactionIds).toHaveLength(250);
    expect(new Set(transactionIds)).toEqual(new Set(await stored("token_transactions")));
    const times = data.transactions.map((t) => t.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
  });

  /**
   * Two exports of a 4,000-generation account at once pushed everybody's health check from 4 ms
   * to 1.8 s: one export runs per process, the others wait their turn in order, one per account,
   * so an account exporting in a loop cannot turn others away (decisions 082, 122; the load
   * figures are in `npm run bench:abuse`).
   */
  it("runs one export at a time: another account's waits its turn, a third of one account is told to retry", async () => {
    const first = await createVerifiedUser(ctx);
    const second = await createVerifiedUser(ctx);
    await fillAccount(ctx, first);
    await fillAccount(ctx, second);
    const id = await userId(ctx, first.email);
    await ctx.database.db.execute(sql`
      insert into generation_results (user_id, form, language, result, created_at)
      select user_id, form, language, result, created_at
      from generation_results, generate_series(1, 59) where user_id = ${id}`);

    const running = await send(ctx, "GET", "/api/account/export", first.cookie);
    expect(running.status).toBe(200);
    const reader = running.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });

    let secondDone = false;
    const waiting = Promise.resolve(send(ctx, "GET", "/api/account/export", second.cookie)).then(
      (res) => {
        secondDone = true;
        return res;
      },
    );
    // The first account's next export waits behind the second; a third is refused at once.
    const againFirst = send(ctx, "GET", "/api/account/export", first.cookie);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await send(ctx, "GET", "/api/account/export", first.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({
      code: "EXPORT_IN_PROGRESS",
      retryAfterSeconds: Number(refused.headers.get("retry-after")),
    });
    // Health and other reads go on meanwhile; the second export has not started.
    expect((await ctx.app.request("/api/health")).status).toBe(200);
    expect(secondDone).toBe(false);

    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += decoder.decode(read.value, { stream: true });
    }
    expect(JSON.parse(text).generations).toHaveLength(60);
    const next = await waiting;
    expect(next.status).toBe(200);
    expect((await next.json()).profile.email).toBe(second.email);
    const after = await againFirst;
    expect(after.status).toBe(200);
    expect((await after.json()).generations).toHaveLength(60);
  });

  it("frees the export for the next one when a client goes away mid-way", async () => {
    const owner = await createVerifiedUser(ctx);
    await fillAccount(ctx, owner);
    const id = await userId(ctx, owner.email);
    await ctx.database.db.execute(sql`
      insert into generation_results (user_id, form, language, result, created_at)
      select user_id, form, language, result, created_at
      from generation_results, generate_series(1, 29) where user_id = ${id}`);
    const abandoned = await send(ctx, "GET", "/api/account/export", owner.cookie);
    await abandoned.body!.getReader().cancel();
    const whole = await send(ctx, "GET", "/api/account/export", owner.cookie);
    expect(whole.status).toBe(200);
    expect((await whole.json()).generations).toHaveLength(30);
    // HEAD would start an export nobody reads: it is refused before one starts.
    const head = await send(ctx, "HEAD", "/api/account/export", owner.cookie);
    expect(head.status).toBe(400);
    const after = await send(ctx, "GET", "/api/account/export", owner.cookie);
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });

  it("deletes every row of the account with the password, and nothing of others", async () => {
    const owner = await createVerifiedUser(ctx);
    const stranger = await createVerifiedUser(ctx);
    await fillAccount(ctx, owner);
    await fillAccount(ctx, stranger);
    const ownerId = await userId(ctx, owner.email);
    const strangerId = await userId(ctx, stranger.email);
    const order = await buySomething(ctx, ownerId);
    const strangerOrder = await buySomething(ctx, strangerId);
    const strangerBefore = await rowsOf(ctx, strangerId);
    const ownerBefore = await rowsOf(ctx, ownerId);
    expect(ownerBefore).toMatchObject({ user: 1, profiles: 1, user_tokens: 1 });
    // Sign-up and following the verification link each started a session.
    expect(ownerBefore.session).toBeGreaterThan(0);
    expect(ownerBefore.user_configurations).toBe(1);
    expect(ownerBefore.token_transactions).toBe(2);

    const wrong = await send(ctx, "DELETE", "/api/account", owner.cookie, {
      password: "nope-nope-1",
    });
    expect(wrong.status).toBe(403);
    expect(await rowsOf(ctx, ownerId)).toEqual(ownerBefore);

    const res = await send(ctx, "DELETE", "/api/account", owner.cookie, {
      password: owner.password,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(";")).toMatch(/session_token=;|Max-Age=0/);
    const after = await rowsOf(ctx, ownerId);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(ctx, strangerId)).toEqual(strangerBefore);

    // The tax records stay, anonymised: no user, no e-mail or name, no free text of theirs.
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toEqual({ ...order, userId: null });
    const [declaration] = await ctx.database.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.orderId, order.id));
    expect(declaration).toMatchObject({ userId: null, message: null, orderId: order.id });
    const leftovers = JSON.stringify([kept, declaration]);
    expect(leftovers).not.toContain(owner.email);
    expect(leftovers).not.toContain(ownerId);
    // The other account's order and declaration are untouched.
    const [theirs] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, strangerOrder.id));
    expect(theirs).toEqual(strangerOrder);
    const [theirDeclaration] = await ctx.database.db
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.orderId, strangerOrder.id));
    expect(theirDeclaration).toMatchObject({
      userId: strangerId,
      message: `I, ${strangerId}, withdraw.`,
    });
    expect((await send(ctx, "GET", "/api/rules", owner.cookie)).status).toBe(401);
    expect((await signIn(ctx.app, owner.email, owner.password)).status).toBe(401);
  });
});

describe("deleting an account with a subscription", () => {
  const cancelled: string[] = [];
  let failing = false;
  let ctx: TestContext;
  beforeAll(async () => {
    const provider = createTestProvider("http://localhost:3000");
    ctx = await createTestApp(
      {},
      {
        payments: {
          ...provider,
          async cancelSubscription(id) {
            if (failing) throw new AppError("UPSTREAM_FAILED", "Stripe is down.");
            cancelled.push(id);
          },
        },
      },
    );
  });
  afterAll(() => ctx.close());

  async function subscribe(id: string, subscriptionId: string, status: string) {
    await ctx.database.db
      .insert(subscriptions)
      .values({ id: subscriptionId, userId: id, status, stripePriceId: "price_plan" });
  }

  it("cancels its running subscriptions at the provider first; if that fails, deletes nothing", async () => {
    const owner = await createVerifiedUser(ctx);
    const id = await userId(ctx, owner.email);
    await subscribe(id, `sub_running_${id}`, "active");
    await subscribe(id, `sub_ended_${id}`, "canceled");
    const before = await rowsOf(ctx, id);

    failing = true;
    const refused = await send(ctx, "DELETE", "/api/account", owner.cookie, {
      password: owner.password,
    });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error.code).toBe("UPSTREAM_FAILED");
    expect(await rowsOf(ctx, id)).toEqual(before);

    failing = false;
    const res = await send(ctx, "DELETE", "/api/account", owner.cookie, {
      password: owner.password,
    });
    expect(res.status).toBe(200);
    expect(cancelled).toEqual([`sub_running_${id}`]);
    expect(Object.values(await rowsOf(ctx, id)).every((n) => n === 0)).toBe(true);
  });
});
