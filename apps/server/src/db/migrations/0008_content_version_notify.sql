-- Also tell listeners in the same database (PGlite's single process listens, so its read cache needs
-- no lookup per request; PostgreSQL servers keep looking content_version up).
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('content_version', '');
  RETURN NULL;
END;
$$;
