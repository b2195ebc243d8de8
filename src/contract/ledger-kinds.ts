/**
 * What a ledger row records, as a code; the reader's language writes its words (decision 092).
 * Zod-free, so the database schema and the web can read it.
 */
export const ledgerKinds = [
  "welcome_bonus",
  "generation",
  "regeneration",
  "purchase",
  "admin_grant",
  "refund",
  "other",
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * A ledger row's kind with its parameters: a purchase names the product it bought, and a row
 * written before kinds existed whose text matched no kind keeps that text (`other`).
 */
export type LedgerEntry =
  | {
      kind: "welcome_bonus" | "generation" | "regeneration" | "admin_grant" | "refund";
      params: Record<string, never>;
    }
  | { kind: "purchase"; params: { productName: string } }
  | { kind: "other"; params: { text: string } };
