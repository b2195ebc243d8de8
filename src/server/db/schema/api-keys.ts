import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "#contract/api-keys";
import { user } from "./auth";

/**
 * Keys for the public API and the CLI (docs/product/api-and-cli.md): only a SHA-256 of the key
 * is kept (the key is shown once); revoking deletes the row, so the key is refused at once.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters ("rs_Ab3d…"), so its owner can tell keys apart. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    scopes: text("scopes").array().notNull().$type<ApiKeyScope[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_keys_user_idx").on(table.userId, table.createdAt)],
);
