CREATE TYPE "public"."ben_admin_lead_status" AS ENUM('payment', 'additional_information', 'done');--> statement-breakpoint
CREATE TABLE "ben_admin_lead_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"invoice_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ben_admin_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_account_id" uuid,
	"status" "ben_admin_lead_status" DEFAULT 'payment' NOT NULL,
	"employee_count" integer NOT NULL,
	"company_name" text NOT NULL,
	"external_id" text NOT NULL,
	"stripe_customer_id" text,
	"setup_intent_id" text,
	"setup_intent_count" integer DEFAULT 0 NOT NULL,
	"stripe_setup_complete" boolean DEFAULT false NOT NULL,
	"payment_method_kind" text,
	"payment_setup_at" timestamp with time zone,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone_number" text DEFAULT '' NOT NULL,
	"broker_name" text DEFAULT '' NOT NULL,
	"broker_email" text DEFAULT '' NOT NULL,
	"broker_phone" text DEFAULT '' NOT NULL,
	"contribution_type" text DEFAULT 'percentage' NOT NULL,
	"contributions" jsonb DEFAULT '[{"name":"All employees","employeePercentage":50,"dependentPercentage":0,"employeeFixedAmount":null,"dependentFixedAmount":null}]'::jsonb NOT NULL,
	"other_contribution_information" text DEFAULT '' NOT NULL,
	"probationary_period" text,
	"account_type" text,
	"yearly_contribution_amount" numeric(12, 2),
	"contribution_frequency" text,
	"provider" text,
	"provider_other" text DEFAULT '' NOT NULL,
	"provider_account_number_encrypted" text,
	"provider_account_number_last4" text,
	"funding_bank" text DEFAULT '' NOT NULL,
	"funding_account_number_encrypted" text,
	"funding_account_number_last4" text,
	"funding_routing_number_encrypted" text,
	"funding_routing_number_last4" text,
	"signature_image_data_url" text,
	"signed_at" timestamp with time zone,
	"signed_by_account_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ben_admin_lead_files" ADD CONSTRAINT "ben_admin_lead_files_lead_id_ben_admin_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."ben_admin_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ben_admin_lead_files" ADD CONSTRAINT "ben_admin_lead_files_stored_file_id_stored_files_id_fk" FOREIGN KEY ("stored_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ben_admin_leads" ADD CONSTRAINT "ben_admin_leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ben_admin_leads" ADD CONSTRAINT "ben_admin_leads_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ben_admin_leads" ADD CONSTRAINT "ben_admin_leads_signed_by_account_id_accounts_id_fk" FOREIGN KEY ("signed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ben_admin_lead_files_file_uq" ON "ben_admin_lead_files" USING btree ("stored_file_id");--> statement-breakpoint
CREATE INDEX "ben_admin_lead_files_lead_idx" ON "ben_admin_lead_files" USING btree ("lead_id","storage_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ben_admin_leads_company_uq" ON "ben_admin_leads" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ben_admin_leads_external_id_uq" ON "ben_admin_leads" USING btree ("external_id");