import { z } from "zod";
import { failedPasswordChecks } from "#contract/auth";
import { limits } from "#contract/limits";
import { passwordCheckMessageKey } from "@/lib/api-errors";

/**
 * Client form schemas. Messages are translation keys; the forms show `t(message)`.
 * The server validates again; these only spare a round trip and word the problem in the UI
 * language.
 */

const emailFormat = z.email();

const credentialsShape = {
  email: z.string().trim(),
  password: z.string(),
};

/**
 * E-mail and password are both required (docs/product/accounts.md "Sign-in"), else the
 * authentication layer's message.
 */
function checkCredentials(
  value: { email: string; password: string },
  ctx: z.RefinementCtx,
): boolean {
  if (!value.email || !value.password) {
    ctx.addIssue({
      code: "custom",
      path: [value.email ? "password" : "email"],
      message: "auth.validation.credentialsRequired",
    });
    return false;
  }
  if (!emailFormat.safeParse(value.email).success) {
    ctx.addIssue({ code: "custom", path: ["email"], message: "auth.validation.invalidEmail" });
    return false;
  }
  return true;
}

/** The first problem with a new password, as a translation key, or undefined when it is fine. */
export function newPasswordProblem(password: string): string | undefined {
  const [failed] = failedPasswordChecks(password);
  if (failed) return passwordCheckMessageKey(failed);
  if (password.length > limits.passwordMax) return "errors.PASSWORD_TOO_LONG";
  return undefined;
}

function checkNewPassword(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  passwordField: string,
) {
  const problem = newPasswordProblem(value.password);
  if (problem) ctx.addIssue({ code: "custom", path: [passwordField], message: problem });
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: "custom",
      path: ["confirmPassword"],
      message: "auth.validation.passwordsDoNotMatch",
    });
  }
}

export const signInSchema = z.object(credentialsShape).superRefine((value, ctx) => {
  checkCredentials(value, ctx);
});
export type SignInValues = z.input<typeof signInSchema>;

export const signUpSchema = z
  .object({
    ...credentialsShape,
    confirmPassword: z.string(),
    name: z.string().trim().max(limits.displayNameMax, "auth.validation.nameTooLong"),
  })
  .superRefine((value, ctx) => {
    if (!checkCredentials(value, ctx)) {
      if (value.password && value.password !== value.confirmPassword) {
        ctx.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: "auth.validation.passwordsDoNotMatch",
        });
      }
      return;
    }
    checkNewPassword(value, ctx, "password");
  });
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "auth.validation.emailRequired")
    .pipe(z.email("auth.validation.invalidEmail")),
});
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    checkNewPassword(
      { password: value.newPassword, confirmPassword: value.confirmPassword },
      ctx,
      "newPassword",
    );
  });
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;
