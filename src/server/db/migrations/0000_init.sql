CREATE TYPE "public"."beneficiary2_type" AS ENUM('none', 'primary', 'contingent');--> statement-breakpoint
CREATE TYPE "public"."contribution_strategy" AS ENUM('Contributory', 'Non-Contributory');--> statement-breakpoint
CREATE TYPE "public"."contribution_type" AS ENUM('fixed', 'percentage', 'percent_of_base_plan');--> statement-breakpoint
CREATE TYPE "public"."coverage_type" AS ENUM('medical', 'dental', 'vision', 'accident', 'life', 'term_life', 'whole_life', 'short_term_disability', 'long_term_disability');--> statement-breakpoint
CREATE TYPE "public"."dependent_type" AS ENUM('spouse', 'domestic_partner', 'child');--> statement-breakpoint
CREATE TYPE "public"."employee_type" AS ENUM('full_time', 'owner', '1099');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."health_account_status" AS ENUM('not_offered', 'incomplete', 'done');--> statement-breakpoint
CREATE TYPE "public"."health_account_type" AS ENUM('none', 'hsa', 'fsa');--> statement-breakpoint
CREATE TYPE "public"."individual_application_status" AS ENUM('not_available', 'partially_completed', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('single', 'married', 'domestic_partner');--> statement-breakpoint
CREATE TYPE "public"."membership_role" AS ENUM('benefits_admin', 'broker');--> statement-breakpoint
CREATE TYPE "public"."pay_frequency" AS ENUM('weekly', 'biweekly', 'semimonthly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."policy_state" AS ENUM('enrolled', 'upcoming', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."pricing_type" AS ENUM('age', 'segment', 'tier');--> statement-breakpoint
CREATE TYPE "public"."rate_member" AS ENUM('any', 'employee', 'spouse', 'child');--> statement-breakpoint
CREATE TYPE "public"."rate_unit" AS ENUM('age21_base', 'monthly_premium', 'per_thousand', 'per_10_weekly_benefit', 'per_100_monthly_payroll');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('employee', 'benefits_admin', 'broker', 'operations');--> statement-breakpoint
CREATE TYPE "public"."segment" AS ENUM('ee_only', 'ee_spouse', 'ee_children', 'ee_family');--> statement-breakpoint
CREATE TYPE "public"."support_contact_kind" AS ENUM('broker', 'benefits_administration');--> statement-breakpoint
CREATE TYPE "public"."waiting_period" AS ENUM('first_of_month_after_hire', 'one_month', 'two_months');--> statement-breakpoint
CREATE TYPE "public"."yes_no" AS ENUM('Yes', 'No');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_token" text NOT NULL,
	"name" text NOT NULL,
	"address1" text,
	"city" text,
	"state" text NOT NULL,
	"zip" text,
	"phone" text,
	"tax_id_encrypted" text,
	"tax_id_last4" text,
	"partner_id" uuid,
	"broker_contact_id" uuid,
	"benefits_admin_configured" boolean DEFAULT false NOT NULL,
	"has_cancellation_form_access" boolean DEFAULT false NOT NULL,
	"asks_tobacco_use" boolean DEFAULT false NOT NULL,
	"beneficiary_last_field_optional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_id_token_unique" UNIQUE("id_token")
);
--> statement-breakpoint
CREATE TABLE "company_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_policy_id" uuid NOT NULL,
	"coverage_type" "coverage_type" NOT NULL,
	"employee_role_id" uuid,
	"name" text,
	"contribution_type" "contribution_type" NOT NULL,
	"employee_percentage" numeric(5, 2),
	"dependent_percentage" numeric(5, 2),
	"employee_fixed_amount" numeric(12, 2),
	"dependent_fixed_amount" numeric(12, 2),
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_eligibility_answers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"is_enrolling_w2" boolean,
	"spouse_only_group" boolean,
	"partnership_with_spouses" boolean,
	"declining_employee" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_health_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_policy_id" uuid NOT NULL,
	"account_type" "health_account_type" NOT NULL,
	"benefit_status" "health_account_status" NOT NULL,
	"employer_yearly_contribution_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"individual_yearly_maximum" numeric(12, 2) NOT NULL,
	"family_yearly_maximum" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" "policy_state" NOT NULL,
	"effective_at" date,
	"renewal_at" date,
	"type_of_contribution" "contribution_type" DEFAULT 'percentage' NOT NULL,
	"has_tiered_contributions" boolean DEFAULT false NOT NULL,
	"waiting_period" "waiting_period",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_policy_plans" (
	"company_policy_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"is_base_plan" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_policy_plans_company_policy_id_plan_id_pk" PRIMARY KEY("company_policy_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "employee_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"color" text,
	"support_email" text,
	"edit_employee_link" text,
	"synced_employee_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hide_logout" boolean DEFAULT false NOT NULL,
	"marketing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "support_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "support_contact_kind" NOT NULL,
	"name" text NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiary_pairs" (
	"employee_form_id" uuid PRIMARY KEY NOT NULL,
	"beneficiary1_name" text,
	"beneficiary1_relationship" text,
	"beneficiary1_percentage" numeric(5, 2),
	"beneficiary1_birth_date" date,
	"beneficiary1_ssn_encrypted" text,
	"beneficiary1_ssn_last4" text,
	"beneficiary1_phone_number" text,
	"beneficiary1_address" text,
	"beneficiary1_city" text,
	"beneficiary1_state" text,
	"beneficiary1_zip_code" text,
	"beneficiary2_type" "beneficiary2_type" DEFAULT 'none' NOT NULL,
	"beneficiary2_name" text,
	"beneficiary2_relationship" text,
	"beneficiary2_percentage" numeric(5, 2),
	"beneficiary2_birth_date" date,
	"beneficiary2_ssn_encrypted" text,
	"beneficiary2_ssn_last4" text,
	"beneficiary2_phone_number" text,
	"beneficiary2_address" text,
	"beneficiary2_city" text,
	"beneficiary2_state" text,
	"beneficiary2_zip_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_dependents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"born_at" date NOT NULL,
	"gender" "gender" NOT NULL,
	"dependent_type" "dependent_type" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ssn_encrypted" text,
	"ssn_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid,
	"employee_role_id" uuid,
	"first_name" text NOT NULL,
	"middle_initial" text,
	"last_name" text NOT NULL,
	"email" text,
	"home_address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"home_phone_number" text,
	"work_phone_number" text,
	"born_at" date,
	"gender" "gender",
	"tobacco_user" "yes_no",
	"marital_status" "marital_status",
	"annual_salary" numeric(12, 2),
	"pay_frequency" "pay_frequency" DEFAULT 'biweekly' NOT NULL,
	"job_title" text,
	"hired_at" date,
	"employee_type" "employee_type",
	"ssn_encrypted" text,
	"ssn_last4" text,
	"is_eligible" boolean DEFAULT true NOT NULL,
	"benefits_admin" boolean DEFAULT false NOT NULL,
	"hide_individual_applications" boolean DEFAULT false NOT NULL,
	"individual_applications_available" boolean DEFAULT false NOT NULL,
	"individual_application_status" "individual_application_status" DEFAULT 'not_available' NOT NULL,
	"synced_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_id" text,
	"bank_name" text,
	"bank_routing_number_encrypted" text,
	"bank_routing_number_last4" text,
	"bank_account_number_encrypted" text,
	"bank_account_number_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_forms_hash_id_unique" UNIQUE("hash_id")
);
--> statement-breakpoint
CREATE TABLE "employee_health_accounts" (
	"employee_policy_id" uuid PRIMARY KEY NOT NULL,
	"yearly_contribution_amount" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_form_id" uuid NOT NULL,
	"company_policy_id" uuid NOT NULL,
	"status" "policy_state" DEFAULT 'upcoming' NOT NULL,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"effective_at" date,
	"declination_reason" text,
	"declination_reason1_carrier_name" text,
	"declination_reason1_id_number" text,
	"declination_reason4_explanation" text,
	"signature_image_data_url" text,
	"signed_at" timestamp with time zone,
	"signed_by_account_id" uuid,
	"signed_session_id" uuid,
	"signed_in_admin_mode" boolean,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_policy_coverages" (
	"employee_policy_id" uuid NOT NULL,
	"coverage_type" "coverage_type" NOT NULL,
	"is_enrolling" "yes_no" NOT NULL,
	"plan_id" uuid,
	"segment" "segment",
	"coverage_amount" numeric(12, 2),
	"spouse_coverage_amount" numeric(12, 2),
	"child_coverage_amount" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_policy_coverages_employee_policy_id_coverage_type_pk" PRIMARY KEY("employee_policy_id","coverage_type")
);
--> statement-breakpoint
CREATE TABLE "employee_policy_dependent_enrollments" (
	"employee_policy_id" uuid NOT NULL,
	"dependent_id" uuid NOT NULL,
	"coverage_type" "coverage_type" NOT NULL,
	"is_enrolling" boolean NOT NULL,
	"coverage_amount" numeric(12, 2),
	CONSTRAINT "employee_policy_dependent_enrollments_employee_policy_id_dependent_id_coverage_type_pk" PRIMARY KEY("employee_policy_id","dependent_id","coverage_type")
);
--> statement-breakpoint
CREATE TABLE "employee_policy_steps" (
	"employee_policy_id" uuid NOT NULL,
	"step" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by_account_id" uuid,
	CONSTRAINT "employee_policy_steps_employee_policy_id_step_pk" PRIMARY KEY("employee_policy_id","step")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid,
	"session_id" uuid,
	"company_id" uuid,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"admin_mode" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"role" "membership_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_memberships_account_id_company_id_pk" PRIMARY KEY("account_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"csrf_token" text NOT NULL,
	"active_company_id" uuid,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	CONSTRAINT "carriers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "plan_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"unit" "rate_unit" NOT NULL,
	"member" "rate_member" DEFAULT 'any' NOT NULL,
	"tier" "segment",
	"min_age" integer,
	"max_age" integer,
	"rate" numeric(12, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"type" "coverage_type" NOT NULL,
	"display_name" text NOT NULL,
	"raw_name" text NOT NULL,
	"plan_type" text,
	"state" text NOT NULL,
	"target_market" text,
	"metal_tier" text,
	"network" text,
	"pricing_type" "pricing_type" NOT NULL,
	"contribution_strategy" "contribution_strategy" DEFAULT 'Contributory' NOT NULL,
	"is_declinable_when_employer_paid" boolean DEFAULT false NOT NULL,
	"hsa_eligible" boolean DEFAULT false NOT NULL,
	"tobacco_factor" numeric(4, 3),
	"max_age" integer,
	"max_issue_age" integer,
	"deductible" numeric(12, 2),
	"family_deductible" numeric(12, 2),
	"limit" numeric(12, 2),
	"family_limit" numeric(12, 2),
	"estimated_costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fine_print" jsonb,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sbc_url" text,
	"annual_maximum" numeric(12, 2),
	"preventive_care" text,
	"eye_exam" text,
	"lenses" text,
	"contacts" text,
	"coverage_amount" numeric(12, 2),
	"coverage_amount_display" text,
	"variable_coverage" boolean DEFAULT false NOT NULL,
	"variable_coverage_amount_increment" numeric(12, 2),
	"variable_coverage_amount_max" numeric(12, 2),
	"max_salary_multiplier" numeric(5, 2),
	"spouse_coverage" boolean DEFAULT false NOT NULL,
	"spouse_variable_coverage" boolean DEFAULT false NOT NULL,
	"spouse_coverage_amount" numeric(12, 2),
	"spouse_variable_coverage_amount_max" numeric(12, 2),
	"spouse_variable_coverage_amount_increment" numeric(12, 2),
	"child_coverage" boolean DEFAULT false NOT NULL,
	"child_coverage_amount" numeric(12, 2),
	"salary_coverage_percentage" numeric(5, 2),
	"max_benefit" numeric(12, 2),
	"benefit_duration" text,
	"elimination_period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_broker_contact_id_support_contacts_id_fk" FOREIGN KEY ("broker_contact_id") REFERENCES "public"."support_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contributions" ADD CONSTRAINT "company_contributions_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contributions" ADD CONSTRAINT "company_contributions_employee_role_id_employee_roles_id_fk" FOREIGN KEY ("employee_role_id") REFERENCES "public"."employee_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_eligibility_answers" ADD CONSTRAINT "company_eligibility_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_health_accounts" ADD CONSTRAINT "company_health_accounts_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policies" ADD CONSTRAINT "company_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_plans" ADD CONSTRAINT "company_policy_plans_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_policy_plans" ADD CONSTRAINT "company_policy_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_roles" ADD CONSTRAINT "employee_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_pairs" ADD CONSTRAINT "beneficiary_pairs_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_dependents" ADD CONSTRAINT "employee_dependents_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD CONSTRAINT "employee_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD CONSTRAINT "employee_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_forms" ADD CONSTRAINT "employee_forms_employee_role_id_employee_roles_id_fk" FOREIGN KEY ("employee_role_id") REFERENCES "public"."employee_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_health_accounts" ADD CONSTRAINT "employee_health_accounts_employee_policy_id_employee_policies_id_fk" FOREIGN KEY ("employee_policy_id") REFERENCES "public"."employee_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD CONSTRAINT "employee_policies_employee_form_id_employee_forms_id_fk" FOREIGN KEY ("employee_form_id") REFERENCES "public"."employee_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD CONSTRAINT "employee_policies_company_policy_id_company_policies_id_fk" FOREIGN KEY ("company_policy_id") REFERENCES "public"."company_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD CONSTRAINT "employee_policies_signed_by_account_id_accounts_id_fk" FOREIGN KEY ("signed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policies" ADD CONSTRAINT "employee_policies_signed_session_id_sessions_id_fk" FOREIGN KEY ("signed_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" ADD CONSTRAINT "employee_policy_coverages_employee_policy_id_employee_policies_id_fk" FOREIGN KEY ("employee_policy_id") REFERENCES "public"."employee_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" ADD CONSTRAINT "employee_policy_coverages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policy_dependent_enrollments" ADD CONSTRAINT "employee_policy_dependent_enrollments_employee_policy_id_employee_policies_id_fk" FOREIGN KEY ("employee_policy_id") REFERENCES "public"."employee_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policy_dependent_enrollments" ADD CONSTRAINT "employee_policy_dependent_enrollments_dependent_id_employee_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."employee_dependents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_policy_steps" ADD CONSTRAINT "employee_policy_steps_employee_policy_id_employee_policies_id_fk" FOREIGN KEY ("employee_policy_id") REFERENCES "public"."employee_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_company_id_companies_id_fk" FOREIGN KEY ("active_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_rates" ADD CONSTRAINT "plan_rates_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_contributions_policy_idx" ON "company_contributions" USING btree ("company_policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_health_accounts_policy_uq" ON "company_health_accounts" USING btree ("company_policy_id");--> statement-breakpoint
CREATE INDEX "company_policies_company_idx" ON "company_policies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employee_roles_company_idx" ON "employee_roles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employee_dependents_form_idx" ON "employee_dependents" USING btree ("employee_form_id");--> statement-breakpoint
CREATE INDEX "employee_forms_company_idx" ON "employee_forms" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employee_forms_account_idx" ON "employee_forms" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "employee_policies_form_idx" ON "employee_policies" USING btree ("employee_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_policies_form_company_policy_uq" ON "employee_policies" USING btree ("employee_form_id","company_policy_id");--> statement-breakpoint
CREATE INDEX "audit_company_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "memberships_company_idx" ON "company_memberships" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "plan_rates_plan_idx" ON "plan_rates" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plans_type_state_idx" ON "plans" USING btree ("type","state");