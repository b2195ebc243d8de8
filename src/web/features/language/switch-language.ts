import type { i18n as I18n } from "i18next";
import { isLanguage } from "#contract/languages";
import { whenHydrated } from "@/lib/hydration";

/**
 * Switches the app's language once the page is live: a prerendered page's parts hydrate after its
 * first render, and a switch before then would make React discard and re-render them (decision
 * 054). The other language's texts load meanwhile.
 */
export async function switchLanguage(i18n: I18n, language: string): Promise<void> {
  if (!isLanguage(language) || language === i18n.language) return;
  await Promise.all([i18n.loadLanguages(language), whenHydrated()]);
  await i18n.changeLanguage(language);
}
