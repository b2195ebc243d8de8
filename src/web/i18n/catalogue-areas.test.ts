import { describe, expect, it, vi } from "vitest";

describe("catalogue areas", () => {
  it("keeps the admin console's texts out of the first catalogue until its page asks", async () => {
    vi.resetModules();
    localStorage.clear();
    const { i18n, i18nReady, loadCatalogueArea } = await import("./index");
    await i18nReady;
    expect(i18n.t("frame.documentation")).toBe("Documentation");
    expect(i18n.exists("adminBilling.title")).toBe(false);

    // A second page asking while the first loading is under way waits for it too.
    const first = loadCatalogueArea("admin-billing");
    await loadCatalogueArea("admin-billing");
    expect(i18n.t("adminBilling.title")).toBe("Billing Administration");
    await first;

    // A language loaded afterwards (a switch) comes with the area too.
    await i18n.changeLanguage("de");
    expect(i18n.t("frame.documentation")).toBe("Dokumentation");
    expect(i18n.exists("adminBilling.title")).toBe(true);
    expect(i18n.t("adminBilling.title")).not.toBe("Billing Administration");
    await i18n.changeLanguage("en");
  });
});
