CREATE TABLE "vitae" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"info" jsonb NOT NULL,
	"photo_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vitae_experience" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"organization" text NOT NULL,
	"role" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vitae" ADD CONSTRAINT "vitae_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitae_experience" ADD CONSTRAINT "vitae_experience_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vitae_experience_member_idx" ON "vitae_experience" USING btree ("member_id","position");