import { z } from "zod";
import { limits } from "./limits";

/**
 * The new-password checklist and WEAK_PASSWORD's `reasons`: the check ids, the same for the
 * server, the form schemas and the catalogue's `fieldIssues.password.<id>` (decision 094).
 */
export const passwordChecks = [
  {
    id: "minLength",
    test: (p: string) => p.length >= limits.passwordMin,
    message: `Password must be at least ${limits.passwordMin} characters long`,
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

export const emailSchema = z.email("Please enter a valid e-mail address.").max(limits.emailMax);
const passwordSchema = z.string().min(1).max(limits.passwordMax);

/** The optional name given at sign-up or changed later (the sign-up form's bound). */
export const displayNameSchema = z.string().trim().max(limits.displayNameMax);

/*
 * better-auth's endpoints under /api/auth that the web calls: the request each accepts and the
 * part of its answer the web reads.
 */

/**
 * POST /api/auth/sign-up/email: `{ status: true }` ("check your mail") for a new address and a
 * registered one alike; the mailed link confirms the address and signs in (decision 079).
 */
export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** Stored as the account's display name; may be empty. */
  name: z.string().trim().max(limits.displayNameMax),
  /** Where the confirmation link lands, signed in (a path of this site). */
  callbackURL: z.string().max(limits.urlMax).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/auth/sign-in/email: sets the session cookie. */
export const signInRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** Sign-in answers with the account. */
export const authUserResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** POST /api/auth/request-password-reset: 200 whether or not the address has an account. */
export const requestPasswordResetSchema = z.object({
  email: emailSchema,
  redirectTo: z.string().max(limits.urlMax).optional(),
});
export type RequestPasswordReset = z.input<typeof requestPasswordResetSchema>;

/** POST /api/auth/reset-password */
export const resetPasswordRequestSchema = z.object({
  newPassword: passwordSchema,
  token: z.string().min(1).max(512),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * POST /api/sign-in-unlock: the token of a mailed unlock link; the browser may then sign in to
 * that account although guesses from many addresses have paused it (decision 089).
 */
export const unlockSignInRequestSchema = z.object({ token: z.string().min(1).max(128) });
export type UnlockSignInRequest = z.infer<typeof unlockSignInRequestSchema>;

/** Answers that only confirm. */
export const statusResponseSchema = z.object({ status: z.boolean() });
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export interface AuthEndpoint<Request extends z.ZodType, Answer extends z.ZodType> {
  path: `/${string}`;
  request: Request;
  response: Answer;
}

/** The better-auth endpoints the web calls (POST /api/auth + path). */
export const authEndpoints = {
  signUp: {
    path: "/sign-up/email",
    request: signUpRequestSchema,
    response: statusResponseSchema,
  },
  signIn: {
    path: "/sign-in/email",
    request: signInRequestSchema,
    response: authUserResponseSchema,
  },
  requestPasswordReset: {
    path: "/request-password-reset",
    request: requestPasswordResetSchema,
    response: statusResponseSchema,
  },
  resetPassword: {
    path: "/reset-password",
    request: resetPasswordRequestSchema,
    response: statusResponseSchema,
  },
  sendVerificationEmail: {
    path: "/send-verification-email",
    request: z.object({
      email: emailSchema,
      callbackURL: z.string().max(limits.urlMax).optional(),
    }),
    response: statusResponseSchema,
  },
} satisfies Record<string, AuthEndpoint<z.ZodType, z.ZodType>>;

/** POST /api/admin/grant (admins only) */
export const grantAdminRequestSchema = z.object({ email: emailSchema });
export type GrantAdminRequest = z.infer<typeof grantAdminRequestSchema>;
export const grantAdminResponseSchema = successResponseSchema.extend({ email: z.string() });
