import { ApiError } from "@/lib/api-client";

/** What a failed generation shows: translation keys (or the server's message) for one toast. */
export type GenerationErrorToast =
  | { kind: "token"; message: string; buyTokens: boolean }
  | { kind: "apiKey" }
  | { kind: "rateLimited"; message: string }
  | { kind: "message"; message: string }
  | { kind: "generic" };

/**
 * Spec §8: a message mentioning a token gives 'Token Error' with that message; one mentioning an
 * API key gives 'API Key Error'; anything else the generic 'Error generating rules'. We also name
 * rate limits, invalid forms and an unreachable server, whose messages tell the visitor what to do.
 */
export function describeGenerationError(error: unknown): GenerationErrorToast {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiError ? error.status : 0;
  const code = error instanceof ApiError ? error.code : "";
  if (/token/i.test(message) || code === "INSUFFICIENT_TOKENS") {
    return {
      kind: "token",
      message,
      buyTokens: status === 402 || code === "INSUFFICIENT_TOKENS",
    };
  }
  if (/api key/i.test(message)) return { kind: "apiKey" };
  if (status === 429 || code === "RATE_LIMITED") return { kind: "rateLimited", message };
  if (status === 400 && code === "VALIDATION_FAILED" && error instanceof ApiError) {
    return { kind: "message", message };
  }
  if (code === "NETWORK") return { kind: "message", message };
  return { kind: "generic" };
}
