import { beforeAll, describe, expect, it } from "vitest";
import { i18n, loadCatalogueArea } from "@/i18n";
import { auditDetailsText } from "./audit-details";

beforeAll(async () => {
  await i18n.loadLanguages(["en", "de"]);
  await loadCatalogueArea("admin-billing");
});

describe("audit details", () => {
  const details = {
    amount: 25,
    before: { name: "Starter", active: true, validUntil: null },
    after: { active: false },
    stripeId: "prod_1",
  };

  it("labels the fields in the reader's language, unknown fields by their name", () => {
    expect(auditDetailsText(details, i18n.getFixedT("en"))).toBe(
      "amount: 25, before: (name: Starter, active: yes, valid until: —), after: (active: no), stripeId: prod_1",
    );
    expect(auditDetailsText(details, i18n.getFixedT("de"))).toBe(
      "Menge: 25, vorher: (Name: Starter, aktiv: ja, gültig bis: —), nachher: (aktiv: nein), stripeId: prod_1",
    );
  });
});
