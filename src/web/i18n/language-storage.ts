import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "#contract/languages";

export const LANGUAGE_STORAGE_KEY = "rulesmith.language";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language chosen on an earlier visit, else English (also where there is no storage). */
export function readStoredLanguage(
  storage: Pick<Storage, "getItem"> = globalThis.localStorage,
): Language {
  return storedChoice(storage) ?? DEFAULT_LANGUAGE;
}

/** The language the visitor chose explicitly on an earlier visit, if any. */
export function storedChoice(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The first of the browser's preferred languages that we speak (`de-AT` counts as `de`), else
 * null. The same rule as the server's for a request without the language cookie.
 */
export function browserLanguage(preferred: readonly string[] | undefined): Language | null {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The language a page opens in (docs/product/site.md "Languages"): an explicit choice
 * stored on an earlier visit wins; a first visit follows the browser's preferred languages;
 * English when neither says anything.
 */
export function initialLanguage(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
  preferred: readonly string[] | undefined = globalThis.navigator?.languages,
): Language {
  return storedChoice(storage) ?? browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
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
