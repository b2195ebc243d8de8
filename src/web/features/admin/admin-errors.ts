import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api-client";

/**
 * The toast text for a failed admin call: translated for the codes we know, else the server's
 * message, else undefined (the caller shows the spec's fallback).
 */
export function adminErrorText(
  error: unknown,
  t: TFunction,
  context: { action: "claim" | "grant"; email?: string },
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case "NETWORK":
      return t("errors.NETWORK");
    case "UNAUTHORIZED":
      return t("errors.UNAUTHORIZED");
    case "FORBIDDEN":
      return context.action === "claim" ? t("admin.errors.notFirst") : t("admin.errors.notAdmin");
    case "NOT_FOUND":
      return context.email
        ? t("admin.errors.unknownEmail", { email: context.email })
        : error.message;
    case "VALIDATION_FAILED":
      return error.details.fields?.email ? t("auth.validation.invalidEmail") : error.message;
  }
  if (error.status >= 500) return t("errors.SERVER");
  return error.message || undefined;
}
