import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode, ErrorDetails } from "#contract/errors";

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_TOKENS: 402,
  LLM_KEY_REJECTED: 502,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_EXISTS: 422,
  WEAK_PASSWORD: 400,
  PASSWORD_TOO_LONG: 400,
  INVALID_EMAIL: 400,
  INVALID_RESET_TOKEN: 400,
  ADMIN_CLAIM_CLOSED: 403,
  RULE_EMPTY: 409,
  RULE_CONFIG_INVALID: 409,
  WRONG_PASSWORD: 403,
  CHECKOUT_NOT_FOUND: 404,
  PRICE_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  NO_BILLING_CUSTOMER: 404,
  PROMOTION_CODE_INVALID: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PRICE_IS_DEFAULT: 409,
  PROVIDER_REJECTED: 502,
  REPOSITORY_NOT_FOUND: 404,
  GITHUB_RATE_LIMITED: 429,
  GITHUB_TIMEOUT: 504,
  GITHUB_UNAVAILABLE: 502,
  INPUT_TOO_DEEP: 400,
  INVALID_TEXT: 400,
  EXPORT_IN_PROGRESS: 429,
  PAYMENTS_DISABLED: 503,
  UNLOCK_LINK_INVALID: 400,
  API_KEYS_LIMIT_REACHED: 409,
  EMAIL_NOT_VERIFIED: 403,
  RULES_LIMIT_REACHED: 409,
  STORAGE_LIMIT_REACHED: 409,
};

/** The one error services throw; onError turns it into `{ error: { code, message, ...details } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}
