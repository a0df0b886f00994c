CREATE TABLE "reservation_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" bigint NOT NULL,
	"slot_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"ticket_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservation_bookings_status" CHECK ("reservation_bookings"."status" in ('Booked','Cancelled','CheckedIn'))
);
--> statement-breakpoint
CREATE TABLE "reservation_services" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Asia/Phnom_Penh' NOT NULL,
	"city" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"place" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_slots_capacity" CHECK ("reservation_slots"."booked" <= "reservation_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "reservation_bookings" ADD CONSTRAINT "reservation_bookings_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_bookings" ADD CONSTRAINT "reservation_bookings_slot_id_reservation_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."reservation_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_bookings" ADD CONSTRAINT "reservation_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_service_id_reservation_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."reservation_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_bookings_slot_member_uq" ON "reservation_bookings" USING btree ("slot_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_bookings_service_member_uq" ON "reservation_bookings" USING btree ("service_id","member_id") WHERE status = 'Booked';--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_bookings_ticket_uq" ON "reservation_bookings" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "reservation_bookings_member_idx" ON "reservation_bookings" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservation_bookings_slot_idx" ON "reservation_bookings" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "reservation_services_city_idx" ON "reservation_services" USING gin ("city" jsonb_path_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_slots_service_start_uq" ON "reservation_slots" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_slots_starts_idx" ON "reservation_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "reservation_activities_city_idx" ON "reservation_activities" USING gin ("city" jsonb_path_ops);