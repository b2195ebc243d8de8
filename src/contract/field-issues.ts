import type { z } from "zod";
import type { FieldIssue } from "./errors";

/**
 * Field issues: what is wrong with one field, as a code and its bounds, never as words (decision
 * 094). The server sends them in a VALIDATION_FAILED answer's `fields`; the web's one error map
 * turns the same shape into catalogue text, so the number a text names is always the schema's.
 *
 * Codes are zod's (`too_small`, `too_big`, `invalid_format`, …) or, for a custom check, the
 * contract's own: `required`, `amount_format`, `whole_number`, `out_of_range`, `future_date`, `passwords_differ`,
 * `same_amount`, `control_character` (a fact's one-line value, decision 121), `password.<check id>`.
 */
export type FieldIssueCode =
  | "required"
  | "amount_format"
  | "whole_number"
  | "out_of_range"
  | "future_date"
  | "passwords_differ"
  | "same_amount"
  | "control_character"
  | `password.${string}`
  | "too_small"
  | "too_big";

/** One zod issue (raw in an error map, or finished in an error) as a field issue. */
export function toFieldIssue(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): FieldIssue {
  const params = (issue.code === "custom" ? issue.params : undefined) as
    { code?: unknown; minimum?: unknown; maximum?: unknown } | undefined;
  const entry: FieldIssue = {
    code: typeof params?.code === "string" ? params.code : String(issue.code),
  };
  const minimum = issue.code === "too_small" ? issue.minimum : params?.minimum;
  const maximum = issue.code === "too_big" ? issue.maximum : params?.maximum;
  if (typeof minimum === "number" || typeof minimum === "bigint") entry.minimum = Number(minimum);
  if (typeof maximum === "number" || typeof maximum === "bigint") entry.maximum = Number(maximum);
  return entry;
}

/** The issues of a failed parse per field path ("form.description"; "_" for the whole body). */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): Record<string, FieldIssue[]> {
  const fields: Record<string, FieldIssue[]> = {};
  // eslint-disable-next-line no-restricted-syntax -- a parse's issues per field are the codes' wire shape, which server and web share
  for (const issue of issues) {
    (fields[issue.path.join(".") || "_"] ??= []).push(toFieldIssue(issue));
  }
  return fields;
}

/**
 * Adds a contract-coded issue to a refinement: `fieldIssue(ctx, ["amount"], "too_big", { maximum })`.
 * No message: the reader's catalogue words it.
 */
export function addFieldIssue(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  code: FieldIssueCode,
  bounds: { minimum?: number; maximum?: number } = {},
): void {
  ctx.addIssue({ code: "custom", path, params: { code, ...bounds } });
}
