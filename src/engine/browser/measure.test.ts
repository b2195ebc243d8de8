import { describe, expect, it } from "vitest";
import { countBytes, countChars, countLines, measure } from "./measure";

describe("measure", () => {
  it("counts characters as code points", () => {
    expect(countChars("für")).toBe(3);
    expect(countChars("a😀")).toBe(2);
  });

  it("counts UTF-8 bytes", () => {
    expect(countBytes("abc")).toBe(3);
    expect(countBytes("ü")).toBe(2);
    expect(countBytes("€")).toBe(3);
    expect(countBytes("😀")).toBe(4);
    expect(countBytes("a\ud800b")).toBe(new TextEncoder().encode("a\ud800b").length);
  });

  it("agrees with the platform's own counting", () => {
    const text = "Grüße 😀 — ẞ €\n".repeat(20);
    expect(countBytes(text)).toBe(new TextEncoder().encode(text).length);
    expect(countChars(text)).toBe(Array.from(text).length);
    expect(countChars("\ud83d")).toBe(1);
  });

  it("counts lines as an editor shows them", () => {
    expect(countLines("")).toBe(0);
    expect(countLines("one")).toBe(1);
    expect(countLines("one\n")).toBe(1);
    expect(countLines("one\ntwo")).toBe(2);
    expect(countLines("one\n\nthree\n")).toBe(3);
  });

  it("dispatches on the unit", () => {
    expect(measure("ä\nb\n", "chars")).toBe(4);
    expect(measure("ä\nb\n", "bytes")).toBe(5);
    expect(measure("ä\nb\n", "lines")).toBe(2);
  });
});
