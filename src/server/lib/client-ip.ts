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

/** The eight 16-bit groups of an IPv6 address (`isIP(ip) === 6`), an embedded IPv4 tail included. */
function ipv6Groups(ip: string): number[] {
  let text = ip.split("%")[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * What a rate limit counts for an IP: an IPv4 address as it is, an IPv6 address as its network
 * of `ipv6PrefixLength` bits (`2001:db8:1:2::/64`). One subscriber usually holds a whole /64 and
 * can pick any address in it, so counting single IPv6 addresses would give one client 2^64
 * allowances (decision 078). An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function ipLimitKey(ip: string, ipv6PrefixLength: number): string {
  if (isIP(ip) !== 6) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
  }
  const masked = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, ipv6PrefixLength - index * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
  // The shortest form: the first longest run of zero groups becomes "::".
  let best = { start: -1, length: 0 };
  for (let start = 0; start < 8;) {
    let end = start;
    while (end < 8 && masked[end] === 0) end++;
    if (end - start > best.length && end - start > 1) best = { start, length: end - start };
    start = end === start ? start + 1 : end;
  }
  const hex = masked.map((g) => g.toString(16));
  const text =
    best.start < 0
      ? hex.join(":")
      : `${hex.slice(0, best.start).join(":")}::${hex.slice(best.start + best.length).join(":")}`;
  return `${text}/${ipv6PrefixLength}`;
}

/** The caller's IP as rate limits count it: `clientIp`, IPv6 grouped by its network. */
export function clientLimitKey(
  c: Context,
  config: { trustedProxyHops: number; ipv6PrefixLength: number },
): string {
  return ipLimitKey(clientIp(c, config.trustedProxyHops), config.ipv6PrefixLength);
}
