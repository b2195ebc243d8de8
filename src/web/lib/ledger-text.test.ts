import { beforeAll, describe, expect, it } from "vitest";
import { ledgerKinds, type LedgerEntry } from "#contract/ledger-kinds";
import { tokenTransactionSchema } from "#contract/tokens";
import { i18n } from "@/i18n";
import { ledgerText } from "./ledger-text";

const en = i18n.getFixedT("en");
const de = i18n.getFixedT("de");

beforeAll(() => i18n.loadLanguages(["en", "de"]));

const entries: Record<LedgerEntry["kind"], LedgerEntry> = {
  welcome_bonus: { kind: "welcome_bonus", params: {} },
  generation: { kind: "generation", params: {} },
  regeneration: { kind: "regeneration", params: {} },
  purchase: { kind: "purchase", params: { productName: "Starter 20 tokens" } },
  admin_grant: { kind: "admin_grant", params: {} },
  refund: { kind: "refund", params: {} },
  other: { kind: "other", params: { text: "Token transaction" } },
};

describe("ledger texts", () => {
  it.each(ledgerKinds)("%s is in the contract and has an English and a German text", (kind) => {
    const row = { id: "1", type: "add", amount: 1, createdAt: new Date(0).toISOString() };
    expect(tokenTransactionSchema.parse({ ...row, ...entries[kind] })).toMatchObject(entries[kind]);
    expect(i18n.exists(`ledger.kinds.${kind}`, { lng: "en" })).toBe(true);
    expect(i18n.exists(`ledger.kinds.${kind}`, { lng: "de" })).toBe(true);
    expect(ledgerText(entries[kind], de)).not.toBe("");
  });

  it("writes the stored kinds in the reader's language", () => {
    expect(ledgerText(entries.welcome_bonus, en)).toBe("Welcome bonus");
    expect(ledgerText(entries.welcome_bonus, de)).toBe("Willkommensbonus");
    expect(ledgerText(entries.generation, de)).toBe("Regel erstellt");
    expect(ledgerText(entries.purchase, de)).toBe("Kauf: Starter 20 tokens");
    expect(ledgerText(entries.purchase, en)).toBe("Purchase: Starter 20 tokens");
  });

  it("shows a text from before kinds as it was written, in either language", () => {
    expect(ledgerText(entries.other, de)).toBe("Token transaction");
  });

  it("refuses a kind outside the contract and parameters a kind does not have", () => {
    const row = { id: "1", type: "add", amount: 1, createdAt: new Date(0).toISOString() };
    expect(tokenTransactionSchema.safeParse({ ...row, kind: "bonus", params: {} }).success).toBe(
      false,
    );
    expect(
      tokenTransactionSchema.safeParse({ ...row, kind: "generation", params: { text: "x" } })
        .success,
    ).toBe(false);
  });
});
