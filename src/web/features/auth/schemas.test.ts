import { describe, expect, it } from "vitest";
import {
  forgotPasswordSchema,
  newPasswordProblem,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./schemas";

/** The message keys per field of a failed parse, e.g. { email: ["auth.validation.…"] }. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

const credentialsRequired = "auth.validation.credentialsRequired";

describe("signInSchema", () => {
  it("needs both an e-mail and a password, with the authentication layer's message", () => {
    expect(problems(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: [credentialsRequired],
    });
    expect(problems(signInSchema.safeParse({ email: "  ", password: "secret-1" }))).toEqual({
      email: [credentialsRequired],
    });
    expect(problems(signInSchema.safeParse({ email: "ada@example.com", password: "" }))).toEqual({
      password: [credentialsRequired],
    });
  });

  it("rejects a malformed e-mail and accepts good credentials, trimmed", () => {
    expect(problems(signInSchema.safeParse({ email: "ada@", password: "x" }))).toEqual({
      email: ["auth.validation.invalidEmail"],
    });
    const ok = signInSchema.safeParse({ email: " ada@example.com ", password: "anything" });
    expect(ok.success && ok.data.email).toBe("ada@example.com");
  });

  it("does not judge the strength of an existing password", () => {
    expect(signInSchema.safeParse({ email: "ada@example.com", password: "a" }).success).toBe(true);
  });
});

describe("signUpSchema", () => {
  const valid = {
    email: "ada@example.com",
    password: "correct-horse-7",
    confirmPassword: "correct-horse-7",
    name: "",
  };

  it("accepts a strong password with its confirmation and an empty name", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    expect(
      problems(signUpSchema.safeParse({ ...valid, confirmPassword: "correct-horse-8" })),
    ).toEqual({ confirmPassword: ["auth.validation.passwordsDoNotMatch"] });
  });

  it("needs e-mail and password before anything else, but still reports a mismatch", () => {
    expect(problems(signUpSchema.safeParse({ ...valid, email: "" }))).toEqual({
      email: [credentialsRequired],
    });
    expect(
      problems(signUpSchema.safeParse({ ...valid, email: "", confirmPassword: "other" })),
    ).toEqual({
      email: [credentialsRequired],
      confirmPassword: ["auth.validation.passwordsDoNotMatch"],
    });
    expect(
      problems(signUpSchema.safeParse({ ...valid, password: "", confirmPassword: "" })),
    ).toEqual({ password: [credentialsRequired] });
  });

  it("names the first failed password check", () => {
    expect(
      problems(
        signUpSchema.safeParse({ ...valid, password: "abcdefgh", confirmPassword: "abcdefgh" }),
      ),
    ).toEqual({ password: ["passwordChecks.number"] });
  });

  it("limits the name to 100 characters", () => {
    expect(problems(signUpSchema.safeParse({ ...valid, name: "x".repeat(101) }))).toEqual({
      name: ["auth.validation.nameTooLong"],
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("requires an e-mail, then a valid one", () => {
    expect(problems(forgotPasswordSchema.safeParse({ email: " " }))).toEqual({
      email: ["auth.validation.emailRequired"],
    });
    expect(problems(forgotPasswordSchema.safeParse({ email: "nope" }))).toEqual({
      email: ["auth.validation.invalidEmail"],
    });
    expect(forgotPasswordSchema.safeParse({ email: "ada@example.com" }).success).toBe(true);
  });
});

describe("resetPasswordSchema", () => {
  it("applies the checklist and the confirmation", () => {
    expect(
      problems(resetPasswordSchema.safeParse({ newPassword: "short1", confirmPassword: "short1" })),
    ).toEqual({ newPassword: ["passwordChecks.minLength"] });
    expect(
      problems(
        resetPasswordSchema.safeParse({ newPassword: "12345678", confirmPassword: "12345678" }),
      ),
    ).toEqual({ newPassword: ["passwordChecks.letter"] });
    expect(
      problems(
        resetPasswordSchema.safeParse({
          newPassword: "brand-new-9",
          confirmPassword: "brand-new-8",
        }),
      ),
    ).toEqual({ confirmPassword: ["auth.validation.passwordsDoNotMatch"] });
    expect(
      resetPasswordSchema.safeParse({ newPassword: "brand-new-9", confirmPassword: "brand-new-9" })
        .success,
    ).toBe(true);
  });

  it("refuses what the server would refuse as too long", () => {
    expect(newPasswordProblem(`a1${"x".repeat(127)}`)).toBe("errors.PASSWORD_TOO_LONG");
    expect(newPasswordProblem(`a1${"x".repeat(126)}`)).toBeUndefined();
  });
});
