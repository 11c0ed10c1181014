CREATE TABLE "provider_bank_details" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	CONSTRAINT "provider_bank_details_iban_check" CHECK ("provider_bank_details"."iban" ~ '^BH[0-9]{2}[A-Z]{4}[A-Z0-9]{14}$')
);
--> statement-breakpoint
ALTER TABLE "provider_bank_details" ADD CONSTRAINT "provider_bank_details_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bank_details" ADD CONSTRAINT "provider_bank_details_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;