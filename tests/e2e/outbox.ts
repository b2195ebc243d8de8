import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";

/** Where the e2e server keeps its mail (MAIL_OUTBOX_DIR in playwright.config.ts). */
const OUTBOX_DIR = "test-results/outbox";

/** The first link matching `link` in the newest mail to `email` that has one (one .eml per mail). */
export async function mailedLink(email: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
        for (const name of names
          .filter((n) => n.endsWith(`-${email}.eml`))
          .sort()
          .reverse()) {
          const mail = await simpleParser(await readFile(join(OUTBOX_DIR, name)));
          found = mail.text?.match(link)?.[0];
          if (found) return found;
        }
        return undefined;
      },
      { message: `a mail to ${email} with a link like ${link} in ${OUTBOX_DIR}` },
    )
    .toBeTruthy();
  return found!;
}

export const resetLinkFor = (email: string) =>
  mailedLink(email, /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/);

export const verificationLinkFor = (email: string) =>
  mailedLink(email, /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/);
