CREATE TABLE "work_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"attachment_id" bigint,
	"cv_snapshot" jsonb,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_companies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"logo" jsonb,
	"intro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"industry" text NOT NULL,
	"size" text NOT NULL,
	"locations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"website" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "work_employers" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"title" jsonb NOT NULL,
	"city" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"country" text DEFAULT 'KH' NOT NULL,
	"type" text NOT NULL,
	"industry" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language_codes" text[] DEFAULT '{}' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requirements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "work_jobs_salary_range" CHECK ("work_jobs"."salary_min" is null or "work_jobs"."salary_max" is null or "work_jobs"."salary_min" <= "work_jobs"."salary_max")
);
--> statement-breakpoint
ALTER TABLE "work_applications" ADD CONSTRAINT "work_applications_job_id_work_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."work_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_applications" ADD CONSTRAINT "work_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_applications" ADD CONSTRAINT "work_applications_attachment_id_private_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_employers" ADD CONSTRAINT "work_employers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_employers" ADD CONSTRAINT "work_employers_company_id_work_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."work_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_jobs" ADD CONSTRAINT "work_jobs_company_id_work_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."work_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_applications_job_member_uq" ON "work_applications" USING btree ("job_id","member_id");--> statement-breakpoint
CREATE INDEX "work_applications_member_idx" ON "work_applications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "work_applications_job_idx" ON "work_applications" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "work_jobs_open_idx" ON "work_jobs" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "work_jobs_published_idx" ON "work_jobs" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "work_jobs_company_idx" ON "work_jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "work_jobs_search_idx" ON "work_jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "work_jobs_city_idx" ON "work_jobs" USING gin ("city");--> statement-breakpoint
CREATE TRIGGER work_companies_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON work_companies FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER work_jobs_content_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  company_id, title, city, country, type, industry, salary_min, salary_max, currency, languages, description, requirements, deadline, openings, status, published_at, closed_at
  ON work_jobs FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
