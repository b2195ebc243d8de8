import { describe, expect, it } from "vitest";
import { sampleRuleFacts } from "./sample-rule-facts";

const file = (role: "core" | "scoped" | "json", size: number) => ({
  path: `${role}-${size}`,
  content: "",
  role,
  size,
});

describe("sample rule facts", () => {
  it("counts scoped files and measures the fullest rule file, not the JSON", () => {
    expect(
      sampleRuleFacts({
        files: [file("core", 80), file("scoped", 17), file("scoped", 19), file("json", 900)],
        limit: { value: 500, unit: "lines", source: null },
      }),
    ).toEqual({ scopedCount: 2, largest: 80, share: 16 });
  });
});
