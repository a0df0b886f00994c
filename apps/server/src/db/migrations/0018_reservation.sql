CREATE TABLE "reservation_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Phnom_Penh' NOT NULL,
	"city" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"place" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"map_url" text,
	"online_url" text,
	"capacity" integer NOT NULL,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"cancel_deadline" timestamp with time zone,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"waiting_list" boolean DEFAULT true NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"taken" integer DEFAULT 0 NOT NULL,
	"waiting" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "reservation_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_code" text NOT NULL,
	"reason" text,
	"queued_at" timestamp with time zone NOT NULL,
	"queue_no" bigserial NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservation_registrations_status" CHECK ("reservation_registrations"."status" in ('Pending','Failed','Booked','Registered','Waiting','Cancelled','CheckedIn'))
);
--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD CONSTRAINT "reservation_registrations_activity_id_reservation_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."reservation_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD CONSTRAINT "reservation_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_activities_starts_idx" ON "reservation_activities" USING btree ("starts_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_registrations_member_uq" ON "reservation_registrations" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_registrations_ticket_uq" ON "reservation_registrations" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "reservation_registrations_queue_idx" ON "reservation_registrations" USING btree ("activity_id","status","queue_no");--> statement-breakpoint
CREATE INDEX "reservation_registrations_member_idx" ON "reservation_registrations" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);