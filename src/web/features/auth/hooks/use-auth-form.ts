import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorText } from "@/lib/api-errors";
import { useFormResolver } from "@/lib/field-issue-text";
import { toast } from "@/lib/toast";

/**
 * An auth form from its contract schema (`#contract/auth-forms`, decision 094): validation worded
 * by the one error map in `scope` ("auth.validation.credentials" or "auth.validation.email").
 */
export function useAuthForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  scope: string,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values>({ resolver: useFormResolver(schema, scope), defaultValues });
}

/**
 * The submit every auth form shares (sign-in, sign-up, admin sign-in, forgot and reset
 * password): send the valid form; a failure is a toast with the error's text (or what `failure`
 * says about it) and `onFailed`; a success goes to `onSent`.
 */
export function useAuthSubmit<Values, Result>({
  send,
  failedTitle,
  fallback,
  failure,
  onFailed,
  onSent,
}: {
  send: (values: Values) => Promise<Result>;
  failedTitle: string;
  fallback: string;
  /** A text of its own for some errors (undefined: the error's text). */
  failure?: (error: unknown) => string | undefined;
  onFailed?: (error: unknown) => void;
  onSent: (result: Result, values: Values) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  return async (values: Values) => {
    let result: Result;
    try {
      result = await send(values);
    } catch (error) {
      toast.error(failedTitle, {
        description: failure?.(error) ?? errorText(error, t, fallback),
      });
      onFailed?.(error);
      return;
    }
    await onSent(result, values);
  };
}
