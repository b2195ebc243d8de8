import type { z } from "zod";
import { apiErrorSchema } from "#contract/errors";
import type { Login } from "./config-store";
import { CliError, EXIT } from "./output";

/** How long one request may take before the CLI gives up on it. */
const TIMEOUT_MS = 60_000;

/** The public API (`/api/v1`) with the user's key; failures become CliErrors with exit codes. */
export function createApi(login: Login, fetchImpl: typeof fetch = fetch) {
  async function request<S extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    let response: Response;
    try {
      response = await fetchImpl(`${login.url}/api/v1${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${login.key}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CliError(
        EXIT.offline,
        `Could not reach ${login.url} (${error instanceof Error ? error.message : String(error)}). Check RULESMITH_URL and your connection.`,
      );
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) return parseAnswer(schema, payload, `${method} ${path}`);
    throw failure(response, payload, login.url);
  }
  return {
    get: <S extends z.ZodType>(path: string, schema: S) => request("GET", path, schema),
    post: <S extends z.ZodType>(path: string, schema: S, body: unknown) =>
      request("POST", path, schema, body),
  };
}
export type Api = ReturnType<typeof createApi>;

/**
 * The answer as the contract reads it; one that does not fit (a file path outside the project,
 * decision 119) is refused before anything is written, naming the fields.
 */
function parseAnswer<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  request: string,
): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "the answer"} ${issue.message}`)
    .join("; ");
  throw new CliError(
    EXIT.refused,
    `The server's answer to ${request} was refused: ${fields}. Nothing was written.`,
    "unexpected-answer",
  );
}

function failure(response: Response, payload: unknown, url: string): CliError {
  const parsed = apiErrorSchema.safeParse(payload);
  const message = parsed.success ? parsed.data.error.message : `HTTP ${response.status}`;
  const code = parsed.success ? parsed.data.error.code : undefined;
  switch (response.status) {
    case 401:
      return new CliError(
        EXIT.unauthorized,
        `The API key was refused: ${message} Run \`rulesmith login\` with a current key.`,
        code,
      );
    case 403:
      return new CliError(EXIT.unauthorized, message, code);
    case 402:
      return new CliError(
        EXIT.outOfTokens,
        `You are out of tokens. Buy more at ${url}/user/purchase-tokens`,
        code,
      );
    case 429: {
      const wait = response.headers.get("Retry-After");
      return new CliError(
        EXIT.rateLimited,
        `Too many requests${wait ? `: try again in ${wait} s` : ""}.`,
        code,
      );
    }
    default:
      return new CliError(EXIT.refused, message, code);
  }
}
