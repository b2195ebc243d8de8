import { i18n, i18nReady, loadCatalogueArea } from "../../src/web/i18n";

// The app loads one language at a time; component tests may use both.
await i18nReady;
await i18n.loadLanguages(["en", "de"]);
await loadCatalogueArea("admin-billing");
