import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors";

const KB = 1024;
/** Every request body is at most this big… */
export const DEFAULT_BODY_LIMIT = 256 * KB;
/** …except where a route needs more: a saved rule carries up to 200,000 characters. */
const bodyLimitByPath: Record<string, number> = { "/api/rules": 1024 * KB };

const tooLarge = (maxSize: number) =>
  new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${maxSize / KB} KB.`);

const counted = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(maxSize);
    },
  });

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request's body size, before anything reads the body. Content-Length tells at once;
 * hono/body-limit counts streamed (chunked) bodies. It is not asked for the rest because it
 * reads `c.req.raw.body`, which makes @hono/node-server build a web Request for every request.
 */
export function limitBodySize(): MiddlewareHandler {
  const limits = new Map(
    Object.entries(bodyLimitByPath).map(([path, max]) => [path, { max, streamed: counted(max) }]),
  );
  const fallback = { max: DEFAULT_BODY_LIMIT, streamed: counted(DEFAULT_BODY_LIMIT) };
  return (c, next) => {
    const { max, streamed } = limits.get(c.req.path) ?? fallback;
    const length = c.req.header("content-length");
    if (length !== undefined && !c.req.header("transfer-encoding")) {
      if (Number(length) > max) throw tooLarge(max);
      return next();
    }
    return BODYLESS_METHODS.has(c.req.method) ? next() : streamed(c, next);
  };
}

/**
 * A request that carries cookies and changes state must come from one of our origins (Origin, or
 * Referer when a browser leaves Origin out), whatever its content type: hono/csrf only covers
 * form types. This is the rule better-auth applies to its own routes.
 */
export function refuseForeignOrigin(trustedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method) && c.req.header("cookie")) {
      const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
      if (!origin || !trustedOrigins.includes(origin)) {
        throw new AppError("FORBIDDEN", "This request must come from the Rulesmith site.");
      }
    }
    await next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

const hasNul = (text: string) => text.includes("\u0000");

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, inner]) => hasNul(key) || containsNul(inner));
  }
  return false;
}

function decodedOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const refuse = (message: string) => new AppError("BAD_REQUEST", message);

/**
 * Input no API route can use is refused at the edge with a 400, before a service or the
 * database sees it: NUL characters (PostgreSQL text cannot hold them) in the URL or body, bodies
 * that are not valid JSON or not a JSON object, and form bodies carrying NUL.
 */
export function refuseUnusableInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const target = decodedOrUndefined(url.pathname + url.search);
    if (target === undefined) throw refuse("The address is not valid URL encoding.");
    if (hasNul(target)) throw refuse("The request contains a NUL character.");

    const type = c.req.header("content-type")?.toLowerCase() ?? "";
    if (UNSAFE_METHODS.has(c.req.method)) {
      // Read through Hono's body cache: routes and validators read the same text again from it.
      const text = await c.req.text();
      if (hasNul(text)) throw refuse("The request contains a NUL character.");
      if (/^application\/([a-z0-9.+-]*\+)?json/.test(type) && text.trim() !== "") {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw refuse("The request body is not valid JSON.");
        }
        if (typeof body !== "object" || body === null || Array.isArray(body)) {
          throw refuse("The request body must be a JSON object.");
        }
        if (containsNul(body)) throw refuse("The request contains a NUL character.");
      } else if (type.startsWith("application/x-www-form-urlencoded")) {
        for (const [key, value] of new URLSearchParams(text)) {
          if (hasNul(key) || hasNul(value)) throw refuse("The request contains a NUL character.");
        }
      } else if (type.startsWith("multipart/form-data")) {
        const form = await c.req.formData().catch(() => undefined);
        if (!form) throw refuse("The form data cannot be read.");
        for (const [key, value] of form) {
          if (hasNul(key) || (typeof value === "string" && hasNul(value))) {
            throw refuse("The request contains a NUL character.");
          }
        }
      }
    }
    await next();
  };
}

/** API answers may carry user data: no cache keeps them unless a route opts in (typewriter). */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // On the answer's own headers: `c.header()` after the handler would copy the answer into a
    // new Response whose body is a stream, for every API request.
    const { headers } = c.res;
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  };
}
