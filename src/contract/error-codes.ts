/**
 * Every failure the API can answer with. The web maps each code to an i18n text in both
 * languages (a test fails when one is missing); the `message` is English for logs and tools.
 * Zod-free, so every browser chunk can import it.
 */
export const errorCodes = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "INTERNAL",
  "UPSTREAM_FAILED",
  "SERVICE_UNAVAILABLE",
  "INSUFFICIENT_TOKENS",
  "LLM_KEY_REJECTED",
  "INVALID_CREDENTIALS",
  "ACCOUNT_EXISTS",
  "WEAK_PASSWORD",
  "PASSWORD_TOO_LONG",
  "INVALID_EMAIL",
  "INVALID_RESET_TOKEN",
  "ADMIN_CLAIM_CLOSED",
  "RULE_EMPTY",
  "RULE_CONFIG_INVALID",
  "WRONG_PASSWORD",
  "CHECKOUT_NOT_FOUND",
  "PRICE_NOT_FOUND",
  "ORDER_NOT_FOUND",
  "NO_BILLING_CUSTOMER",
  "PROMOTION_CODE_INVALID",
  "WEBHOOK_SIGNATURE_INVALID",
  "PRICE_IS_DEFAULT",
  "PROVIDER_REJECTED",
  "REPOSITORY_NOT_FOUND",
  "GITHUB_RATE_LIMITED",
  "GITHUB_TIMEOUT",
  "GITHUB_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof errorCodes)[number];
