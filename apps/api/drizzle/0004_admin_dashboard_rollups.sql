CREATE TABLE "monthly_revenue" (
	"month" date PRIMARY KEY NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"payments_fils" bigint DEFAULT 0 NOT NULL,
	"refund_count" integer DEFAULT 0 NOT NULL,
	"refunds_fils" bigint DEFAULT 0 NOT NULL,
	"earnings_fils" bigint DEFAULT 0 NOT NULL,
	"commission_fils" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_revenue_month_check" CHECK (extract(day from "monthly_revenue"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "monthly_revenue_changes" (
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"month" date NOT NULL,
	"payment_count" integer NOT NULL,
	"payments_fils" bigint NOT NULL,
	"refund_count" integer NOT NULL,
	"refunds_fils" bigint NOT NULL,
	"earnings_fils" bigint NOT NULL,
	"commission_fils" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_count_changes" (
	"txid" bigint DEFAULT txid_current() NOT NULL,
	"status" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"order_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_item_sales" (
	"service_item_id" uuid PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_fils" bigint DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_item_sales" ADD CONSTRAINT "service_item_sales_service_item_id_service_items_id_fk" FOREIGN KEY ("service_item_id") REFERENCES "public"."service_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_item_sales" ADD CONSTRAINT "service_item_sales_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_revenue_changes_txid_idx" ON "monthly_revenue_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "order_status_count_changes_txid_idx" ON "order_status_count_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "service_item_sales_quantity_idx" ON "service_item_sales" USING btree ("quantity" DESC NULLS LAST,"line_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_item_sales_provider_idx" ON "service_item_sales" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "users_customers_created_idx" ON "users" USING btree ("created_at","is_active") WHERE "users"."role" = 'customer' and "users"."is_deleted" = false;