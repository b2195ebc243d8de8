import { describe, expect, it } from "vitest";
import { toName, toSentences } from "./user-text";

describe("toSentences", () => {
  it("splits prose into whole sentences", () => {
    expect(toSentences("We build a shop. It sells tea! Does it scale? Yes.")).toEqual([
      "We build a shop.",
      "It sells tea!",
      "Does it scale?",
      "Yes.",
    ]);
  });

  it("does not split after abbreviations followed by lowercase", () => {
    expect(toSentences("Use tools, e.g. pnpm and vite. Done.")).toEqual([
      "Use tools, e.g. pnpm and vite.",
      "Done.",
    ]);
  });

  it("treats lines and list items as sentences and strips markdown markers", () => {
    expect(
      toSentences("# Heading\n- use pnpm\n* no default exports\n1. deploy on Vercel\n\n---"),
    ).toEqual(["Heading", "use pnpm", "no default exports", "deploy on Vercel"]);
  });

  it("defuses code fences and control characters", () => {
    expect(toSentences("```js\tcode\u0000here```")).toEqual(["`js code here`"]);
  });

  it("returns nothing for empty or wordless input", () => {
    expect(toSentences("")).toEqual([]);
    expect(toSentences("  \n -- \n")).toEqual([]);
  });
});

describe("toName", () => {
  it("makes a short single-line name", () => {
    expect(toName("  My\nBot  ")).toBe("My Bot");
    expect(toName("x".repeat(100))).toHaveLength(40);
    expect(toName("# `*`")).toBe("");
  });
});
