import deAuth from "./locales/de/auth.json";
import deCommon from "./locales/de/common.json";
import deGenerator from "./locales/de/generator.json";
import enAuth from "./locales/en/auth.json";
import enCommon from "./locales/en/common.json";
import enGenerator from "./locales/en/generator.json";

/**
 * One catalogue file per area and language, merged into one namespace; the files never share a
 * top-level key (a test checks this and that English and German have the same keys).
 */
export const catalogues = {
  en: { common: enCommon, auth: enAuth, generator: enGenerator },
  de: { common: deCommon, auth: deAuth, generator: deGenerator },
} as const;

export const resources = {
  en: { translation: { ...enCommon, ...enAuth, ...enGenerator } },
  de: { translation: { ...deCommon, ...deAuth, ...deGenerator } },
};
