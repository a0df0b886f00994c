CREATE TABLE "support_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"conversation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_canned" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" text,
	"member_id" bigint,
	"channel_key" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"assignee_id" bigint,
	"name" text,
	"contact" text,
	"language" text NOT NULL,
	"page" text,
	"last_ip" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"awaiting_away" boolean DEFAULT false NOT NULL,
	"visitor_delivered_up_to" bigint DEFAULT 0 NOT NULL,
	"visitor_read_up_to" bigint DEFAULT 0 NOT NULL,
	"staff_delivered_up_to" bigint DEFAULT 0 NOT NULL,
	"staff_read_up_to" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"author" text NOT NULL,
	"staff_id" bigint,
	"text" text,
	"image_key" text,
	"image_mime" text,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"first_response_seconds" integer,
	"resolution_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "support_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"days" jsonb NOT NULL,
	"greeting" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_blocks" ADD CONSTRAINT "support_blocks_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assignee_id_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_rounds" ADD CONSTRAINT "support_rounds_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_blocks_value_idx" ON "support_blocks" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "support_conversations_device_idx" ON "support_conversations" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "support_conversations_member_idx" ON "support_conversations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "support_conversations_channel_idx" ON "support_conversations" USING btree ("channel_key");--> statement-breakpoint
CREATE INDEX "support_conversations_state_idx" ON "support_conversations" USING btree ("state","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_rounds_opened_idx" ON "support_rounds" USING btree ("opened_at");