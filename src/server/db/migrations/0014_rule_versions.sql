CREATE TABLE "rule_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"configuration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"files" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_versions_configuration_version" UNIQUE("configuration_id","version")
);
--> statement-breakpoint
ALTER TABLE "rule_versions" ADD CONSTRAINT "rule_versions_configuration_id_user_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."user_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every rule saved before versions were kept starts as version 1, "saved", with its content now.
INSERT INTO "rule_versions" ("configuration_id", "version", "kind", "title", "content", "files", "created_at")
SELECT "configuration_id", 1, 'saved', "title", "content", "files", "created_at" FROM "generated_rules";
