import { z } from "zod";

/**
 * Every failure the API can answer with. The web maps each code to an i18n text in both
 * languages (a test fails when one is missing); the `message` is English for logs and tools.
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
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One problem with one request field: a zod issue code (or a contract code) and its bound. */
export const fieldIssueSchema = z.object({
  code: z.string(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Machine-readable extras some codes carry. */
export const errorDetailsSchema = z.object({
  /** VALIDATION_FAILED: issues per field path ("form.description", "_" for the body). */
  fields: z.record(z.string(), z.array(fieldIssueSchema)).optional(),
  /** RATE_LIMITED: seconds until the next attempt is accepted. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** WEAK_PASSWORD: the password checks that failed. */
  reasons: z.array(z.string()).optional(),
});
export type ErrorDetails = z.infer<typeof errorDetailsSchema>;

/** Every API error has this body. */
export const apiErrorSchema = z.object({
  error: errorDetailsSchema.extend({
    code: z.enum(errorCodes),
    message: z.string(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
