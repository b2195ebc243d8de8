import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#contract/languages";

/**
 * The reader's language, typed: what the page is shown in, what a generation is written in and
 * what dates and numbers are formatted for. Re-renders on a language switch.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
