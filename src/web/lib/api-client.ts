import type { ApiErrorBody, ErrorDetails } from "#contract/errors";
import { i18n } from "@/i18n";

/** An API answer other than 2xx, carrying the server's `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface RequestOptions extends Omit<RequestInit, "body"> {
  body?: unknown;
}

function isApiErrorBody(payload: unknown): payload is ApiErrorBody {
  const error = (payload as ApiErrorBody | undefined)?.error;
  return typeof error?.code === "string" && typeof error.message === "string";
}

/**
 * The one fetch wrapper: JSON in and out, cookies included, errors raised as ApiError.
 * Responses are typed by the contract and validated on the server, so the browser does not
 * ship zod for them (see docs/decisions).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, headers, ...init } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: {
        Accept: "application/json",
        // Server-made texts (e-mails) follow the UI language.
        "X-UI-Language": i18n.language,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, "NETWORK", "The server could not be reached. Check your connection.");
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      const { code, message, ...details } = payload.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, "UNKNOWN", `Request failed (${response.status}).`);
  }
  return payload as T;
}
