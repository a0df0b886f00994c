ALTER TABLE "exchange_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
CREATE INDEX "exchange_reports_reporter_idx" ON "exchange_reports" USING btree ("reporter_id","outcome");--> statement-breakpoint
ALTER TABLE "exchange_reports" ADD CONSTRAINT "exchange_reports_outcome" CHECK ("exchange_reports"."outcome" in ('upheld', 'dismissed'));--> statement-breakpoint
-- Backfill (issue 28): a report closed before this column existed takes the outcome of the moderator's
-- decision on the same item written at its resolved_at, as moderation/scores.ts matched them until now
-- ('auto-hide' closes no report and is left out; a decision whose moderator's account is gone still
-- counts); where several decisions share that instant, the first, which is the one that closed it.
UPDATE "exchange_reports" AS r
SET "outcome" = CASE WHEN d.action IN ('hide', 'delete', 'reject', 'suspend') THEN 'upheld' ELSE 'dismissed' END
FROM (
  SELECT DISTINCT ON (target_type, target_id, created_at) target_type, target_id, created_at, action
  FROM "exchange_moderation_decisions"
  WHERE action IN ('hide', 'delete', 'reject', 'suspend', 'dismiss', 'restore', 'approve')
  ORDER BY target_type, target_id, created_at, id
) AS d
WHERE r.resolved_at IS NOT NULL AND r.outcome IS NULL
  AND d.target_type = r.target_type AND d.target_id = r.target_id AND d.created_at = r.resolved_at;
