-- Saved rules keep each text once per account (decision 123): a version, an unchanged file or a
-- copy refers to its text by hash instead of copying it. The texts of every saved rule and kept
-- version move into rule_texts; the rows keep the hashes, the files their paths, roles and sizes.
-- The hash is the SHA-256 of the UTF-8 bytes, as the server computes it (node:crypto).
CREATE TABLE "rule_texts" (
	"user_id" text NOT NULL,
	"hash" text NOT NULL,
	"content" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "rule_texts_user_id_hash_pk" PRIMARY KEY("user_id","hash")
);
--> statement-breakpoint
ALTER TABLE "rule_texts" ADD CONSTRAINT "rule_texts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- lz4 where the server has it, as for the other large columns (decision 046).
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings
    WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
  ) THEN
    ALTER TABLE "rule_texts" ALTER COLUMN "content" SET COMPRESSION lz4;
  END IF;
END $$;--> statement-breakpoint
INSERT INTO "rule_texts" ("user_id", "hash", "content", "bytes")
SELECT "user_id", encode(sha256(convert_to("text", 'UTF8')), 'hex'), "text", octet_length("text")
FROM (
  SELECT c."user_id", g."content" AS "text"
  FROM "generated_rules" g JOIN "user_configurations" c ON c."id" = g."configuration_id"
  UNION
  SELECT c."user_id", f.file ->> 'content'
  FROM "generated_rules" g JOIN "user_configurations" c ON c."id" = g."configuration_id",
    jsonb_array_elements(g."files") AS f(file)
  UNION
  SELECT c."user_id", v."content"
  FROM "rule_versions" v JOIN "user_configurations" c ON c."id" = v."configuration_id"
  UNION
  SELECT c."user_id", f.file ->> 'content'
  FROM "rule_versions" v JOIN "user_configurations" c ON c."id" = v."configuration_id",
    jsonb_array_elements(v."files") AS f(file)
) AS "texts"
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "generated_rules" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "rule_versions" ADD COLUMN "content_hash" text;--> statement-breakpoint
-- A file keeps everything but its text, and names the text's hash; its order stays.
UPDATE "generated_rules" SET
  "content_hash" = encode(sha256(convert_to("content", 'UTF8')), 'hex'),
  "files" = coalesce((
    SELECT jsonb_agg((f.file - 'content') || jsonb_build_object(
      'hash', encode(sha256(convert_to(f.file ->> 'content', 'UTF8')), 'hex')) ORDER BY f.n)
    FROM jsonb_array_elements("files") WITH ORDINALITY AS f(file, n)
  ), "files");--> statement-breakpoint
UPDATE "rule_versions" SET
  "content_hash" = encode(sha256(convert_to("content", 'UTF8')), 'hex'),
  "files" = coalesce((
    SELECT jsonb_agg((f.file - 'content') || jsonb_build_object(
      'hash', encode(sha256(convert_to(f.file ->> 'content', 'UTF8')), 'hex')) ORDER BY f.n)
    FROM jsonb_array_elements("files") WITH ORDINALITY AS f(file, n)
  ), "files");--> statement-breakpoint
ALTER TABLE "generated_rules" ALTER COLUMN "content_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_versions" ALTER COLUMN "content_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_rules" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "rule_versions" DROP COLUMN "content";--> statement-breakpoint
CREATE INDEX "rule_versions_content_hash_idx" ON "rule_versions" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "rule_versions_files_idx" ON "rule_versions" USING gin ("files" jsonb_path_ops);--> statement-breakpoint
-- What each rule stores beside its texts, as the server refreshes it on every write of the rule.
ALTER TABLE "user_configurations" ADD COLUMN "stored_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "user_configurations" c SET "stored_bytes" =
  octet_length(c."name")
  + coalesce(octet_length(c."additional_notes"), 0)
  + coalesce(octet_length(c."wizard_form"::text), 0)
  + coalesce((
    SELECT sum(octet_length(g."title") + coalesce(octet_length(g."files"::text), 0))
    FROM "generated_rules" g WHERE g."configuration_id" = c."id"
  ), 0)
  + coalesce((
    SELECT sum(octet_length(v."title") + coalesce(octet_length(v."files"::text), 0))
    FROM "rule_versions" v WHERE v."configuration_id" = c."id"
  ), 0);
