import { describe, expect, it } from "vitest";
import de from "./de.json";
import en from "./en.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("translation catalogues", () => {
  it("have the same keys in English and German", () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it("have no empty strings", () => {
    const empty = (cat: unknown) =>
      keysOf(cat).filter((key) => {
        const value = key
          .split(".")
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], cat);
        return typeof value === "string" && value.trim() === "";
      });
    expect(empty(en)).toEqual([]);
    expect(empty(de)).toEqual([]);
  });
});
