import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, storeLanguage } from "./language-storage";

describe("language persistence", () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = "rulesmith-language=; max-age=0; path=/";
  });

  it("defaults to English on a first visit", () => {
    expect(readStoredLanguage()).toBe("en");
  });

  it("remembers the chosen language across visits", () => {
    storeLanguage("de");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    expect(readStoredLanguage()).toBe("de");
    expect(document.cookie).toContain("rulesmith-language=de");
  });

  it("ignores a stored value that is not a supported language", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    expect(readStoredLanguage()).toBe("en");
  });

  it("persists a change made through i18next and shows a missing key as the key", async () => {
    const { i18n } = await import("./index");
    await i18n.changeLanguage("de");
    expect(readStoredLanguage()).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(i18n.t("frame.documentation")).toBe("Dokumentation");
    expect(i18n.t("no.such.key")).toBe("no.such.key");
    await i18n.changeLanguage("en");
  });
});
