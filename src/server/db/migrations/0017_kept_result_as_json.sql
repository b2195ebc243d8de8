-- Kept results are written once and read back whole, never queried inside: `json` stores the text
-- as sent, without jsonb's conversion on every write and read (decision 113). Rewrites the table
-- once; existing rows keep their content (jsonb's text form).
ALTER TABLE "generation_results" ALTER COLUMN "result" SET DATA TYPE json;--> statement-breakpoint
-- A type change resets the column's compression: lz4 again where the server has it (decision 046).
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings
    WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
  ) THEN
    ALTER TABLE "generation_results" ALTER COLUMN "result" SET COMPRESSION lz4;
  END IF;
END $$;
