-- Every statement that changes public content bumps content_version, which the read caches of all
-- server processes compare before serving a cached answer. Counting a view (articles.views) and
-- indexing for search (search_vector) change no cached answer's content, so they do not bump it.
INSERT INTO content_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER articles_content_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  channel_id, kind, title, summary, body, body_text, author, cover, video, status, publish_at
  ON articles FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER news_channels_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_channels FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER association_sections_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON association_sections FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER scholarships_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scholarships FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER scholarship_notices_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scholarship_notices FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER alumni_news_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alumni_news FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER alumni_stories_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON alumni_stories FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER certified_alumni_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certified_alumni FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER home_banners_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_banners FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER site_settings_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
