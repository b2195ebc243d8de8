import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import de from "./de.json";
import en from "./en.json";
import { isLanguage, readStoredLanguage, storeLanguage } from "./language-storage";

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: readStoredLanguage(),
  supportedLngs: ["en", "de"],
  // A missing key shows the key itself (spec §8), so there is no fallback language.
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on("languageChanged", (language) => {
  if (isLanguage(language)) {
    storeLanguage(language);
    document.documentElement.lang = language;
  }
});
document.documentElement.lang = i18n.language;
