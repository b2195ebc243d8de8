import { index, json, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { GenerateResponse } from "#contract/generator";
import type { WizardForm } from "#contract/wizard";
import { user } from "./auth";

/** What a stored result keeps of the generate answer: all but the balance at that moment. */
export type StoredGeneration = Omit<GenerateResponse, "tokensRemaining" | "resultId">;

/** Every signed-in generation, kept so its own URL shows it again. */
export const generationResults = pgTable(
  "generation_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    form: jsonb("form").$type<WizardForm>().notNull(),
    language: text("language").notNull(),
    // Written once and only ever read whole: `json` keeps the text as sent, without jsonb's
    // conversion on every write and read (decision 113).
    result: json("result").$type<StoredGeneration>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("generation_results_user_created_idx").on(table.userId, table.createdAt)],
);
