-- A write that changes an article's text without also writing its search vector (articleSearchFields)
-- leaves the vector null, so the search indexes the row again instead of serving stale lexemes.
CREATE OR REPLACE FUNCTION articles_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.summary, NEW.body_text) IS DISTINCT FROM (OLD.title, OLD.summary, OLD.body_text)
     AND NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector THEN
    NEW.search_vector := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER articles_search_stale BEFORE UPDATE ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_search_stale();
