import { beforeEach, describe, expect, it } from "vitest";
import {
  browserLanguage,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  storeLanguage,
} from "./language-storage";

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
    const { i18n, i18nReady } = await import("./index");
    await i18nReady;
    await i18n.changeLanguage("de");
    expect(readStoredLanguage()).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(i18n.t("frame.documentation")).toBe("Dokumentation");
    expect(i18n.t("no.such.key")).toBe("no.such.key");
    await i18n.changeLanguage("en");
  });

  it("opens a first visit in the browser's language, and an explicit choice wins", () => {
    expect(initialLanguage(localStorage, ["de-DE", "en-US"])).toBe("de");
    expect(initialLanguage(localStorage, ["fr-FR", "de-AT"])).toBe("de");
    expect(initialLanguage(localStorage, ["fr-FR", "es"])).toBe("en");
    expect(initialLanguage(localStorage, [])).toBe("en");
    expect(initialLanguage(localStorage, undefined)).toBe("en");
    storeLanguage("en");
    expect(initialLanguage(localStorage, ["de-DE"])).toBe("en");
    storeLanguage("de");
    expect(initialLanguage(localStorage, ["en-GB"])).toBe("de");
  });

  it("reads a base language from a language tag", () => {
    expect(browserLanguage(["DE-ch"])).toBe("de");
    expect(browserLanguage(["en"])).toBe("en");
    expect(browserLanguage(["pt-BR"])).toBeNull();
  });

  it("does not store the language a first visit starts in, only a switch", async () => {
    const { i18n, i18nReady } = await import("./index");
    await i18nReady;
    localStorage.clear();
    // Nothing stored by starting; a switch is stored.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await i18n.changeLanguage("de");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("de");
    await i18n.changeLanguage("en");
  });
});
