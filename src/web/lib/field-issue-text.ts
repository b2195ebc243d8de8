import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { FieldIssue } from "#contract/errors";
import { toFieldIssue } from "#contract/field-issues";

/**
 * The one error map (decision 094): a field issue — a code and its bounds, from a form schema of
 * the contract or from the server's `fields` — as catalogue text in the reader's language. The
 * texts interpolate `{{min}}` and `{{max}}`, so the number they name is always the schema's.
 *
 * Keys, most specific first: `<scope>.<field>.<code>`, `<scope>.<field>.invalid` (the field's text
 * for any problem), `fieldIssues.<code>`, `fieldIssues.invalid`.
 */
export function fieldIssueText(
  t: TFunction,
  issue: FieldIssue,
  where: { scope?: string; field?: string } = {},
): string {
  const { scope, field } = where;
  const keys =
    scope && field
      ? [`${scope}.${field}.${issue.code}`, `${scope}.${field}.invalid`]
      : ([] as string[]);
  keys.push(`fieldIssues.${issue.code}`, "fieldIssues.invalid");
  return t(keys, { min: issue.minimum, max: issue.maximum });
}

/** The error map for a form of `scope`: each zod issue worded by `fieldIssueText`. */
export function formErrorMap(t: TFunction, scope: string) {
  return (issue: z.core.$ZodRawIssue) =>
    fieldIssueText(t, toFieldIssue(issue), { scope, field: (issue.path ?? []).join(".") });
}

/**
 * react-hook-form's resolver for a contract form schema, its messages in the reader's language:
 * `useForm({ resolver: useFormResolver(productFormSchema, "adminBilling.forms.product") })`.
 */
export function useFormResolver<Schema extends z.ZodType<object, object>>(
  schema: Schema,
  scope: string,
) {
  const { t } = useTranslation();
  return zodResolver(schema, { error: formErrorMap(t, scope) });
}
