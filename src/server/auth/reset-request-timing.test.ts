import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, jsonPost } from "../../../tests/factories/user";
import { createTestApp } from "../../../tests/support/test-app";
import { verification } from "../db/schema";
import type { MailMessage } from "../mail/mailer";

describe("reset request", () => {
  it("answers a known address without waiting for its mail, as it answers an unknown one", async () => {
    const sent: MailMessage[] = [];
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    // A mail server that takes as long as the test wants: the answer must not wait for it.
    const mailer = {
      send: async (message: MailMessage) => {
        await delivered;
        sent.push(message);
      },
    };
    const ctx = await createTestApp({}, { mailer });
    const user = await createUser(ctx);
    const request = (email: string) =>
      ctx.app.request(
        "/api/auth/request-password-reset",
        jsonPost({ email, redirectTo: `${ctx.config.publicUrl}/reset-password` }),
      );

    const known = await request(user.email);
    const unknown = await request("nobody@example.com");
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(sent).toHaveLength(0);

    deliver();
    await ctx.settled();
    const resetMails = sent.filter((m) => m.subject.includes("password"));
    expect(resetMails.map((m) => m.to)).toEqual([user.email]);
    await ctx.close();
  });

  /**
   * A known address still took longer (the link's row is written before the answer).
   * Now the answer leaves before the account is even looked up (decision 080); the timing figure
   * is in `npm run bench` (reset requests, known vs unknown).
   */
  it("answers before the account is looked up: the link is written after the answer", async () => {
    const ctx = await createTestApp();
    const user = await createUser(ctx);
    const links = () =>
      ctx.database.db
        .select({ id: verification.id })
        .from(verification)
        .where(like(verification.identifier, "reset-password:%"));
    const request = (body: unknown, type = "application/json") =>
      ctx.app.request("/api/auth/request-password-reset", {
        ...jsonPost(body),
        headers: { ...jsonPost(body).headers, "Content-Type": type },
        body:
          type === "application/json"
            ? JSON.stringify(body)
            : new URLSearchParams(body as Record<string, string>).toString(),
      });

    const known = await request({ email: user.email, redirectTo: "/reset-password" });
    const unknown = await request({ email: "nobody@example.com", redirectTo: "/reset-password" });
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    expect(await links()).toHaveLength(0);
    await ctx.settled();
    expect(await links()).toHaveLength(1);

    // Form bodies were never taken here; a bad address or a foreign redirect is still refused.
    const form = await request({ email: user.email }, "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    expect((await request({ email: "not-an-address" })).status).toBe(400);
    const foreign = await request({ email: user.email, redirectTo: "https://evil.example/x" });
    expect(foreign.status).toBe(400);
    await ctx.close();
  });

  it("counts the per-address limit once, at the edge", async () => {
    const ctx = await createTestApp();
    const user = await createUser(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.request(
        "/api/auth/request-password-reset",
        jsonPost({ email: user.email, redirectTo: "/reset-password" }),
      );
      statuses.push(res.status);
      await ctx.settled();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const links = await ctx.database.db
      .select({ id: verification.id })
      .from(verification)
      .where(like(verification.identifier, "reset-password:%"));
    expect(links).toHaveLength(3);
    await ctx.close();
  });
});
