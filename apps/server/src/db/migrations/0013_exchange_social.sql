CREATE TABLE "exchange_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_a" bigint NOT NULL,
	"member_b" bigint NOT NULL,
	"a_read_up_to" bigint DEFAULT 0 NOT NULL,
	"b_read_up_to" bigint DEFAULT 0 NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_conversations_order" CHECK ("exchange_conversations"."member_a" < "exchange_conversations"."member_b")
);
--> statement-breakpoint
CREATE TABLE "exchange_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"text" text,
	"image_file_id" bigint,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_moderation_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"action" text NOT NULL,
	"moderator_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"reporter_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exchange_watched_words" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exchange_conversations" ADD CONSTRAINT "exchange_conversations_member_a_members_id_fk" FOREIGN KEY ("member_a") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_conversations" ADD CONSTRAINT "exchange_conversations_member_b_members_id_fk" FOREIGN KEY ("member_b") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_messages" ADD CONSTRAINT "exchange_messages_conversation_id_exchange_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."exchange_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_messages" ADD CONSTRAINT "exchange_messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_messages" ADD CONSTRAINT "exchange_messages_image_file_id_private_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_moderation_decisions" ADD CONSTRAINT "exchange_moderation_decisions_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_moderation_decisions" ADD CONSTRAINT "exchange_moderation_decisions_moderator_id_members_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_reports" ADD CONSTRAINT "exchange_reports_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_reports" ADD CONSTRAINT "exchange_reports_reporter_id_members_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_watched_words" ADD CONSTRAINT "exchange_watched_words_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_conversations_pair_uq" ON "exchange_conversations" USING btree ("member_a","member_b");--> statement-breakpoint
CREATE INDEX "exchange_conversations_a_idx" ON "exchange_conversations" USING btree ("member_a","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_conversations_b_idx" ON "exchange_conversations" USING btree ("member_b","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_messages_conversation_idx" ON "exchange_messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_messages_sender_idx" ON "exchange_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "exchange_moderation_decisions_author_idx" ON "exchange_moderation_decisions" USING btree ("author_id","action");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_reports_once_uq" ON "exchange_reports" USING btree ("target_type","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "exchange_reports_open_idx" ON "exchange_reports" USING btree ("target_type","target_id") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "exchange_reports_author_idx" ON "exchange_reports" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_watched_words_word_uq" ON "exchange_watched_words" USING btree ("word");