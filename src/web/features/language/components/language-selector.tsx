import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { languages } from "#contract/languages";
import { switchLanguage } from "../switch-language";

/**
 * A native select: keyboard- and screen-reader-friendly, and no menu library on every page. It
 * shows the language code (EN, DE) and names the language to assistive technology.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A prerendered page shows this select before the app is live: a choice made then had no
  // handler to hear it, so it is applied once the select has hydrated (decisions 054, 105).
  useEffect(() => {
    if (select.current) void switchLanguage(i18n, select.current.value);
  }, [i18n]);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        ref={select}
        value={i18n.language}
        onChange={(event) => void switchLanguage(i18n, event.target.value)}
        className="h-8 cursor-pointer rounded-md border border-border bg-surface px-1.5 text-sm"
        data-testid="language-select"
      >
        {languages.map((language) => (
          // The code on screen keeps the header within 375 px in German; the name is read out.
          <option key={language} value={language} aria-label={t(`language.${language}`)}>
            {language.toUpperCase()}
          </option>
        ))}
      </select>
    </>
  );
}
