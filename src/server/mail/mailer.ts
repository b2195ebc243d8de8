import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logText: boolean;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is written to the dev
 * outbox folder (one `.eml` file per message) and, outside production, its text is logged so a
 * local user can open the links. Production logs never carry reset or verification links.
 */
export function createMailer(options: MailerOptions, logger: Logger): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Two messages to one address within a millisecond must not share a file name.
  let sequence = 0;
  return {
    async send(message) {
      const info = await outbox.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++sequence).padStart(4, "0")}-${message.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          file,
          ...(options.logText ? { text: message.text } : {}),
        },
        "mail kept in dev outbox",
      );
    },
  };
}
