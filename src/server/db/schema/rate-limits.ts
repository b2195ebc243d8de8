import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window attempt counters shared by every app process on one database (decision 044). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("rate_limits_reset_at_idx").on(table.resetAt)],
);
