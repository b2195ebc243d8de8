import { randomBytes } from "node:crypto";
import { AppError } from "../lib/errors";

/**
 * Marks a reset request whose per-account limit our edge has already counted (decision 080):
 * a value only this process knows, so a client cannot send it to skip the count.
 */
export const ACCOUNT_COUNTED_HEADER = "x-rulesmith-account-counted";
export const accountCountedMark = randomBytes(16).toString("hex");

/** What better-auth answers every reset request, for an address with an account or without. */
export const RESET_REQUESTED = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

/** A same-site path, or an absolute URL on one of our origins (better-auth's own rule). */
function isOurRedirect(redirectTo: string, trustedOrigins: readonly string[]): boolean {
  if (redirectTo.startsWith("/") && !redirectTo.startsWith("//")) return true;
  try {
    return trustedOrigins.includes(new URL(redirectTo).origin);
  } catch {
    return false;
  }
}

/**
 * The e-mail of a reset request that the edge answers at once: any JSON body (the only type
 * better-auth takes here). Other types go to better-auth as they are, which refuses them (415)
 * before any account is looked up. A `redirectTo` off this site is refused here, so no request
 * that mails a link waits for the lookup.
 */
export function readResetRequest(
  contentType: string | undefined,
  text: string,
  trustedOrigins: readonly string[],
): { email: unknown } | undefined {
  if (!contentType?.toLowerCase().startsWith("application/json")) return undefined;
  const body: unknown = JSON.parse(text.trim() || "{}");
  const fields =
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  const { email, redirectTo } = fields;
  if (
    redirectTo !== undefined &&
    (typeof redirectTo !== "string" || !isOurRedirect(redirectTo, trustedOrigins))
  ) {
    throw new AppError("BAD_REQUEST", "redirectTo must be a page of this site.");
  }
  return { email };
}
