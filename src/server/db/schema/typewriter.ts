import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const typewriterSamples = pgTable(
  "typewriter_samples",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: ["rule", "prompt"] }).notNull(),
    category: text("category").notNull(),
    snippetEn: text("snippet_en").notNull().unique(),
    snippetDe: text("snippet_de").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("typewriter_samples_created_at_idx").on(table.createdAt)],
);
