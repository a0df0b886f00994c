CREATE TABLE "private_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"read_roles" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "message_policy" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile_policy" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "delete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "owner_id" bigint;--> statement-breakpoint
ALTER TABLE "private_files" ADD CONSTRAINT "private_files_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id","created_at");