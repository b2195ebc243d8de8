-- Every app process caches live sessions for a few seconds (decision 042); a deleted session row
-- (sign-out, password reset, a deleted account) tells all of them at once, however it was deleted.
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.token);
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_revoked AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
