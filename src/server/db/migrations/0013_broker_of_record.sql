CREATE TABLE "bor_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"mode" text DEFAULT 'standard' NOT NULL,
	"partner_kind" text,
	"name" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"contact_phone_number" text DEFAULT '' NOT NULL,
	"partner_primary_phone_number" text DEFAULT '' NOT NULL,
	"partner_primary_email" text DEFAULT '' NOT NULL,
	"fein_encrypted" text,
	"fein_last4" text,
	"type_of_contribution" text DEFAULT 'percentage' NOT NULL,
	"company_contributions" jsonb DEFAULT '[{"employeePercentage":50,"dependentPercentage":0,"employeeFixedAmount":null,"dependentFixedAmount":null,"active":true}]'::jsonb NOT NULL,
	"contribution_method" text,
	"other_contribution_information" text DEFAULT '' NOT NULL,
	"covering_part_time" boolean,
	"is_large_group" boolean,
	"measurement_method" text,
	"aca_employee_data" jsonb,
	"expense_account_id" text,
	"liability_account_id" text,
	"representative_name" text,
	"representative_title" text,
	"letter_effective_date" date,
	"completed_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature_image_data_url" text,
	"agreed" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by_account_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bor_carrier_change_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_change_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_account_id" uuid
);
--> statement-breakpoint
CREATE TABLE "bor_carrier_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier_key" text NOT NULL,
	"carrier_name" text NOT NULL,
	"group_id_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insurance_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"letter_file_id" uuid,
	"effective_date" date NOT NULL,
	"status" text DEFAULT 'letter_sent' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bor_intake_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"plan_key" text NOT NULL,
	"insurance_type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"plan_name" text DEFAULT '' NOT NULL,
	"insurance_company" text DEFAULT '' NOT NULL,
	"other_insurance_company" text DEFAULT '' NOT NULL,
	"group_id_number" text DEFAULT '' NOT NULL,
	"contribution_type" text,
	"employee_contribution" text,
	"dependent_contribution" text,
	"invoice_file_id" uuid,
	"sbc_file_id" uuid,
	"expense_account" text,
	"liability_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credentials_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bor_applications" ADD CONSTRAINT "bor_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_applications" ADD CONSTRAINT "bor_applications_signed_by_account_id_accounts_id_fk" FOREIGN KEY ("signed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_carrier_change_events" ADD CONSTRAINT "bor_carrier_change_events_carrier_change_id_bor_carrier_changes_id_fk" FOREIGN KEY ("carrier_change_id") REFERENCES "public"."bor_carrier_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_carrier_change_events" ADD CONSTRAINT "bor_carrier_change_events_by_account_id_accounts_id_fk" FOREIGN KEY ("by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_carrier_changes" ADD CONSTRAINT "bor_carrier_changes_application_id_bor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_carrier_changes" ADD CONSTRAINT "bor_carrier_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_carrier_changes" ADD CONSTRAINT "bor_carrier_changes_letter_file_id_stored_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD CONSTRAINT "bor_intake_plans_application_id_bor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD CONSTRAINT "bor_intake_plans_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD CONSTRAINT "bor_intake_plans_sbc_file_id_stored_files_id_fk" FOREIGN KEY ("sbc_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bor_applications_company_uq" ON "bor_applications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bor_carrier_change_events_change_idx" ON "bor_carrier_change_events" USING btree ("carrier_change_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bor_carrier_changes_carrier_uq" ON "bor_carrier_changes" USING btree ("application_id","carrier_key");--> statement-breakpoint
CREATE INDEX "bor_carrier_changes_company_idx" ON "bor_carrier_changes" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bor_intake_plans_key_uq" ON "bor_intake_plans" USING btree ("application_id","insurance_type","plan_key");--> statement-breakpoint
CREATE INDEX "bor_intake_plans_application_idx" ON "bor_intake_plans" USING btree ("application_id");