import { createHmac } from "node:crypto";

/** Providers whose addresses ignore dots in the local part (and share one mailbox per name). */
const DOTLESS_DOMAINS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/** Domains of one provider where a name is one person's on all of them (Proton reserves it so). */
const SAME_NAME_DOMAINS: Record<string, string> = {
  "proton.me": "proton.me",
  "protonmail.com": "proton.me",
  "protonmail.ch": "proton.me",
  "pm.me": "proton.me",
};

/** Providers that deliver `anything@name.<domain>` to `name@<domain>` (Fastmail's sub-domain addressing). */
const SUBDOMAIN_ADDRESSING = ["fastmail.com", "fastmail.fm"];

/**
 * The mailbox an address delivers to, as far as the address tells: lower case, no surrounding
 * spaces, no `+tag` (sub-addressing: `ada+1@…` and `ada+2@…` reach `ada@…`), for Gmail no dots
 * and one domain, Proton's domains as one, and Fastmail's `x@ada.fastmail.com` as
 * `ada@fastmail.com`. Two addresses with the same mailbox are one person's (decision 085).
 */
export function normaliseMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  local = local.split("+")[0] || local;
  const base = SUBDOMAIN_ADDRESSING.find((provider) => domain.endsWith(`.${provider}`));
  const name = base && domain.slice(0, -base.length - 1);
  if (base && name && !name.includes(".")) {
    local = name;
    domain = base;
  }
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll(".", "");
    domain = dotless;
  }
  domain = SAME_NAME_DOMAINS[domain] ?? domain;
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
