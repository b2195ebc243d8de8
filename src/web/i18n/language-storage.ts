import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "#contract/languages";

export const LANGUAGE_STORAGE_KEY = "rulesmith.language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language chosen on an earlier visit, else English (also where there is no storage). */
export function readStoredLanguage(
  storage: Pick<Storage, "getItem"> = globalThis.localStorage,
): Language {
  try {
    const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * Remembers the choice for later visits, and in a cookie so the server can send a prerendered
 * page in that language (decision 048).
 */
export function storeLanguage(
  language: Language,
  storage: Pick<Storage, "setItem"> = globalThis.localStorage,
  cookies: Pick<Document, "cookie"> = globalThis.document,
) {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  cookies.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
