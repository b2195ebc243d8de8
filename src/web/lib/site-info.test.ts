import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./site-info";

describe("fillPlaceholders", () => {
  it("fills known names and leaves unknown ones visible", () => {
    expect(fillPlaceholders("{{a}} and {{b}}", { a: "x" })).toBe("x and {{b}}");
  });
});
