import { describe, expect, it } from "vitest";
import { fillPlaceholders, siteAsPlaceholders, sitePlaceholders } from "./site-placeholders";

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

describe("siteAsPlaceholders", () => {
  it("holds each detail's own placeholder, so the server fills in what the browser would", () => {
    const values = sitePlaceholders(siteAsPlaceholders);
    expect(Object.keys(values)).toHaveLength(7);
    for (const [name, value] of Object.entries(values)) expect(value).toBe(`{{${name}}}`);
  });
});
