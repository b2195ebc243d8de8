import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z, ZodType } from "zod";
import type { FieldIssue } from "#contract/errors";
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

/** zod issues as the contract's field issues: codes and bounds, no English. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): Record<string, FieldIssue[]> {
  const fields: Record<string, FieldIssue[]> = {};
  for (const issue of issues) {
    const key = issue.path.join(".") || "_";
    const entry: FieldIssue = {
      code:
        issue.code === "custom" && typeof issue.params?.code === "string"
          ? issue.params.code
          : issue.code,
    };
    if (issue.code === "too_small") entry.minimum = Number(issue.minimum);
    if (issue.code === "too_big") entry.maximum = Number(issue.maximum);
    (fields[key] ??= []).push(entry);
  }
  return fields;
}
