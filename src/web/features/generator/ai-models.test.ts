import { describe, expect, it } from "vitest";
import { aiModelIds } from "#contract/wizard-options";
import de from "@/i18n/locales/de/generator.json";
import en from "@/i18n/locales/en/generator.json";
import { fallbackAiModels, usableAiModels } from "./ai-models";

describe("AI models", () => {
  it("the fallback holds every known model once, except Custom", () => {
    const ids = fallbackAiModels.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(aiModelIds.filter((id) => id !== "Custom").sort());
  });

  it("describes every card in each language's catalogue", () => {
    for (const [language, catalogue] of Object.entries({ en, de })) {
      const descriptions = catalogue.wizard.aiModel.descriptions;
      for (const { id } of fallbackAiModels) {
        expect(descriptions, `${language} ${id}`).toHaveProperty(id);
      }
    }
  });

  it("orders the API's models by popularity, not by name", () => {
    const byName = [...fallbackAiModels].sort((a, b) => a.name.localeCompare(b.name));
    expect(usableAiModels(byName)?.map((m) => m.id)).toEqual(fallbackAiModels.map((m) => m.id));
    expect(
      usableAiModels([
        { id: "Abacus", name: "Abacus.AI", description: "" },
        { id: "copilot", name: "GitHub Copilot", description: "" },
        { id: "ChatGPT", name: "ChatGPT", description: "" },
      ])?.map((m) => m.id),
    ).toEqual(["ChatGPT", "Copilot", "Abacus"]);
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
