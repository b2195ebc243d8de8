import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;

/** The reset page's live checklist and the server's weak-password reasons (spec §5). */
export const passwordChecks = [
  {
    id: "minLength",
    test: (p: string) => p.length >= MIN_PASSWORD_LENGTH,
    message: "Password must be at least 8 characters long",
  },
  { id: "number", test: (p: string) => /\d/.test(p), message: "Password must contain a number" },
  {
    id: "letter",
    test: (p: string) => /\p{L}/u.test(p),
    message: "Password must contain a letter",
  },
] as const;
export type PasswordCheckId = (typeof passwordChecks)[number]["id"];

/** The checks a password fails, in the checklist's order. */
export function failedPasswordChecks(password: string): PasswordCheckId[] {
  return passwordChecks.filter((check) => !check.test(password)).map((check) => check.id);
}

export const emailSchema = z.email("Please enter a valid e-mail address.").max(254);

/** The optional name given at sign-up or changed later (the sign-up form's bound). */
export const displayNameSchema = z.string().trim().max(100, "Keep the name under 100 characters.");

export const grantAdminRequestSchema = z.object({ email: emailSchema });
export type GrantAdminRequest = z.infer<typeof grantAdminRequestSchema>;
