CREATE TABLE "seller_details" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"legal_name_ar" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"cr_number" text DEFAULT '' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	CONSTRAINT "seller_details_one_row" CHECK ("seller_details"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_document_series_last_number_check" CHECK ("tax_document_series"."last_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"sequence_number" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"original_id" uuid,
	"refund_transaction_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text,
	"taxable_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_refund_transaction_id_unique" UNIQUE("refund_transaction_id"),
	CONSTRAINT "tax_documents_series_number" UNIQUE("series","sequence_number"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('tax-invoice', 'credit-note')),
	CONSTRAINT "tax_documents_credit_note_check" CHECK (("tax_documents"."kind" = 'credit-note') = ("tax_documents"."original_id" is not null)),
	CONSTRAINT "tax_documents_amounts_check" CHECK ("tax_documents"."taxable_fils" >= 0 and "tax_documents"."vat_fils" >= 0 and "tax_documents"."total_fils" = "tax_documents"."taxable_fils" + "tax_documents"."vat_fils"),
	CONSTRAINT "tax_documents_sequence_check" CHECK ("tax_documents"."sequence_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "seller_details" ADD CONSTRAINT "seller_details_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_original_id_tax_documents_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_transaction_id_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'tax-invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_customer_issued_idx" ON "tax_documents" USING btree ("customer_id","issued_at");--> statement-breakpoint
-- A tax document is kept as issued for the retention period: refuse every UPDATE and DELETE,
-- whoever sends it (a correction is a credit note). TRUNCATE, which the tests' reset uses, is not
-- a row operation and stays possible for the database's owner.
CREATE OR REPLACE FUNCTION tax_documents_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'tax_documents are immutable: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER tax_documents_no_update_or_delete
  BEFORE UPDATE OR DELETE ON tax_documents
  FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();
