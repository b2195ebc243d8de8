import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { limits } from "#contract/limits";
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

/** A UTF-16 surrogate without its partner: no character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type JsonProblem =
  { kind: "nul" } | { kind: "too-deep" } | { kind: "lone-surrogate"; path: string };

/**
 * The first thing in a parsed JSON body that no route can use: a NUL (PostgreSQL text cannot hold
 * it), nesting deeper than `limits.jsonDepthMax`, or a lone surrogate in a key or a string
 * (`"\ud800"` parses, but no character is behind it and UTF-8 cannot carry it). Iterative, with
 * its own stack, so no body's depth can exhaust the call stack.
 */
export function inspectJson(
  body: unknown,
  maxDepth = limits.jsonDepthMax,
): JsonProblem | undefined {
  const stack: { value: unknown; depth: number; path: string }[] = [
    { value: body, depth: 0, path: "" },
  ];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  const checkText = (text: string, path: string): JsonProblem | undefined => {
    if (hasNul(text)) return { kind: "nul" };
    if (LONE_SURROGATE.test(text)) return { kind: "lone-surrogate", path: path || "_" };
    return undefined;
  };
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === "string") {
      const problem = checkText(value, path);
      if (problem) return problem;
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= maxDepth) return { kind: "too-deep" };
    if (Array.isArray(value)) {
      value.forEach((inner, index) =>
        stack.push({ value: inner, depth: depth + 1, path: join(path, index) }),
      );
      continue;
    }
    for (const [key, inner] of Object.entries(value)) {
      const problem = checkText(key, join(path, key));
      if (problem) return problem;
      stack.push({ value: inner, depth: depth + 1, path: join(path, key) });
    }
  }
  return undefined;
}

function refuseJsonProblem(problem: JsonProblem): AppError {
  switch (problem.kind) {
    case "nul":
      return refuse("The request contains a NUL character.");
    case "too-deep":
      return new AppError(
        "INPUT_TOO_DEEP",
        `The request nests data more than ${limits.jsonDepthMax} levels deep.`,
      );
    case "lone-surrogate":
      return new AppError("INVALID_TEXT", "The request contains text that is not valid Unicode.", {
        fields: { [problem.path]: [{ code: "invalid_text" }] },
      });
  }
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
 * that are not valid JSON or not a JSON object, JSON nested too deep or carrying lone
 * surrogates (`inspectJson`), and form bodies carrying NUL.
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
        const problem = inspectJson(body);
        if (problem) throw refuseJsonProblem(problem);
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
