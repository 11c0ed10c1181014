CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'BHD' NOT NULL,
	"payment_type" text NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"payment_url" text NOT NULL,
	"gateway_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_charges_gateway_charge_key" UNIQUE("gateway","charge_id"),
	CONSTRAINT "payment_charges_gateway_check" CHECK ("payment_charges"."gateway" in ('sandbox', 'tap')),
	CONSTRAINT "payment_charges_status_check" CHECK ("payment_charges"."status" in ('initiated', 'captured', 'declined', 'failed', 'cancelled')),
	CONSTRAINT "payment_charges_payment_type_check" CHECK ("payment_charges"."payment_type" in ('card', 'benefit')),
	CONSTRAINT "payment_charges_amount_check" CHECK ("payment_charges"."amount_fils" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text NOT NULL,
	"source_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"post_url" text,
	"status" text DEFAULT 'INITIATED' NOT NULL,
	"refunded_fils" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_status_check" CHECK ("sandbox_charges"."status" in ('INITIATED', 'CAPTURED', 'DECLINED')),
	CONSTRAINT "sandbox_charges_amounts_check" CHECK ("sandbox_charges"."amount_fils" > 0 and "sandbox_charges"."refunded_fils" >= 0 and "sandbox_charges"."refunded_fils" <= "sandbox_charges"."amount_fils")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_charges_order_idx" ON "payment_charges" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_payment_per_charge" ON "transactions" USING btree ("gateway","gateway_charge_id") WHERE "transactions"."type" = 'payment' and "transactions"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_earning_per_item" ON "transactions" USING btree ("order_item_id") WHERE "transactions"."type" = 'earning';