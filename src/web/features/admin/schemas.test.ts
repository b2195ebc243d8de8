import { describe, expect, it } from "vitest";
import { grantAdminFormSchema } from "./schemas";

describe("grantAdminFormSchema", () => {
  it("requires a valid e-mail and trims it", () => {
    const messages = (email: string) =>
      grantAdminFormSchema.safeParse({ email }).error?.issues.map((issue) => issue.message);
    expect(messages("")).toEqual(["auth.validation.emailRequired"]);
    expect(messages("ada")).toEqual(["auth.validation.invalidEmail"]);
    const ok = grantAdminFormSchema.safeParse({ email: " ada@example.com " });
    expect(ok.success && ok.data.email).toBe("ada@example.com");
  });
});
