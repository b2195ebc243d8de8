import { useId } from "react";
import { useTranslation } from "react-i18next";
import { languages, type Language } from "#contract/languages";

/** A native select: keyboard- and screen-reader-friendly, and no menu library on every page. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
        className="h-8 cursor-pointer rounded-md border border-border bg-surface px-1.5 text-sm"
        data-testid="language-select"
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </>
  );
}
