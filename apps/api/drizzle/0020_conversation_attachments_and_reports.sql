CREATE TABLE "conversation_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "conversation_attachments_type_check" CHECK ("conversation_attachments"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "conversation_attachments_size_check" CHECK ("conversation_attachments"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "conversation_message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_message_reports_once" UNIQUE("message_id","reporter_id"),
	CONSTRAINT "conversation_message_reports_status_check" CHECK ("conversation_message_reports"."status" in ('open', 'hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" DROP CONSTRAINT "conversation_messages_attachment_id_media_id_fk";
--> statement-breakpoint
-- Conversations opened before this migration: their activity is their opening, or their newest message.
UPDATE "conversations" SET "last_message_at" = "created_at" WHERE "last_message_at" IS NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "last_message_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "last_message_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_attachments" ADD CONSTRAINT "conversation_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_message_reports" ADD CONSTRAINT "conversation_message_reports_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_message_reports" ADD CONSTRAINT "conversation_message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_message_reports" ADD CONSTRAINT "conversation_message_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_attachments_conversation_idx" ON "conversation_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_message_reports_open_idx" ON "conversation_message_reports" USING btree ("created_at") WHERE "conversation_message_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_attachment_id_conversation_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."conversation_attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_recent_idx" ON "conversations" USING btree ("last_message_at","id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_attachment_id_unique" UNIQUE("attachment_id");