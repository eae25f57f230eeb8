CREATE TYPE "public"."cancellation_reason" AS ENUM('cost', 'switching_provider', 'joining_peo', 'closing_business', 'too_few_employees', 'individual_coverage', 'other');--> statement-breakpoint
CREATE TYPE "public"."integration_kind" AS ENUM('payroll', 'accounting');--> statement-breakpoint
CREATE TYPE "public"."integration_status" AS ENUM('connected', 'disconnected');--> statement-breakpoint
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
ALTER TABLE "company_policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "integration_kind" "integration_kind";--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_api_key_id_partner_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_connected_by_account_id_accounts_id_fk" FOREIGN KEY ("connected_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_integrations" ADD CONSTRAINT "company_integrations_disconnected_by_account_id_accounts_id_fk" FOREIGN KEY ("disconnected_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_requested_by_account_id_accounts_id_fk" FOREIGN KEY ("requested_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_cancellations" ADD CONSTRAINT "company_policy_cancellations_withdrawn_by_account_id_accounts_id_fk" FOREIGN KEY ("withdrawn_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_integrations_company_partner_uq" ON "company_integrations" USING btree ("company_id","partner_id");--> statement-breakpoint
CREATE INDEX "company_policy_cancellations_company_idx" ON "company_policy_cancellations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_policy_cancellations_open_uq" ON "company_policy_cancellations" USING btree ("company_policy_id") WHERE "company_policy_cancellations"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;