import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { LedgerEntry, LedgerKind } from "#contract/ledger-kinds";
import { user } from "./auth";

/** Each account's token balance; changed only together with a ledger row. */
export const userTokens = pgTable(
  "user_tokens",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    tokensRemaining: integer("tokens_remaining").notNull().default(0),
    /** Set by the first 'use' ledger row (tokens.service's `spendStep`), never cleared (decision 049). */
    hasSpent: boolean("has_spent").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("user_tokens_not_negative", sql`${table.tokensRemaining} >= 0`)],
);

/**
 * The ledger: every balance change, 'add' or 'use', with a positive amount, and what it was as a
 * code with parameters, never as prose (decision 092).
 */
export const tokenTransactions = pgTable(
  "token_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    transactionType: text("transaction_type", { enum: ["add", "use"] }).notNull(),
    amount: integer("amount").notNull(),
    kind: text("kind").$type<LedgerKind>().notNull(),
    params: jsonb("params").$type<LedgerEntry["params"]>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("token_transactions_user_created_idx").on(table.userId, table.createdAt),
    check("token_transactions_amount_positive", sql`${table.amount} > 0`),
  ],
);
