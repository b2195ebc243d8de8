import { describe, expect, it } from "vitest";
import {
  emailFormSchema,
  resetPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from "./auth-forms";
import { fieldIssues } from "./field-issues";
import { limits } from "./limits";

/** A form's problems as field issues per field: what the web's error map words. */
const issuesOf = (result: { error?: { issues: Parameters<typeof fieldIssues>[0] } }) =>
  fieldIssues(result.error?.issues ?? []);
const required = [{ code: "required" }];
const invalidEmail = [{ code: "invalid_format" }];
const differ = [{ code: "passwords_differ" }];

describe("signInFormSchema", () => {
  it("needs both an e-mail and a password, the issue on the first empty one", () => {
    expect(issuesOf(signInFormSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: required,
    });
    expect(issuesOf(signInFormSchema.safeParse({ email: "  ", password: "secret-1" }))).toEqual({
      email: required,
    });
    expect(
      issuesOf(signInFormSchema.safeParse({ email: "ada@example.com", password: "" })),
    ).toEqual({ password: required });
  });

  it("rejects a malformed e-mail and accepts good credentials, trimmed", () => {
    expect(issuesOf(signInFormSchema.safeParse({ email: "ada@", password: "x" }))).toEqual({
      email: invalidEmail,
    });
    const ok = signInFormSchema.safeParse({ email: " ada@example.com ", password: "anything" });
    expect(ok.success && ok.data.email).toBe("ada@example.com");
  });

  it("does not judge the strength of an existing password", () => {
    expect(signInFormSchema.safeParse({ email: "ada@example.com", password: "a" }).success).toBe(
      true,
    );
  });
});

describe("signUpFormSchema", () => {
  const valid = {
    email: "ada@example.com",
    password: "correct-horse-7",
    confirmPassword: "correct-horse-7",
    name: "",
  };

  it("accepts a strong password with its confirmation and an empty name", () => {
    expect(signUpFormSchema.safeParse(valid).success).toBe(true);
  });

  it("says the passwords differ on the confirmation", () => {
    expect(
      issuesOf(signUpFormSchema.safeParse({ ...valid, confirmPassword: "correct-horse-8" })),
    ).toEqual({ confirmPassword: differ });
  });

  it("needs e-mail and password before anything else, but still reports a mismatch", () => {
    expect(issuesOf(signUpFormSchema.safeParse({ ...valid, email: "" }))).toEqual({
      email: required,
    });
    expect(
      issuesOf(signUpFormSchema.safeParse({ ...valid, email: "", confirmPassword: "other" })),
    ).toEqual({ email: required, confirmPassword: differ });
    expect(
      issuesOf(signUpFormSchema.safeParse({ ...valid, password: "", confirmPassword: "" })),
    ).toEqual({ password: required });
  });

  it("names the first failed password check, with the minimum", () => {
    expect(
      issuesOf(
        signUpFormSchema.safeParse({ ...valid, password: "abcdefgh", confirmPassword: "abcdefgh" }),
      ),
    ).toEqual({ password: [{ code: "password.number", minimum: limits.passwordMin }] });
  });

  it("limits the name to limits.displayNameMax characters", () => {
    expect(
      issuesOf(
        signUpFormSchema.safeParse({ ...valid, name: "x".repeat(limits.displayNameMax + 1) }),
      ),
    ).toEqual({ name: [{ code: "too_big", maximum: limits.displayNameMax }] });
  });
});

describe("emailFormSchema (forgot password, grant admin)", () => {
  it("requires an e-mail, then a valid one, trimmed", () => {
    expect(issuesOf(emailFormSchema.safeParse({ email: " " }))).toEqual({ email: required });
    expect(issuesOf(emailFormSchema.safeParse({ email: "nope" }))).toEqual({
      email: invalidEmail,
    });
    const ok = emailFormSchema.safeParse({ email: " ada@example.com " });
    expect(ok.success && ok.data.email).toBe("ada@example.com");
  });
});

describe("resetPasswordFormSchema", () => {
  const problems = (newPassword: string, confirmPassword = newPassword) =>
    issuesOf(resetPasswordFormSchema.safeParse({ newPassword, confirmPassword }));

  it("applies the checklist and the confirmation", () => {
    expect(problems("short1")).toEqual({
      newPassword: [{ code: "password.minLength", minimum: limits.passwordMin }],
    });
    expect(problems("12345678")).toEqual({
      newPassword: [{ code: "password.letter", minimum: limits.passwordMin }],
    });
    expect(problems("brand-new-9", "brand-new-8")).toEqual({ confirmPassword: differ });
    expect(problems("brand-new-9")).toEqual({});
  });

  it("refuses what the server would refuse as too long", () => {
    const longest = `a1${"x".repeat(limits.passwordMax - 2)}`;
    expect(problems(`${longest}x`)).toEqual({
      newPassword: [{ code: "too_big", maximum: limits.passwordMax }],
    });
    expect(problems(longest)).toEqual({});
  });
});
