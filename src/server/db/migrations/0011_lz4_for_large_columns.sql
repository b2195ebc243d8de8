-- The large columns (kept results, saved rules) are compressed with lz4 where the server has it
-- (PostgreSQL 14+ built with lz4, as Debian's is): several times cheaper to write than the default
-- pglz. PGlite has no lz4 and keeps pglz. Only new values are affected. Decision 046.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM pg_settings
    WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
  ) THEN
    ALTER TABLE "generation_results" ALTER COLUMN "result" SET COMPRESSION lz4;
    ALTER TABLE "generated_rules" ALTER COLUMN "content" SET COMPRESSION lz4;
    ALTER TABLE "generated_rules" ALTER COLUMN "files" SET COMPRESSION lz4;
  END IF;
END $$;
