/**
 * Whether `error` (or one it wraps, as drizzle wraps the driver's) says the database cannot be
 * reached — a connection refused, lost or closed, the server shutting down or refusing
 * connections, PGlite closed — rather than that a statement failed. Those are answered 503
 * `SERVICE_UNAVAILABLE`, like the health check, never 500 (docs/product/site.md, decision 088).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause, syscall } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      syscall?: unknown;
    };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    // A failed connect, whatever its code: a Unix socket that is gone says ENOENT (decision 088).
    if (syscall === "connect") return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Node's socket errors, and PostgreSQL's classes 08 (connection) and 57P (operator intervention). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** What node-postgres and PGlite say when there is no connection to use. */
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|Cannot use a pool after calling end|Client has encountered a connection error|connection timeout/i;
