DROP INDEX "conversation_messages_page_idx";--> statement-breakpoint
CREATE INDEX "conversation_messages_page_idx" ON "conversation_messages" USING btree ("conversation_id","created_at","id");