import type { i18n as I18n } from "i18next";
import { isLanguage } from "#contract/languages";
import { storeLanguage } from "@/i18n/language-storage";
import { isHydrating } from "@/lib/hydration";

/**
 * Switches the app's language. On a prerendered page that is still hydrating, the choice is
 * stored and the page reloaded: the server sends it prerendered in that language at once, where
 * a switch in the app would have to wait until every part has hydrated — seconds on a slow phone
 * (decision 105). The other language's texts load before a switch in the app.
 */
export async function switchLanguage(i18n: I18n, language: string): Promise<void> {
  if (!isLanguage(language) || language === i18n.language) return;
  if (isHydrating()) {
    storeLanguage(language);
    window.location.reload();
    return;
  }
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
}
