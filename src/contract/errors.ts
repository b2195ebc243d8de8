import { z } from "zod";
import { errorCodes } from "./error-codes";

export { errorCodes, type ErrorCode } from "./error-codes";

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
