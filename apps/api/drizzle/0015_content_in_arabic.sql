ALTER TABLE "categories" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "business_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "business_description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_items" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_items" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_ar_key" ON "categories" USING btree ("name_ar") WHERE "categories"."name_ar" <> '';