import type { TFunction } from "i18next";
import { errorText } from "@/lib/api-errors";
import { ApiError } from "@/lib/api-client";

/** What a failed generation shows: one toast's title, text, and whether to offer buying tokens. */
export interface GenerationErrorToast {
  title: string;
  description: string;
  buyTokens: boolean;
}

/**
 * By error code (docs/product/generator.md "Generating"): no tokens gives 'Token Error' (with a way
 * to buy more), a rejected AI provider key 'API Key Error', everything else 'Error generating
 * rules' with the code's text, or 'An unexpected error occurred' when nothing more is known.
 */
export function describeGenerationError(error: unknown, t: TFunction): GenerationErrorToast {
  const code = error instanceof ApiError ? error.code : "UNKNOWN";
  switch (code) {
    case "INSUFFICIENT_TOKENS":
      return {
        title: t("generation.tokenErrorTitle"),
        description: errorText(error, t),
        buyTokens: true,
      };
    case "LLM_KEY_REJECTED":
      return {
        title: t("generation.apiKeyErrorTitle"),
        description: errorText(error, t),
        buyTokens: false,
      };
    case "RATE_LIMITED":
      return {
        title: t("generation.rateLimitedTitle"),
        description: errorText(error, t),
        buyTokens: false,
      };
    default:
      return {
        title: t("generation.failedTitle"),
        description: errorText(error, t, t("generation.failedText")),
        buyTokens: false,
      };
  }
}
