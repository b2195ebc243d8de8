import { describe, expect, it } from "vitest";
import { aiModelIds } from "#contract/wizard-options";
import { fallbackAiModels, usableAiModels } from "./ai-models";

describe("AI models", () => {
  it("the fallback holds 14 distinct known models and not Custom", () => {
    expect(fallbackAiModels).toHaveLength(14);
    const ids = fallbackAiModels.map((m) => m.id);
    expect(new Set(ids).size).toBe(14);
    for (const id of ids) expect(aiModelIds).toContain(id);
    expect(ids).not.toContain("Custom");
  });

  it("keeps only names in the model enumeration, spelled as it spells them", () => {
    expect(
      usableAiModels([
        { id: "claude", name: "Claude", description: "a" },
        { id: "HAL 9000", name: "HAL", description: "b" },
        { id: "Custom", name: "Custom", description: "c" },
        { id: "Claude", name: "Claude again", description: "d" },
        { id: "cursor", name: "Cursor", description: "e" },
      ]),
    ).toEqual([
      { id: "Claude", name: "Claude", description: "a" },
      { id: "Cursor", name: "Cursor", description: "e" },
    ]);
  });

  it("answers null when nothing usable is left, so the caller falls back", () => {
    expect(usableAiModels([])).toBeNull();
    expect(usableAiModels(undefined)).toBeNull();
    expect(usableAiModels([{ id: "Unknown", name: "U", description: "" }])).toBeNull();
  });
});
