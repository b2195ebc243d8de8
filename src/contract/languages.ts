/** The UI and rule languages. Zod-free and tiny: the first page load needs it. */
export const languages = ["en", "de"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The chosen language, mirrored for the server: it sends the prerendered page in it (decision 048). */
export const LANGUAGE_COOKIE = "rulesmith-language";
