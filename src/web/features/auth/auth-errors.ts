import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";
import {
  failedChecksInMessage,
  failedPasswordChecks,
  passwordCheckMessageKey,
} from "./password-rules";

/** better-auth's codes for a taken e-mail; the spec also names the message 'User already registered'. */
export function isAccountExistsError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return /USER_ALREADY_EXISTS/i.test(error.code) || /already registered/i.test(error.message);
}

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "INVALID_TOKEN";
}

function weakPasswordText(error: ApiError, t: TFunction, password: string | undefined): string {
  const failed = password === undefined ? [] : failedPasswordChecks(password);
  const checks = failed.length > 0 ? failed : failedChecksInMessage(error.message);
  if (checks.length === 0) return error.message;
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
      const minutes = /(\d+)\s*minute/i.exec(error.message)?.[1];
      return minutes
        ? t("errors.RATE_LIMITED", { count: Number(minutes) })
        : t("errors.RATE_LIMITED_LATER");
    }
    case "WEAK_PASSWORD":
    case "PASSWORD_TOO_SHORT":
      return weakPasswordText(error, t, options.password);
    case "PASSWORD_TOO_LONG":
      return t("errors.PASSWORD_TOO_LONG");
    case "INVALID_EMAIL_OR_PASSWORD":
      return t("errors.INVALID_EMAIL_OR_PASSWORD");
    case "INVALID_EMAIL":
      return t("errors.INVALID_EMAIL");
    case "VALIDATION_ERROR":
      return /email/i.test(error.message) ? t("errors.INVALID_EMAIL") : error.message;
    case "INVALID_TOKEN":
      return t("errors.INVALID_TOKEN");
    case "UNAUTHORIZED":
      return t("errors.UNAUTHORIZED");
  }
  if (error.status >= 500) return t("errors.SERVER");
  return error.message || undefined;
}
