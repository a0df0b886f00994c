-- The session lookup's cache on PGlite (platform/sessions.ts sessionLookup): any statement that writes
-- sessions or members (sign-in, sign-out, revoke, last seen, a disabled member, roles, feed_version)
-- signals session_version, so the single PGlite process drops what it kept. PostgreSQL does not listen.
CREATE OR REPLACE FUNCTION signal_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_version', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_session_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION signal_session_version();--> statement-breakpoint
CREATE TRIGGER members_session_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON members FOR EACH STATEMENT EXECUTE FUNCTION signal_session_version();
