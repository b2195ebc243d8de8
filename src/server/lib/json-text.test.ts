import { describe, expect, it } from "vitest";
import { toJsonText, withFields } from "./json-text";

describe("withFields", () => {
  it("adds fields after an object's own, as one JSON object", () => {
    const text = withFields(toJsonText({ title: 'A "rule"', files: [{ path: "a.md" }] }), {
      tokensRemaining: 4,
      resultId: "r-1",
    });
    expect(JSON.parse(text)).toEqual({
      title: 'A "rule"',
      files: [{ path: "a.md" }],
      tokensRemaining: 4,
      resultId: "r-1",
    });
  });

  it("handles an empty object on either side", () => {
    expect(JSON.parse(withFields(toJsonText({}), { a: 1 }))).toEqual({ a: 1 });
    expect(JSON.parse(withFields(toJsonText({ a: 1 }), {}))).toEqual({ a: 1 });
  });
});
