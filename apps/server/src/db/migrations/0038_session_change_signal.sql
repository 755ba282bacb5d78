-- Tells every server instance that what the per-request session check keeps in memory
-- (http/session-cache.ts) may have changed: a user's row, or the end, expiry or deletion of one of their
-- sessions, whichever code wrote it. The payload is '<user id>:<transaction id>'; PostgreSQL delivers it
-- once the transaction has committed, so a listener that reads after it sees the change.
CREATE FUNCTION staff_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column that names the user: 'id' on users, 'user_id' on staff_sessions.
  user_column text := TG_ARGV[0];
  old_user text := to_jsonb(OLD) ->> user_column;
BEGIN
  PERFORM pg_notify('staff_session_changed', old_user || ':' || txid_current());
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) ->> user_column) IS DISTINCT FROM old_user THEN
    PERFORM pg_notify('staff_session_changed', (to_jsonb(NEW) ->> user_column) || ':' || txid_current());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_staff_session_changed AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION staff_session_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_staff_session_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION staff_session_changed('id');
--> statement-breakpoint
CREATE TRIGGER staff_sessions_changed AFTER UPDATE OF user_id, ended_at, expires_at OR DELETE ON staff_sessions
  FOR EACH ROW EXECUTE FUNCTION staff_session_changed('user_id');
