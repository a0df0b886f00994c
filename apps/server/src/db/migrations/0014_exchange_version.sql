CREATE TABLE "exchange_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The exchange feed's freshness counter (see schema/cache.ts): bumped by statement triggers on what a
-- cached feed page shows besides counts, and announced to listeners (PGlite's single process).
INSERT INTO exchange_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_exchange_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE exchange_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('exchange_version', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER exchange_posts_exchange_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  author_id, title, text, visibility, status, created_at, edited_at, deleted_at
  ON exchange_posts FOR EACH STATEMENT EXECUTE FUNCTION bump_exchange_version();--> statement-breakpoint
CREATE TRIGGER exchange_post_media_exchange_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_post_media FOR EACH STATEMENT EXECUTE FUNCTION bump_exchange_version();--> statement-breakpoint
CREATE TRIGGER media_exchange_version AFTER UPDATE OF url, variants, poster, width, height ON media FOR EACH STATEMENT EXECUTE FUNCTION bump_exchange_version();--> statement-breakpoint
CREATE TRIGGER members_exchange_version AFTER DELETE OR UPDATE OF nickname, avatar, roles, erased_at ON members FOR EACH STATEMENT EXECUTE FUNCTION bump_exchange_version();
