import type { TFunction } from "i18next";
import { errorText, hasErrorCode } from "@/lib/api-errors";

/** The toast text for a refused grant: an unknown e-mail and a non-admin caller are named. */
export function grantErrorText(error: unknown, t: TFunction, email: string): string {
  if (hasErrorCode(error, "NOT_FOUND")) return t("admin.errors.unknownEmail", { email });
  if (hasErrorCode(error, "FORBIDDEN")) return t("admin.errors.notAdmin");
  return errorText(error, t, t("admin.toasts.grantFailedText"));
}
