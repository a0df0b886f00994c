ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_search_pending_idx" ON "articles" USING btree ("id") WHERE search_vector is null;