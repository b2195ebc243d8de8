import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** One profile per account; counted to decide whether the first admin may be claimed. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
