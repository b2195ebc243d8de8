import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { limits } from "#contract/limits";
import { isLanguage, readStoredLanguage, storeLanguage } from "./language-storage";

export const i18n = i18next.createInstance();

/**
 * Only the active language's catalogue is loaded (each language is its own chunk); switching
 * loads the other one before the switch. The app renders once `i18nReady` has resolved.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend((language: string) => import(`./locales/${language}/index.ts`)))
  .init({
    lng: readStoredLanguage(),
    supportedLngs: ["en", "de"],
    // A missing key shows the key itself (spec §8), so there is no fallback language.
    fallbackLng: false,
    // Texts name limits as {{passwordMax}} etc., always the contract's numbers.
    interpolation: { escapeValue: false, defaultVariables: limits },
    returnNull: false,
  });

i18n.on("languageChanged", (language) => {
  if (isLanguage(language)) {
    storeLanguage(language);
    document.documentElement.lang = language;
  }
});
document.documentElement.lang = i18n.language;
