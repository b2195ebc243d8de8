import { hc, type ClientResponse } from "hono/client";
import { errorCodes, type ErrorCode } from "#contract/error-codes";
import type { AuthEndpoint } from "#contract/auth";
import type { ErrorDetails } from "#contract/errors";
import type { ApiRoutes } from "#server/app";
import type { z } from "zod";
import { i18n } from "@/i18n";

/** Codes the browser adds to the server's: no answer at all, or one that is not our error body. */
export type ClientErrorCode = ErrorCode | "NETWORK" | "UNKNOWN";

/** An API answer other than 2xx, carrying the server's `{ error: { code, message, ...details } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function isErrorCode(code: unknown): code is ErrorCode {
  return errorCodes.some((known) => known === code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFieldIssues(value: unknown): value is NonNullable<ErrorDetails["fields"]> {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (issues) =>
        Array.isArray(issues) &&
        issues.every((issue) => isRecord(issue) && typeof issue.code === "string"),
    )
  );
}

/** The details the error body carries, each checked (no zod here: this runs on every page). */
function detailsOf(error: Record<string, unknown>): ErrorDetails {
  const { retryAfterSeconds, reasons, fields } = error;
  return {
    ...(typeof retryAfterSeconds === "number" ? { retryAfterSeconds } : {}),
    ...(Array.isArray(reasons)
      ? { reasons: reasons.filter((reason) => typeof reason === "string") }
      : {}),
    ...(isFieldIssues(fields) ? { fields } : {}),
  };
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : undefined;
  if (!error || !isErrorCode(error.code) || typeof error.message !== "string") {
    return new ApiError(response.status, "UNKNOWN", `Request failed (${response.status}).`);
  }
  return new ApiError(response.status, error.code, error.message, detailsOf(error));
}

/**
 * The typed client for every route of the server (`ApiRoutes`): paths, request bodies and
 * answers come from the server's routes, which answer through their contract schemas. Cookies
 * go along; server-made texts (e-mails) follow the UI language.
 */
export const api = hc<ApiRoutes>("/api", {
  // Read at call time, so tests can stub the global fetch.
  fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
  headers: () => ({ Accept: "application/json", "X-UI-Language": i18n.language }),
  init: { credentials: "same-origin" },
});

/** The 2xx answer of a typed request, else an ApiError (NETWORK when unreachable). */
async function succeeded<T>(
  request: Promise<ClientResponse<T, number, "json">>,
): Promise<ClientResponse<T, number, "json">> {
  let response: ClientResponse<T, number, "json">;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, "NETWORK", "The server could not be reached.");
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Awaits a typed request: its answer on 2xx, else an ApiError (NETWORK when unreachable). */
export async function call<T>(request: Promise<ClientResponse<T, number, "json">>): Promise<T> {
  return (await succeeded(request)).json();
}

/**
 * Awaits a typed request whose answer is saved as a file: its body unparsed (the browser may keep
 * a large one on disk), else an ApiError as `call` throws.
 */
export async function callForFile<T>(
  request: Promise<ClientResponse<T, number, "json">>,
): Promise<Blob> {
  return (await succeeded(request)).blob();
}

/**
 * A call to one of better-auth's endpoints (`/api/auth/*`), which sit outside the typed routes:
 * the request is typed by its contract schema and the answer parsed with one.
 */
export async function callAuth<Request extends z.ZodType, Answer extends z.ZodType>(
  endpoint: AuthEndpoint<Request, Answer>,
  body: z.input<Request>,
): Promise<z.output<Answer>> {
  let response: Response;
  try {
    response = await globalThis.fetch(`/api/auth${endpoint.path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-UI-Language": i18n.language,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "NETWORK", "The server could not be reached.");
  }
  if (!response.ok) throw await toApiError(response);
  const parsed = endpoint.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(response.status, "UNKNOWN", "Unexpected answer.");
  return parsed.data;
}
