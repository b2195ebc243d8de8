import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Each mailbox that received the welcome tokens, as a keyed hash (HMAC-SHA256 with the server's
 * secret) of its normalised address. No link to an account: it outlives the account's deletion,
 * so deleting and signing up again grants nothing twice (decision 085, privacy policy § 7).
 */
export const welcomeGrants = pgTable("welcome_grants", {
  mailboxHash: text("mailbox_hash").primaryKey(),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
});
