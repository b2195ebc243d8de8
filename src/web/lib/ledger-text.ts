import type { TFunction } from "i18next";
import type { LedgerEntry } from "#contract/ledger-kinds";

/**
 * A ledger row's text in the reader's language, from its kind and parameters (decision 092): the
 * server stores and sends no prose, so a German reader never meets "Welcome bonus".
 */
export function ledgerText(entry: LedgerEntry, t: TFunction): string {
  switch (entry.kind) {
    case "purchase":
      return t("ledger.kinds.purchase", { productName: entry.params.productName });
    case "other":
      // A row from before kinds whose text matched none: shown as it was written.
      return entry.params.text;
    default:
      return t(`ledger.kinds.${entry.kind}`);
  }
}
