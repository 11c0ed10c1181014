ALTER TABLE "notifications" ADD COLUMN "title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_ar" text DEFAULT '' NOT NULL;