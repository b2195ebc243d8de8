import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { fieldIssues } from "#contract/field-issues";
import { AppError } from "./errors";

/** zod validation for one request part; failures become a 400 with per-field issue codes. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError(
        "VALIDATION_FAILED",
        result.error.issues[0]?.message ?? "Invalid request.",
        { fields: fieldIssues(result.error.issues) },
      );
    }
  });
}
