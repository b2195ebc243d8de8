-- Ledger rows carry what happened as a code with parameters instead of English prose (decision
-- 092). Every text the app ever wrote maps to its kind; the amount a text names must be the
-- row's; any other text is kept whole as the parameter of kind 'other', so nothing is lost.
ALTER TABLE "token_transactions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "token_transactions" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "token_transactions" SET "kind" = CASE
    WHEN "description" = 'Welcome bonus' THEN 'welcome_bonus'
    WHEN "description" = 'Rule generation' THEN 'generation'
    WHEN "description" = 'Rule regeneration' THEN 'regeneration'
    WHEN "description" = 'Refund: rule generation failed' THEN 'refund'
    WHEN "description" = 'Admin added ' || "amount" || ' tokens' THEN 'admin_grant'
    WHEN starts_with("description", 'Purchased ' || "amount" || ' tokens (')
      AND right("description", 1) = ')' THEN 'purchase'
    ELSE 'other'
  END;--> statement-breakpoint
UPDATE "token_transactions" SET "params" = jsonb_build_object('productName', substr(
    "description",
    length('Purchased ' || "amount" || ' tokens (') + 1,
    length("description") - length('Purchased ' || "amount" || ' tokens (') - 1
  ))
  WHERE "kind" = 'purchase';--> statement-breakpoint
UPDATE "token_transactions" SET "params" = jsonb_build_object('text', "description")
  WHERE "kind" = 'other';--> statement-breakpoint
ALTER TABLE "token_transactions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "token_transactions" DROP COLUMN "description";
