CREATE TABLE "document_requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_type" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"hint_ar" text DEFAULT '' NOT NULL,
	"has_number" boolean NOT NULL,
	"has_issue_date" boolean NOT NULL,
	"has_expiry_date" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requirements_business_type_check" CHECK ("document_requirements"."business_type" in ('company', 'individual'))
);
--> statement-breakpoint
CREATE TABLE "provider_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"requirement_id" uuid NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"warned_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "provider_documents_state_check" CHECK ("provider_documents"."state" in ('submitted', 'accepted', 'changes-requested'))
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "business_type" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "verified_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_requirement_id_document_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."document_requirements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD CONSTRAINT "provider_documents_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_requirements_type_name_key" ON "document_requirements" USING btree ("business_type",lower("name"));--> statement-breakpoint
CREATE INDEX "provider_documents_provider_idx" ON "provider_documents" USING btree ("provider_id","requirement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_documents_one_accepted" ON "provider_documents" USING btree ("provider_id","requirement_id") WHERE "provider_documents"."state" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_documents_one_pending" ON "provider_documents" USING btree ("provider_id","requirement_id") WHERE "provider_documents"."state" <> 'accepted';--> statement-breakpoint
CREATE INDEX "provider_documents_expiry_idx" ON "provider_documents" USING btree ("expires_on") WHERE "provider_documents"."state" = 'accepted' and "provider_documents"."expires_on" is not null;--> statement-breakpoint
CREATE INDEX "providers_review_queue_idx" ON "providers" USING btree ("review_requested_at","id") WHERE "providers"."review_requested_at" is not null;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_business_type_check" CHECK ("providers"."business_type" in ('company', 'individual'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_verification_check" CHECK ("providers"."verification" in ('unverified', 'verified', 'expired'));--> statement-breakpoint
-- The usual documents of a Bahraini business (docs/decisions/provider-verification.md); admins edit them.
INSERT INTO "document_requirements" ("business_type", "name", "name_ar", "hint", "hint_ar", "has_number", "has_issue_date", "has_expiry_date", "sort_order") VALUES
  ('company', 'Commercial Registration (CR) certificate', 'شهادة السجل التجاري', 'The CR certificate from Sijilat, showing the CR number and its expiry date.', 'شهادة السجل التجاري من نظام سجلات، ويظهر فيها رقم السجل وتاريخ انتهائه.', true, true, true, 1),
  ('company', 'Authorised signatory’s CPR card', 'البطاقة الذكية للمفوَّض بالتوقيع', 'Both sides of the identity card of the person who signs for the business.', 'وجها البطاقة الذكية للشخص المفوَّض بالتوقيع عن النشاط التجاري.', true, false, true, 2),
  ('company', 'IBAN certificate or bank letter', 'شهادة الآيبان أو خطاب من البنك', 'From the bank, in the business’s name, showing the IBAN payouts go to.', 'صادرة من البنك باسم النشاط التجاري، ويظهر فيها رقم الآيبان الذي تُحوَّل إليه المستحقات.', false, true, false, 3),
  ('individual', 'CPR card', 'البطاقة الذكية', 'Both sides of your identity card.', 'وجها بطاقتك الذكية.', true, false, true, 1),
  ('individual', 'IBAN certificate or bank letter', 'شهادة الآيبان أو خطاب من البنك', 'From your bank, in your name, showing the IBAN payouts go to.', 'صادرة من بنكك باسمك، ويظهر فيها رقم الآيبان الذي تُحوَّل إليه المستحقات.', false, true, false, 2);
