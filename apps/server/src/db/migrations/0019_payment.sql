ALTER TABLE "reservation_activities" ADD COLUMN "fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "reservation_activities" ADD COLUMN "fee_currency" text;--> statement-breakpoint
ALTER TABLE "reservation_activities" ADD COLUMN "pay_at_door" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "payment" text;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "khqr" text;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "khqr_md5" text;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "fee_currency" text;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation_registrations" ADD COLUMN "refund_note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_registrations_order_uq" ON "reservation_registrations" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "reservation_registrations_pay_by_idx" ON "reservation_registrations" USING btree ("pay_by") WHERE "reservation_registrations"."payment" = 'due';