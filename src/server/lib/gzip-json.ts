import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";

const gzipAsync = promisify(gzip);
/** Smaller answers gain less than the compression costs (hono's `compress` uses the same). */
const THRESHOLD_BYTES = 1024;

/**
 * A JSON answer gzipped in one piece on zlib's thread pool, for clients that accept gzip (decision
 * 093). Hono's `compress` pipes every answer through a web `CompressionStream`, which costs the
 * event loop more than the gzip itself; only for answers built in one piece, not streams.
 */
export function gzipJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method === "HEAD" ||
      res.headers.has("Content-Encoding") ||
      !res.headers.get("Content-Type")?.startsWith("application/json")
    ) {
      return;
    }
    res.headers.append("Vary", "Accept-Encoding");
    const encoding = accepts(c, {
      header: "Accept-Encoding",
      supports: ["gzip"],
      default: "identity",
    });
    if (encoding !== "gzip") return;
    const body = new Uint8Array(await res.arrayBuffer());
    const zipped = body.length < THRESHOLD_BYTES ? null : new Uint8Array(await gzipAsync(body));
    const headers = new Headers(res.headers);
    if (zipped) {
      headers.set("Content-Encoding", "gzip");
      headers.delete("Content-Length");
    }
    // Unset first: assigning over an answer makes Hono copy it through a stream.
    c.res = undefined;
    c.res = new Response(zipped ?? body, { status: res.status, headers });
  };
}
