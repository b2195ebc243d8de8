import { describe, expect, it } from "vitest";
import { i18n } from "@/i18n";
import { ApiError } from "@/lib/api-client";
import { usersErrorText } from "./token-management-panel";

const t = i18n.getFixedT("en");

describe("why the users could not be loaded", () => {
  it("names sign-in and admin problems, else the failed fetch, else the default", () => {
    expect(usersErrorText(new ApiError(401, "UNAUTHORIZED", "x"), t)).toBe("Not authenticated");
    expect(usersErrorText(new ApiError(403, "FORBIDDEN", "x"), t)).toBe("Admin access required");
    expect(usersErrorText(new ApiError(0, "NETWORK", "x"), t)).toMatch(
      /^Failed to fetch token balances: /,
    );
    expect(usersErrorText(new Error("boom"), t)).toBe("Failed to load user data");
  });
});
