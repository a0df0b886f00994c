CREATE TABLE "alumni_reject_reasons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"name_km" text NOT NULL,
	"name_latin" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"school_id" text NOT NULL,
	"school_other" text DEFAULT '' NOT NULL,
	"degree" text NOT NULL,
	"major" text NOT NULL,
	"entry_year" integer NOT NULL,
	"graduation_year" integer NOT NULL,
	"student_number" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"employer" text DEFAULT '' NOT NULL,
	"proof_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show" jsonb NOT NULL,
	"reason" jsonb,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certified_alumni" ALTER COLUMN "graduation_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "certified_alumnus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alumni_submissions" ADD CONSTRAINT "alumni_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_submissions_member_idx" ON "alumni_submissions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "alumni_submissions_queue_idx" ON "alumni_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "alumni_submissions_student_idx" ON "alumni_submissions" USING btree ("school_id","student_number");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_submissions_open_uq" ON "alumni_submissions" USING btree ("member_id") WHERE "alumni_submissions"."status" = 'Pending';