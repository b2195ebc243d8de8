import { describe, expect, it } from "vitest";
import { tokenWarning } from "./token-balance";

describe("tokenWarning", () => {
  it("says out at 0, low at 1 to 3, nothing above or while the welcome grant is untouched", () => {
    const at = (tokensRemaining: number, welcomeGrantUnspent = false) =>
      tokenWarning({ tokensRemaining, welcomeGrantUnspent });
    expect(at(0)).toBe("out");
    expect(at(0, true)).toBe("out");
    expect([1, 2, 3].map((n) => at(n))).toEqual(["low", "low", "low"]);
    expect(at(3, true)).toBeNull();
    expect(at(4)).toBeNull();
    expect(tokenWarning(undefined)).toBeNull();
  });
});
