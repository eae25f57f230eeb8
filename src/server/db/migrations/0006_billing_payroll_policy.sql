CREATE TYPE "public"."payroll_change" AS ENUM('new', 'changed', 'ended', 'unchanged');--> statement-breakpoint
CREATE TYPE "public"."tax_treatment" AS ENUM('pre_tax', 'after_tax');--> statement-breakpoint
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
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_payroll_settings" ADD CONSTRAINT "company_payroll_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_export_lines" ADD CONSTRAINT "payroll_export_lines_export_id_payroll_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."payroll_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_exported_by_accounts_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_export_lines_export_idx" ON "payroll_export_lines" USING btree ("export_id","position");--> statement-breakpoint
CREATE INDEX "payroll_exports_company_idx" ON "payroll_exports" USING btree ("company_id","exported_at");