import { describe, expect, it } from "vitest";
import { createUser, jsonPost } from "../../../tests/factories/user";
import { createTestApp } from "../../../tests/support/test-app";
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
    const user = await createUser(ctx.app);
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
});
