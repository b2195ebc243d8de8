import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createMailer } from "./mailer";

async function logOfOneMail(env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  const config = loadConfig({
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), "rulesmith-outbox-")),
    ...env,
  });
  await createMailer(config.mail, logger).send({
    to: "ada@example.com",
    subject: "Reset your Rulesmith password",
    text: "Open http://localhost:3000/api/auth/reset-password/SECRET-TOKEN",
    html: "<p>link</p>",
  });
  return lines.join("\n");
}

describe("dev outbox mailer", () => {
  it("logs the message text with its link outside production", async () => {
    expect(await logOfOneMail({})).toContain("SECRET-TOKEN");
  });

  it("never logs the link in production", async () => {
    const log = await logOfOneMail({ NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32) });
    expect(log).toContain("mail kept in dev outbox");
    expect(log).not.toContain("SECRET-TOKEN");
  });
});
