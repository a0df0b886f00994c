CREATE TABLE "alumni_news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "alumni_stories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"style" text NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"school" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"story" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" jsonb,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"article_id" bigint NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "article_views_article_id_visitor_day_pk" PRIMARY KEY("article_id","visitor","day")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" bigint NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" jsonb,
	"video" jsonb,
	"views" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "association_sections" (
	"association" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "association_sections_association_kind_pk" PRIMARY KEY("association","kind")
);
--> statement-breakpoint
CREATE TABLE "certified_alumni" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"name" jsonb NOT NULL,
	"school" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"major" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"graduation_year" integer NOT NULL,
	"position" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"city" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar" jsonb,
	"certified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"link" text DEFAULT '/' NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "news_channels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"association" text,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"enabled" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarship_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scholarship_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "scholarships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"provider" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"level" text NOT NULL,
	"amount" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"benefits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"how_to_apply" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_channel_id_news_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."news_channels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarship_notices" ADD CONSTRAINT "scholarship_notices_scholarship_id_scholarships_id_fk" FOREIGN KEY ("scholarship_id") REFERENCES "public"."scholarships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_news_publish_idx" ON "alumni_news" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "alumni_stories_publish_idx" ON "alumni_stories" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "article_views_day_idx" ON "article_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "articles_channel_publish_idx" ON "articles" USING btree ("channel_id","publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "articles_publish_idx" ON "articles" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "articles_status_publish_idx" ON "articles" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "certified_alumni_certified_idx" ON "certified_alumni" USING btree ("certified_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_banners_sort_idx" ON "home_banners" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_channels_code_uq" ON "news_channels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "scholarship_notices_scholarship_idx" ON "scholarship_notices" USING btree ("scholarship_id","publish_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "scholarships_publish_idx" ON "scholarships" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "scholarships_deadline_idx" ON "scholarships" USING btree ("deadline");