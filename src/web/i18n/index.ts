import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { isLanguage, languages } from "#contract/languages";
import { initialLanguage, storedChoice, storeLanguage } from "./language-storage";

export const i18n = i18next.createInstance();

/** Catalogue areas that only some pages need, outside every visitor's catalogue chunk. */
const lazyAreaFiles = import.meta.glob<Record<string, unknown>>("./locales/*/admin-billing.json", {
  import: "default",
});
export type CatalogueArea = "admin-billing";
/** Each requested area and the promise of its texts in the languages loaded when it was asked. */
const requestedAreas = new Map<CatalogueArea, Promise<void>>();

function loadAreaFile(language: string, area: CatalogueArea) {
  const load = lazyAreaFiles[`./locales/${language}/${area}.json`];
  if (!load) throw new Error(`No ${area} catalogue for ${language}`);
  return load();
}

/**
 * Texts name limits as {{passwordMax}} etc., always the contract's numbers. They load with the
 * first catalogue, not before it: no page renders a text sooner.
 */
const defaultVariables: Record<string, unknown> = {};

/** The language's catalogue with every area a page has asked for so far. */
async function loadCatalogue(language: string) {
  const [base, { limits }, ...areas] = await Promise.all([
    import(`./locales/${language}/index.ts`).then((module: { default: object }) => module.default),
    import("#contract/limits"),
    ...[...requestedAreas.keys()].map((area) => loadAreaFile(language, area)),
  ]);
  Object.assign(defaultVariables, limits);
  return Object.assign({}, base, ...areas);
}

/**
 * Only the active language's catalogue is loaded (each language is its own chunk); switching
 * loads the other one before the switch. The app renders once `i18nReady` has resolved.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalogue))
  .init({
    lng: initialLanguage(),
    supportedLngs: [...languages],
    // A missing key shows the key itself (decision 005), so there is no fallback language.
    fallbackLng: false,
    interpolation: { escapeValue: false, defaultVariables },
    returnNull: false,
  });

/**
 * Adds a catalogue area to every language loaded so far, and to every language loaded later (a
 * language switch). A page that needs the area awaits this before it renders.
 */
export function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  // Every caller waits for the same loading, also one that asks while it is under way.
  let loading = requestedAreas.get(area);
  if (!loading) {
    loading = addAreaToLoadedLanguages(area);
    requestedAreas.set(area, loading);
  }
  return loading;
}

async function addAreaToLoadedLanguages(area: CatalogueArea) {
  await i18nReady;
  const loaded = languages.filter((language) => i18n.hasResourceBundle(language, "translation"));
  await Promise.all(
    loaded.map(async (language) => {
      i18n.addResourceBundle(language, "translation", await loadAreaFile(language, area), true);
    }),
  );
}

/** The page's lang attribute follows the language (in a browser only). */
function reflectLanguage(language: string) {
  if (!isLanguage(language) || typeof document === "undefined") return;
  document.documentElement.lang = language;
}

/**
 * A switch after the start is the visitor's choice: stored, and in the cookie the server reads
 * (decision 048). The language a first visit starts in (the browser's) is not stored, so a
 * visitor who never chooses keeps following the browser.
 */
function rememberChoice(language: string) {
  reflectLanguage(language);
  if (isLanguage(language) && typeof document !== "undefined") storeLanguage(language);
}

reflectLanguage(i18n.language);
// Also stores a choice made before the language cookie existed, so the server sees it too.
const earlierChoice = typeof document === "undefined" ? null : storedChoice();
if (earlierChoice) storeLanguage(earlierChoice);
void i18nReady.then(() => {
  reflectLanguage(i18n.language);
  i18n.on("languageChanged", rememberChoice);
});
