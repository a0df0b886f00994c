ALTER TABLE "members" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "school" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "major" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "degree" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bio" text;