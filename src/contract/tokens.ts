import { z } from "zod";
import { limits } from "./limits";
export { GENERATION_COST, LOW_TOKEN_THRESHOLD } from "./limits";
export { ledgerKinds, type LedgerEntry, type LedgerKind } from "./ledger-kinds";

/** GET /api/tokens/balance */
export const tokenBalanceResponseSchema = z.object({
  tokensRemaining: z.number().int().nonnegative(),
  /** True while the user still holds the whole welcome grant, untouched: no "running low" then. */
  welcomeGrantUnspent: z.boolean(),
});
export type TokenBalanceResponse = z.infer<typeof tokenBalanceResponseSchema>;

const transactionBase = z.object({
  id: z.string(),
  /** 'add' shows '+ Added'; every other type is a use ('- Used'). */
  type: z.enum(["add", "use"]),
  amount: z.number().int().positive(),
  createdAt: z.iso.datetime(),
});
const noParams = z.object({}).strict();

/**
 * One ledger row: what happened as a `kind` with its parameters, never as text; the web writes
 * it in the reader's language (decision 092).
 */
export const tokenTransactionSchema = z.discriminatedUnion("kind", [
  transactionBase.extend({
    kind: z.enum(["welcome_bonus", "generation", "regeneration", "admin_grant", "refund"]),
    params: noParams,
  }),
  transactionBase.extend({
    kind: z.literal("purchase"),
    params: z.object({ productName: z.string() }),
  }),
  transactionBase.extend({ kind: z.literal("other"), params: z.object({ text: z.string() }) }),
]);
export type TokenTransaction = z.infer<typeof tokenTransactionSchema>;

/** GET /api/tokens/transactions: newest first; `cursor` is the last id of the page before. */
export const listTransactionsQuerySchema = z.object({
  cursor: z.guid().optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(limits.transactionsPageMax)
    .default(limits.transactionsPageSize),
});
export type ListTransactionsQuery = z.input<typeof listTransactionsQuerySchema>;

export const listTransactionsResponseSchema = z.object({
  transactions: z.array(tokenTransactionSchema),
  nextCursor: z.string().nullable(),
});
export type ListTransactionsResponse = z.infer<typeof listTransactionsResponseSchema>;

/** DELETE /api/tokens/transactions: clears the history; the balance stays as it is. */
export const clearTransactionsResponseSchema = z.object({
  deleted: z.number().int().nonnegative(),
});
