import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { isLanguage, readStoredLanguage, storeLanguage } from "./language-storage";
import { resources } from "./resources";

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
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
