import { languages, type Language } from "#contract/languages";

export const LANGUAGE_STORAGE_KEY = "rulesmith.language";
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language chosen on an earlier visit, else English. */
export function readStoredLanguage(storage: Pick<Storage, "getItem"> = localStorage): Language {
  try {
    const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(
  language: Language,
  storage: Pick<Storage, "setItem"> = localStorage,
) {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}
