ALTER TABLE "members" ADD COLUMN "feed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A member's exchange state version (schema/members.ts, exchange/feed.ts): bumped by the writes a member's
-- cached feed pages depend on, whichever process or tool makes them: their likes and collects, their
-- comments (the counts they see at once), whom they follow, whom they block and who blocks them.
-- Statement triggers with transition tables: one update per statement, so bulk loads stay cheap.
CREATE OR REPLACE FUNCTION bump_member_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('UPDATE members SET feed_version = feed_version + 1 WHERE id IN (SELECT %1$I FROM old_rows UNION SELECT %2$I FROM old_rows)', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format('UPDATE members SET feed_version = feed_version + 1 WHERE id IN (SELECT %1$I FROM new_rows UNION SELECT %2$I FROM new_rows)', TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER exchange_post_likes_feed_version_ins AFTER INSERT ON exchange_post_likes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('member_id', 'member_id');--> statement-breakpoint
CREATE TRIGGER exchange_post_likes_feed_version_del AFTER DELETE ON exchange_post_likes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('member_id', 'member_id');--> statement-breakpoint
CREATE TRIGGER exchange_post_collects_feed_version_ins AFTER INSERT ON exchange_post_collects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('member_id', 'member_id');--> statement-breakpoint
CREATE TRIGGER exchange_post_collects_feed_version_del AFTER DELETE ON exchange_post_collects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('member_id', 'member_id');--> statement-breakpoint
CREATE TRIGGER exchange_comments_feed_version_ins AFTER INSERT ON exchange_comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('author_id', 'author_id');--> statement-breakpoint
CREATE TRIGGER exchange_comments_feed_version_upd AFTER UPDATE ON exchange_comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('author_id', 'author_id');--> statement-breakpoint
CREATE TRIGGER exchange_comments_feed_version_del AFTER DELETE ON exchange_comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('author_id', 'author_id');--> statement-breakpoint
CREATE TRIGGER member_follows_feed_version_ins AFTER INSERT ON member_follows REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('follower_id', 'follower_id');--> statement-breakpoint
CREATE TRIGGER member_follows_feed_version_del AFTER DELETE ON member_follows REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('follower_id', 'follower_id');--> statement-breakpoint
CREATE TRIGGER member_blocks_feed_version_ins AFTER INSERT ON member_blocks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('blocker_id', 'blocked_id');--> statement-breakpoint
CREATE TRIGGER member_blocks_feed_version_del AFTER DELETE ON member_blocks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_member_feed_version('blocker_id', 'blocked_id');
