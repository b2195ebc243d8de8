ALTER TABLE "user_tokens" ADD COLUMN "has_spent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts that spent before the flag existed (decision 049).
UPDATE "user_tokens" SET "has_spent" = true WHERE EXISTS (SELECT 1 FROM "token_transactions" t WHERE t."user_id" = "user_tokens"."user_id" AND t."transaction_type" = 'use');
