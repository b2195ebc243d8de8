import { describe, expect, it } from "vitest";
import { catalogues } from "./resources";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(catalogue: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue);
}

describe("translation catalogues", () => {
  for (const area of Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]) {
    it(`${area}: English and German have the same keys and no empty strings`, () => {
      const en = catalogues.en[area];
      const de = catalogues.de[area];
      expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
      for (const catalogue of [en, de]) {
        const empty = keysOf(catalogue).filter((key) => {
          const value = valueAt(catalogue, key);
          return typeof value === "string" && value.trim() === "";
        });
        expect(empty).toEqual([]);
      }
    });
  }

  it("areas never share a top-level key", () => {
    const tops = Object.values(catalogues.en).flatMap((c) => Object.keys(c));
    expect(new Set(tops).size).toBe(tops.length);
  });
});
