CREATE TABLE "welcome_grants" (
	"mailbox_hash" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One declaration per order from now on (decision 086): earlier repeats keep only the first.
DELETE FROM "withdrawal_requests" AS "later" USING "withdrawal_requests" AS "first"
WHERE "later"."order_id" = "first"."order_id"
  AND ("first"."created_at", "first"."id") < ("later"."created_at", "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_requests_order_idx" ON "withdrawal_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_created_idx" ON "withdrawal_requests" USING btree ("created_at","id");