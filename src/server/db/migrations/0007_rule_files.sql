ALTER TABLE "generated_rules" ADD COLUMN "files" jsonb;--> statement-breakpoint
ALTER TABLE "generated_rules" ADD COLUMN "limit" jsonb;