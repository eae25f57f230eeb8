CREATE TYPE "public"."adjustment_reason" AS ENUM('added', 'terminated', 'changed');--> statement-breakpoint
CREATE TYPE "public"."invoice_line_kind" AS ENUM('charge', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('open', 'pending', 'paid');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed');--> statement-breakpoint
CREATE TYPE "public"."cancellation_reason" AS ENUM('cost', 'switching_provider', 'joining_peo', 'closing_business', 'too_few_employees', 'individual_coverage', 'other');--> statement-breakpoint
CREATE TYPE "public"."integration_kind" AS ENUM('payroll', 'accounting');--> statement-breakpoint
CREATE TYPE "public"."integration_status" AS ENUM('connected', 'disconnected');--> statement-breakpoint
CREATE TYPE "public"."payroll_change" AS ENUM('new', 'changed', 'ended', 'unchanged');--> statement-breakpoint
CREATE TYPE "public"."tax_treatment" AS ENUM('pre_tax', 'after_tax');--> statement-breakpoint
CREATE TABLE "company_billing" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"autopay" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" "invoice_line_kind" NOT NULL,
	"reason" "adjustment_reason",
	"employee_form_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"coverage_type" "coverage_type" NOT NULL,
	"plan_name" text NOT NULL,
	"carrier_name" text NOT NULL,
	"dependent_count" integer NOT NULL,
	"for_month" date NOT NULL,
	"premium_cents" integer NOT NULL,
	"company_cents" integer NOT NULL,
	"employee_cents" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_policy_id" uuid,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_at" date NOT NULL,
	"status" "invoice_status" DEFAULT 'open' NOT NULL,
	"premium_cents" integer NOT NULL,
	"company_cents" integer NOT NULL,
	"employee_cents" integer NOT NULL,
	"adjustment_cents" integer NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"bank_last4" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"is_autopay" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"kind" "integration_kind" NOT NULL,
	"status" "integration_status" NOT NULL,
	"api_key_id" uuid,
	"connected_at" timestamp with time zone NOT NULL,
	"connected_by_account_id" uuid,
	"disconnected_at" timestamp with time zone,
	"disconnected_by_account_id" uuid,
	"last_sync_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_policy_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_policy_id" uuid NOT NULL,
	"reason" "cancellation_reason" NOT NULL,
	"reason_details" text,
	"last_day_of_coverage" date NOT NULL,
	"requested_by_account_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employees_notified" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by_account_id" uuid,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_payroll_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"frequency" "pay_frequency" NOT NULL,
	"anchor_pay_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "payroll_export_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"export_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"employee_hash_id" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"tax_treatment" "tax_treatment" NOT NULL,
	"period_number" integer NOT NULL,
	"periods_in_year" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"regular_cents" integer NOT NULL,
	"final_cents" integer NOT NULL,
	"annual_cents" integer NOT NULL,
	"change" "payroll_change" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"company_policy_id" uuid,
	"pay_date" date NOT NULL,
	"frequency" "pay_frequency" NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_by" uuid,
	"row_count" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "integration_kind" "integration_kind";--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_billing" ADD CONSTRAINT "company_billing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_billing" ADD CONSTRAINT "company_billing_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_api_key_id_partner_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_connected_by_account_id_accounts_id_fk" FOREIGN KEY ("connected_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_disconnected_by_account_id_accounts_id_fk" FOREIGN KEY ("disconnected_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_requested_by_account_id_accounts_id_fk" FOREIGN KEY ("requested_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_withdrawn_by_account_id_accounts_id_fk" FOREIGN KEY ("withdrawn_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD CONSTRAINT "payroll_export_lines_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_exported_by_accounts_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_idx" ON "invoices" USING btree ("company_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_company_idempotency_idx" ON "payments" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_company_partner_uq" ON "company_integrations" USING btree ("company_id","partner_id");--> statement-breakpoint
CREATE INDEX "company_policy_cancellations_company_idx" ON "company_policy_cancellations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_policy_cancellations_open_uq" ON "company_policy_cancellations" USING btree ("company_policy_id") WHERE "company_policy_cancellations"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "payroll_export_lines_export_idx" ON "payroll_export_lines" USING btree ("export_id","position");--> statement-breakpoint
CREATE INDEX "payroll_exports_company_idx" ON "payroll_exports" USING btree ("company_id","exported_at");--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;