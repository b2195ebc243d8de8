import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";
import { failedPasswordChecks, type PasswordCheckId } from "#contract/auth";
import { passwordCheckMessageKey } from "./password-rules";

export function isAccountExistsError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "ACCOUNT_EXISTS";
}

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "INVALID_RESET_TOKEN";
}

function weakPasswordText(error: ApiError, t: TFunction, password: string | undefined): string {
  const failed = password === undefined ? [] : failedPasswordChecks(password);
  const checks = failed.length > 0 ? failed : ((error.details.reasons ?? []) as PasswordCheckId[]);
  if (checks.length === 0) return t("errors.WEAK_PASSWORD", { reasons: "" });
  const reasons = checks.map((id) => `${t(passwordCheckMessageKey(id))}.`).join(" ");
  return t("errors.WEAK_PASSWORD", { reasons });
}

/**
 * The toast text for a failed auth call: a translation for the codes we know, else the server's
 * own message, else undefined (the caller then shows its spec fallback text).
 */
export function authErrorText(
  error: unknown,
  t: TFunction,
  options: { password?: string } = {},
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case "NETWORK":
      return t("errors.NETWORK");
    case "RATE_LIMITED": {
      const seconds = error.details.retryAfterSeconds;
      return seconds
        ? t("errors.RATE_LIMITED", { count: Math.ceil(seconds / 60) })
        : t("errors.RATE_LIMITED_LATER");
    }
    case "WEAK_PASSWORD":
      return weakPasswordText(error, t, options.password);
    case "PASSWORD_TOO_LONG":
      return t("errors.PASSWORD_TOO_LONG");
    case "INVALID_CREDENTIALS":
      return t("errors.INVALID_EMAIL_OR_PASSWORD");
    case "INVALID_EMAIL":
      return t("errors.INVALID_EMAIL");
    case "INVALID_RESET_TOKEN":
      return t("errors.INVALID_TOKEN");
    case "UNAUTHORIZED":
      return t("errors.UNAUTHORIZED");
  }
  if (error.status >= 500) return t("errors.SERVER");
  return error.message || undefined;
}
