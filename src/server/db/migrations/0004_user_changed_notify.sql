-- Cached sessions carry their user (verified address, name, admin flag). A changed user row
-- evicts every session of that user in every process, through the same channel as a revocation.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', s.token) FROM "session" s WHERE s.user_id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_changed AFTER UPDATE ON "user"
  FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
