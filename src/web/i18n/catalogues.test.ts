import { describe, expect, it } from "vitest";

const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  eager: true,
  import: "default",
});

function area(language: string, name: string) {
  const catalogue = files[`./locales/${language}/${name}.json`];
  if (!catalogue) throw new Error(`missing ./locales/${language}/${name}.json`);
  return catalogue;
}

const areas = [
  ...new Set(Object.keys(files).map((path) => path.split("/").at(-1)!.replace(".json", ""))),
];

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(catalogue: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue);
}

describe("translation catalogues", () => {
  it("exist for the same areas in both languages", () => {
    expect(Object.keys(files).filter((p) => p.includes("/de/")).length).toBe(
      Object.keys(files).filter((p) => p.includes("/en/")).length,
    );
  });

  for (const name of areas) {
    it(`${name}: English and German have the same keys and no empty strings`, () => {
      const en = area("en", name);
      const de = area("de", name);
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
    const tops = areas.flatMap((name) => Object.keys(area("en", name)));
    expect(new Set(tops).size).toBe(tops.length);
  });
});
