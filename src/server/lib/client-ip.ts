import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP. Behind `trustedHops` proxies (TRUST_PROXY) it is the X-Forwarded-For entry
 * that many places from the right: each proxy appends the address it was called from, so entries
 * further left were written by the client and prove nothing. Anything that is not an IP address
 * falls back to the socket's.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
    const forwarded = entries.length >= trustedHops ? entries[entries.length - trustedHops] : "";
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}
