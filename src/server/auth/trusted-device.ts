import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A browser that signed in to an account before (or followed its unlock link) carries this
 * cookie, and may still sign in to that account when guessers from many addresses have reached
 * the account's ceiling (decision 089). Each entry is `issuedAt.signature`, the signature an HMAC
 * of the account and the time with the server's secret: it names no account, and cannot be made
 * without the secret. Up to five accounts per browser.
 */
export const TRUSTED_DEVICE_COOKIE = "rulesmith_device";
export const TRUSTED_DEVICE_DAYS = 180;
const MAX_ENTRIES = 5;
const DAY_S = 24 * 60 * 60;

const signature = (secret: string, account: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`trusted-device:${account}:${issuedAt}`).digest("base64url");

function entriesOf(cookieHeader: string | null | undefined): string[] {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === TRUSTED_DEVICE_COOKIE) return value.join("=").split("~").filter(Boolean);
  }
  return [];
}

const issuedAtOf = (entry: string) => Number(entry.split(".")[0]);
const fresh = (issuedAt: number, nowMs: number) =>
  Number.isInteger(issuedAt) && nowMs / 1000 - issuedAt < TRUSTED_DEVICE_DAYS * DAY_S;

/** Whether the request's cookie holds an unexpired entry for `account` (a normalised e-mail). */
export function isTrustedDevice(
  cookieHeader: string | null | undefined,
  account: string,
  secret: string,
  nowMs: number,
): boolean {
  return entriesOf(cookieHeader).some((entry) => {
    const [issued, given] = entry.split(".");
    const issuedAt = Number(issued);
    if (!given || !fresh(issuedAt, nowMs)) return false;
    const expected = Buffer.from(signature(secret, account, issuedAt));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}

/** The `Set-Cookie` that adds `account` to this browser's trusted accounts (newest first). */
export function trustDeviceCookie(
  cookieHeader: string | null | undefined,
  account: string,
  secret: string,
  nowMs: number,
  secure: boolean,
): string {
  const issuedAt = Math.floor(nowMs / 1000);
  const kept = entriesOf(cookieHeader).filter(
    (entry) => /^\d+\.[\w-]+$/.test(entry) && fresh(issuedAtOf(entry), nowMs),
  );
  const value = [`${issuedAt}.${signature(secret, account, issuedAt)}`, ...kept]
    .slice(0, MAX_ENTRIES)
    .join("~");
  return [
    `${TRUSTED_DEVICE_COOKIE}=${value}`,
    "Path=/api",
    `Max-Age=${TRUSTED_DEVICE_DAYS * DAY_S}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
