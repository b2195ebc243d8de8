import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest } from "../../../tests/factories/admin";
import { createVerifiedUser, type TestUser } from "../../../tests/factories/user";
import { createTestApp, type TestContext } from "../../../tests/support/test-app";
import { eq } from "drizzle-orm";
import { tokenTransactions, user as userTable, welcomeGrants } from "../db/schema";
import { mailboxHash, normaliseMailbox } from "./mailbox";
import { creditWelcomeBonus } from "./tokens.service";

describe("normaliseMailbox", () => {
  it.each([
    [" Ada@Example.com ", "ada@example.com"],
    ["ada+farm-1@example.com", "ada@example.com"],
    ["a.d.a+x@GoogleMail.com", "ada@gmail.com"],
    ["a.da@gmail.com", "ada@gmail.com"],
    ["a.da@example.com", "a.da@example.com"],
    ["+only@example.com", "+only@example.com"],
    ["ada@protonmail.com", "ada@proton.me"],
    ["Ada+x@pm.me", "ada@proton.me"],
    ["ada@protonmail.ch", "ada@proton.me"],
    ["anything@ada.fastmail.com", "ada@fastmail.com"],
    ["shop+y@ada.fastmail.fm", "ada@fastmail.fm"],
    ["ada@mail.ada.fastmail.com", "ada@mail.ada.fastmail.com"],
  ])("%s is the mailbox %s", (address, mailbox) => {
    expect(normaliseMailbox(address)).toBe(mailbox);
  });

  it("hashes with the server's secret: the address cannot be read or guessed without it", () => {
    const hash = mailboxHash("ada@example.com", "s".repeat(32));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mailboxHash("ADA+1@example.com", "s".repeat(32))).toBe(hash);
    expect(mailboxHash("ada@example.com", "t".repeat(32))).not.toBe(hash);
  });
});

/**
 * Sign up → confirm → spend → delete the account → sign up again re-granted the welcome
 * tokens (12 generations from one mailbox in 4 rounds). Now once per mailbox (decision 085).
 */
describe("the welcome tokens, once per mailbox", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_SCALE: "10" });
  });
  afterAll(() => ctx.close());

  const balance = async (user: TestUser) =>
    (
      (await (
        await ctx.app.request("/api/tokens/balance", { headers: { Cookie: user.cookie } })
      ).json()) as { tokensRemaining: number }
    ).tokensRemaining;
  const deleteAccount = async (user: TestUser) => {
    const res = await ctx.app.request(
      "/api/account",
      jsonRequest("DELETE", { password: user.password }, user.cookie),
    );
    expect(res.status).toBe(200);
  };

  it("grants them to the first account of a mailbox only, across deletions and spellings", async () => {
    const spellings = [
      "farmer@example.com",
      "Farmer@Example.com",
      "farmer+2@example.com",
      " farmer+round4@EXAMPLE.com",
    ];
    const granted: number[] = [];
    for (const email of spellings) {
      const user = await createVerifiedUser(ctx, { email: email.trim() });
      granted.push(await balance(user));
      await deleteAccount(user);
    }
    expect(granted).toEqual([3, 0, 0, 0]);
    // Another mailbox still gets them; nothing stored reads as an address.
    expect(
      await balance(await createVerifiedUser(ctx, { email: "someone-else@example.com" })),
    ).toBe(3);
    const stored = await ctx.database.db.select().from(welcomeGrants);
    expect(stored.map((row) => row.mailboxHash)).toContain(
      mailboxHash("farmer@example.com", ctx.config.authSecret),
    );
    expect(JSON.stringify(stored)).not.toMatch(/farmer|example/);
  });

  it("records on deletion a mailbox granted before the record existed", async () => {
    const old = await createVerifiedUser(ctx, { email: "early-bird@example.com" });
    expect(await balance(old)).toBe(3);
    // As for an account confirmed before welcome_grants: the ledger has the bonus, the table not.
    await ctx.database.db.delete(welcomeGrants);
    await deleteAccount(old);
    const again = await createVerifiedUser(ctx, { email: "early-bird@example.com" });
    expect(await balance(again)).toBe(0);
  });

  it("knows a granted account by its ledger row's kind, whatever mailbox comes next (decision 092)", async () => {
    const owner = await createVerifiedUser(ctx, { email: "kind-keyed@example.com" });
    const [row] = await ctx.database.db
      .select({ id: userTable.id })
      .from(userTable)
      .where(eq(userTable.email, "kind-keyed@example.com"));
    // A mailbox never granted: only the `welcome_bonus` row of this account stands in the way.
    expect(await creditWelcomeBonus(ctx.database.db, row!.id, 3, "f".repeat(64))).toBe(false);
    const ledger = await ctx.database.db
      .select({ kind: tokenTransactions.kind, params: tokenTransactions.params })
      .from(tokenTransactions)
      .where(eq(tokenTransactions.userId, row!.id));
    expect(ledger).toEqual([{ kind: "welcome_bonus", params: {} }]);
    expect(await balance(owner)).toBe(3);
  });
});
