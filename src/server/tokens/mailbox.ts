import { createHmac } from "node:crypto";

/** Providers whose addresses ignore dots in the local part (and share one mailbox per name). */
const DOTLESS_DOMAINS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address delivers to, as far as the address tells: lower case, no surrounding
 * spaces, no `+tag` (sub-addressing: `ada+1@…` and `ada+2@…` reach `ada@…`), and for Gmail no
 * dots and one domain. Two addresses with the same mailbox are one person's (decision 085).
 */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll(".", "");
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/**
 * The mailbox as a keyed hash (HMAC-SHA256 with the server's secret): it tells whether a mailbox
 * was seen before, but neither the address nor, without the secret, a guess of it (decision 085).
 */
export function mailboxHash(email: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`welcome-grant:${normaliseMailbox(email)}`)
    .digest("hex");
}
