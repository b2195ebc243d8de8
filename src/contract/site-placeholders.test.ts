import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./site-placeholders";

describe("fillPlaceholders", () => {
  it("fills known names and leaves unknown ones visible", () => {
    expect(fillPlaceholders("{{a}} and {{b}}", { a: "x" })).toBe("x and {{b}}");
  });

  it("encodes each value for where it lands", () => {
    expect(fillPlaceholders("<p>{{a}}</p>", { a: "<b>&" }, (v) => v.replace(/[<&]/g, "?"))).toBe(
      "<p>?b>?</p>",
    );
  });
});
