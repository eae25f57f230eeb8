CREATE TYPE "public"."open_enrollment_setup_status" AS ENUM('processing', 'launched');--> statement-breakpoint
CREATE TYPE "public"."renewal_status" AS ENUM('processing', 'open', 'signed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."service_line" AS ENUM('medical', 'dental', 'vision', 'life', 'long_term_disability', 'short_term_disability');--> statement-breakpoint
CREATE TYPE "public"."setup_upload_kind" AS ENUM('documents', 'rates');--> statement-breakpoint
CREATE TABLE "medical_plan_mapping_items" (
	"mapping_id" uuid NOT NULL,
	"plan_suite_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	CONSTRAINT "medical_plan_mapping_items_mapping_id_plan_suite_id_pk" PRIMARY KEY("mapping_id","plan_suite_id")
);
--> statement-breakpoint
CREATE TABLE "medical_plan_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_id" uuid NOT NULL,
	"name" text NOT NULL,
	"current_plan_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_enrollment_setup_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"setup_id" uuid NOT NULL,
	"service_line" "service_line" NOT NULL,
	"kind" "setup_upload_kind" NOT NULL,
	"file_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_enrollment_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"renewal_id" uuid NOT NULL,
	"status" "open_enrollment_setup_status" DEFAULT 'processing' NOT NULL,
	"submitted_by_account_id" uuid,
	"submitted_at" timestamp with time zone,
	"launched_by_account_id" uuid,
	"launched_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_suite_plans" (
	"plan_suite_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"is_base_plan" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_suite_plans_plan_suite_id_plan_id_pk" PRIMARY KEY("plan_suite_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "plan_suites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_id" uuid NOT NULL,
	"short_name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_id" uuid NOT NULL,
	"service_line" "service_line" NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"contribution_type" "contribution_type" NOT NULL,
	"employee_percentage" numeric(5, 2),
	"dependent_percentage" numeric(5, 2),
	"employee_fixed_amount" numeric(12, 2),
	"dependent_fixed_amount" numeric(12, 2),
	"employee_role_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "renewal_status" DEFAULT 'processing' NOT NULL,
	"current_company_policy_id" uuid,
	"effective_at" date NOT NULL,
	"selected_plan_suite_id" uuid,
	"probationary_period" "waiting_period",
	"signature_image_data_url" text,
	"signed_at" timestamp with time zone,
	"signed_by_account_id" uuid,
	"upcoming_company_policy_id" uuid,
	"launched_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_plan_mapping_items" ADD CONSTRAINT "medical_plan_mapping_items_mapping_id_medical_plan_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."medical_plan_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_plan_mapping_items" ADD CONSTRAINT "medical_plan_mapping_items_plan_suite_id_plan_suites_id_fk" FOREIGN KEY ("plan_suite_id") REFERENCES "public"."plan_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_plan_mapping_items" ADD CONSTRAINT "medical_plan_mapping_items_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_plan_mappings" ADD CONSTRAINT "medical_plan_mappings_renewal_id_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_plan_mappings" ADD CONSTRAINT "medical_plan_mappings_current_plan_id_plans_id_fk" FOREIGN KEY ("current_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_enrollment_setup_files" ADD CONSTRAINT "open_enrollment_setup_files_setup_id_open_enrollment_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."open_enrollment_setups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_enrollment_setup_files" ADD CONSTRAINT "open_enrollment_setup_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_enrollment_setups" ADD CONSTRAINT "open_enrollment_setups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_enrollment_setups" ADD CONSTRAINT "open_enrollment_setups_renewal_id_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_enrollment_setups" ADD CONSTRAINT "open_enrollment_setups_submitted_by_account_id_accounts_id_fk" FOREIGN KEY ("submitted_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_enrollment_setups" ADD CONSTRAINT "open_enrollment_setups_launched_by_account_id_accounts_id_fk" FOREIGN KEY ("launched_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_suite_plans" ADD CONSTRAINT "plan_suite_plans_plan_suite_id_plan_suites_id_fk" FOREIGN KEY ("plan_suite_id") REFERENCES "public"."plan_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_suite_plans" ADD CONSTRAINT "plan_suite_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_suites" ADD CONSTRAINT "plan_suites_renewal_id_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_contributions" ADD CONSTRAINT "renewal_contributions_renewal_id_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_contributions" ADD CONSTRAINT "renewal_contributions_employee_role_id_employee_roles_id_fk" FOREIGN KEY ("employee_role_id") REFERENCES "public"."employee_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_current_company_policy_id_company_policies_id_fk" FOREIGN KEY ("current_company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_selected_plan_suite_id_plan_suites_id_fk" FOREIGN KEY ("selected_plan_suite_id") REFERENCES "public"."plan_suites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_signed_by_account_id_accounts_id_fk" FOREIGN KEY ("signed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_upcoming_company_policy_id_company_policies_id_fk" FOREIGN KEY ("upcoming_company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_plan_mappings_renewal_idx" ON "medical_plan_mappings" USING btree ("renewal_id");--> statement-breakpoint
CREATE INDEX "open_enrollment_setup_files_setup_idx" ON "open_enrollment_setup_files" USING btree ("setup_id");--> statement-breakpoint
CREATE INDEX "open_enrollment_setups_company_idx" ON "open_enrollment_setups" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_enrollment_setups_renewal_uq" ON "open_enrollment_setups" USING btree ("renewal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_suites_renewal_position_uq" ON "plan_suites" USING btree ("renewal_id","position");--> statement-breakpoint
CREATE INDEX "renewal_contributions_renewal_idx" ON "renewal_contributions" USING btree ("renewal_id");--> statement-breakpoint
CREATE INDEX "renewals_company_idx" ON "renewals" USING btree ("company_id");