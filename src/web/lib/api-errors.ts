import type { TFunction } from "i18next";
import type { PasswordCheckId } from "#contract/auth";
import { ApiError, type ClientErrorCode } from "./api-client";

/** True when `error` is the API's answer with this code. */
export function hasErrorCode(error: unknown, code: ClientErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/**
 * The text for a failed call, in the UI language: one catalogue text per error code (a test
 * keeps every code translated), with the details some codes carry. Errors that say nothing
 * specific (not from the API, or an answer we could not read) show `fallback` when given.
 */
export function errorText(error: unknown, t: TFunction, fallback?: string): string {
  if (!(error instanceof ApiError) || error.code === "UNKNOWN") {
    return fallback ?? t("errors.UNKNOWN");
  }
  switch (error.code) {
    case "RATE_LIMITED": {
      const seconds = error.details.retryAfterSeconds;
      return seconds
        ? t("errors.RATE_LIMITED", { count: Math.ceil(seconds / 60) })
        : t("errors.RATE_LIMITED");
    }
    case "WEAK_PASSWORD": {
      const reasons = (error.details.reasons ?? []) as PasswordCheckId[];
      return t("errors.WEAK_PASSWORD", {
        reasons: reasons.map((id) => `${t(passwordCheckMessageKey(id))}.`).join(" "),
      }).trim();
    }
    default:
      return t(`errors.${error.code}`);
  }
}

/** Translation key of the validation message for a failed password check. */
export const passwordCheckMessageKey = (id: PasswordCheckId) =>
  `fieldIssues.password.${id}` as const;
