-- Rate-limit counters (decision 044). UNLOGGED: a hit writes no WAL, so its commit waits for no
-- disk flush (an eighth of the cost per hit). A crash empties the table and a standby never sees
-- it: limits start over, as they did when they lived in process memory.
-- drizzle-kit cannot express UNLOGGED; its snapshot sees an ordinary table, which is all it diffs.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");