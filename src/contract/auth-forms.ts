import { z } from "zod";
import { failedPasswordChecks } from "./auth";
import { addFieldIssue } from "./field-issues";
import { limits } from "./limits";

/**
 * The sign-in, sign-up, password and admin-grant forms, beside the requests they become
 * (`auth.ts`; decision 094). Problems are field issues (codes and bounds); the web's error map
 * words them. The server checks again; these spare a round trip.
 */

const emailFormat = z.email();

/** An e-mail typed into a form: required, then well-formed, at most `limits.emailMax`. */
const emailField = z
  .string()
  .trim()
  .superRefine((email, ctx) => {
    if (!email) addFieldIssue(ctx, [], "required");
    else if (email.length > limits.emailMax) {
      addFieldIssue(ctx, [], "too_big", { maximum: limits.emailMax });
    } else if (!emailFormat.safeParse(email).success) {
      ctx.addIssue({ code: "invalid_format", format: "email", input: email });
    }
  });

/**
 * E-mail and password both required (one issue, on the first empty field), then a well-formed
 * address. False when either is missing or malformed.
 */
function checkCredentials(
  value: { email: string; password: string },
  ctx: z.RefinementCtx,
): boolean {
  if (!value.email || !value.password) {
    addFieldIssue(ctx, [value.email ? "password" : "email"], "required");
    return false;
  }
  if (!emailFormat.safeParse(value.email).success) {
    ctx.addIssue({ code: "invalid_format", format: "email", input: value.email, path: ["email"] });
    return false;
  }
  return true;
}

/** A new password's first failed check, then its length, as an issue on `field`. */
function checkNewPassword(password: string, ctx: z.RefinementCtx, field: string): void {
  const [failed] = failedPasswordChecks(password);
  if (failed) {
    addFieldIssue(ctx, [field], `password.${failed}`, { minimum: limits.passwordMin });
  } else if (password.length > limits.passwordMax) {
    addFieldIssue(ctx, [field], "too_big", { maximum: limits.passwordMax });
  }
}

function checkConfirmation(password: string, confirmation: string, ctx: z.RefinementCtx) {
  if (password !== confirmation) addFieldIssue(ctx, ["confirmPassword"], "passwords_differ");
}

const credentialsShape = { email: z.string().trim(), password: z.string() };

/** The sign-in form; an existing password's strength is not judged. */
export const signInFormSchema = z.object(credentialsShape).superRefine((value, ctx) => {
  checkCredentials(value, ctx);
});
export type SignInFormValues = z.input<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({
    ...credentialsShape,
    confirmPassword: z.string(),
    name: z.string().trim().max(limits.displayNameMax),
  })
  .superRefine((value, ctx) => {
    if (checkCredentials(value, ctx)) checkNewPassword(value.password, ctx, "password");
    if (value.password) checkConfirmation(value.password, value.confirmPassword, ctx);
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

/** The forgot-password form, and the admin console's "grant admin" form: one address. */
export const emailFormSchema = z.object({ email: emailField });
export type EmailFormValues = z.input<typeof emailFormSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    checkNewPassword(value.newPassword, ctx, "newPassword");
    checkConfirmation(value.newPassword, value.confirmPassword, ctx);
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
