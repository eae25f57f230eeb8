-- Money is integer cents (decision 0102): every numeric(12,2) dollar column becomes a bigint cents column of
-- the same name and _cents, each value multiplied by 100 (exact: the old columns held whole cents); the broker of
-- record's text contributions become a percentage or cents; the dollars inside the lead and broker-of-record
-- contribution lists become cents under keys ending in Cents. Hand-written: drizzle-kit would drop and re-add.
ALTER TABLE "ben_admin_leads" RENAME COLUMN "yearly_contribution_amount" TO "yearly_contribution_amount_cents";--> statement-breakpoint
ALTER TABLE "ben_admin_leads" ALTER COLUMN "yearly_contribution_amount_cents" SET DATA TYPE bigint USING round("yearly_contribution_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_contributions" RENAME COLUMN "employee_fixed_amount" TO "employee_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "company_contributions" ALTER COLUMN "employee_fixed_amount_cents" SET DATA TYPE bigint USING round("employee_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_contributions" RENAME COLUMN "dependent_fixed_amount" TO "dependent_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "company_contributions" ALTER COLUMN "dependent_fixed_amount_cents" SET DATA TYPE bigint USING round("dependent_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_contributions" RENAME COLUMN "spouse_dependent_fixed_amount" TO "spouse_dependent_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "company_contributions" ALTER COLUMN "spouse_dependent_fixed_amount_cents" SET DATA TYPE bigint USING round("spouse_dependent_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_contributions" RENAME COLUMN "children_dependent_fixed_amount" TO "children_dependent_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "company_contributions" ALTER COLUMN "children_dependent_fixed_amount_cents" SET DATA TYPE bigint USING round("children_dependent_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_contributions" RENAME COLUMN "family_dependent_fixed_amount" TO "family_dependent_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "company_contributions" ALTER COLUMN "family_dependent_fixed_amount_cents" SET DATA TYPE bigint USING round("family_dependent_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_health_accounts" RENAME COLUMN "employer_yearly_contribution_amount" TO "employer_yearly_contribution_amount_cents";--> statement-breakpoint
ALTER TABLE "company_health_accounts" ALTER COLUMN "employer_yearly_contribution_amount_cents" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "company_health_accounts" ALTER COLUMN "employer_yearly_contribution_amount_cents" SET DATA TYPE bigint USING round("employer_yearly_contribution_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_health_accounts" ALTER COLUMN "employer_yearly_contribution_amount_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "company_health_accounts" RENAME COLUMN "individual_yearly_maximum" TO "individual_yearly_maximum_cents";--> statement-breakpoint
ALTER TABLE "company_health_accounts" ALTER COLUMN "individual_yearly_maximum_cents" SET DATA TYPE bigint USING round("individual_yearly_maximum_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "company_health_accounts" RENAME COLUMN "family_yearly_maximum" TO "family_yearly_maximum_cents";--> statement-breakpoint
ALTER TABLE "company_health_accounts" ALTER COLUMN "family_yearly_maximum_cents" SET DATA TYPE bigint USING round("family_yearly_maximum_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "employee_forms" RENAME COLUMN "annual_salary" TO "annual_salary_cents";--> statement-breakpoint
ALTER TABLE "employee_forms" ALTER COLUMN "annual_salary_cents" SET DATA TYPE bigint USING round("annual_salary_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "employee_health_accounts" RENAME COLUMN "yearly_contribution_amount" TO "yearly_contribution_amount_cents";--> statement-breakpoint
ALTER TABLE "employee_health_accounts" ALTER COLUMN "yearly_contribution_amount_cents" SET DATA TYPE bigint USING round("yearly_contribution_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" RENAME COLUMN "coverage_amount" TO "coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" ALTER COLUMN "coverage_amount_cents" SET DATA TYPE bigint USING round("coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" RENAME COLUMN "spouse_coverage_amount" TO "spouse_coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" ALTER COLUMN "spouse_coverage_amount_cents" SET DATA TYPE bigint USING round("spouse_coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" RENAME COLUMN "child_coverage_amount" TO "child_coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "employee_policy_coverages" ALTER COLUMN "child_coverage_amount_cents" SET DATA TYPE bigint USING round("child_coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "employee_policy_dependent_enrollments" RENAME COLUMN "coverage_amount" TO "coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "employee_policy_dependent_enrollments" ALTER COLUMN "coverage_amount_cents" SET DATA TYPE bigint USING round("coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "individual_plans" RENAME COLUMN "monthly_self_cost" TO "monthly_self_cost_cents";--> statement-breakpoint
ALTER TABLE "individual_plans" ALTER COLUMN "monthly_self_cost_cents" SET DATA TYPE bigint USING round("monthly_self_cost_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "individual_plans" RENAME COLUMN "monthly_spouse_cost" TO "monthly_spouse_cost_cents";--> statement-breakpoint
ALTER TABLE "individual_plans" ALTER COLUMN "monthly_spouse_cost_cents" SET DATA TYPE bigint USING round("monthly_spouse_cost_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "individual_plans" RENAME COLUMN "monthly_child_cost" TO "monthly_child_cost_cents";--> statement-breakpoint
ALTER TABLE "individual_plans" ALTER COLUMN "monthly_child_cost_cents" SET DATA TYPE bigint USING round("monthly_child_cost_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "individual_plans" RENAME COLUMN "monthly_family_cost" TO "monthly_family_cost_cents";--> statement-breakpoint
ALTER TABLE "individual_plans" ALTER COLUMN "monthly_family_cost_cents" SET DATA TYPE bigint USING round("monthly_family_cost_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "individual_plans" RENAME COLUMN "deductible" TO "deductible_cents";--> statement-breakpoint
ALTER TABLE "individual_plans" ALTER COLUMN "deductible_cents" SET DATA TYPE bigint USING round("deductible_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "individual_plans" RENAME COLUMN "annual_maximum" TO "annual_maximum_cents";--> statement-breakpoint
ALTER TABLE "individual_plans" ALTER COLUMN "annual_maximum_cents" SET DATA TYPE bigint USING round("annual_maximum_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "deductible" TO "deductible_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "deductible_cents" SET DATA TYPE bigint USING round("deductible_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "family_deductible" TO "family_deductible_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "family_deductible_cents" SET DATA TYPE bigint USING round("family_deductible_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "limit" TO "limit_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "limit_cents" SET DATA TYPE bigint USING round("limit_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "family_limit" TO "family_limit_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "family_limit_cents" SET DATA TYPE bigint USING round("family_limit_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "annual_maximum" TO "annual_maximum_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "annual_maximum_cents" SET DATA TYPE bigint USING round("annual_maximum_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "coverage_amount" TO "coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "coverage_amount_cents" SET DATA TYPE bigint USING round("coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "variable_coverage_amount_increment" TO "variable_coverage_amount_increment_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "variable_coverage_amount_increment_cents" SET DATA TYPE bigint USING round("variable_coverage_amount_increment_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "variable_coverage_amount_max" TO "variable_coverage_amount_max_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "variable_coverage_amount_max_cents" SET DATA TYPE bigint USING round("variable_coverage_amount_max_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "spouse_coverage_amount" TO "spouse_coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "spouse_coverage_amount_cents" SET DATA TYPE bigint USING round("spouse_coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "spouse_variable_coverage_amount_max" TO "spouse_variable_coverage_amount_max_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "spouse_variable_coverage_amount_max_cents" SET DATA TYPE bigint USING round("spouse_variable_coverage_amount_max_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "spouse_variable_coverage_amount_increment" TO "spouse_variable_coverage_amount_increment_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "spouse_variable_coverage_amount_increment_cents" SET DATA TYPE bigint USING round("spouse_variable_coverage_amount_increment_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "child_coverage_amount" TO "child_coverage_amount_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "child_coverage_amount_cents" SET DATA TYPE bigint USING round("child_coverage_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" RENAME COLUMN "max_benefit" TO "max_benefit_cents";--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "max_benefit_cents" SET DATA TYPE bigint USING round("max_benefit_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "renewal_contributions" RENAME COLUMN "employee_fixed_amount" TO "employee_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "renewal_contributions" ALTER COLUMN "employee_fixed_amount_cents" SET DATA TYPE bigint USING round("employee_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "renewal_contributions" RENAME COLUMN "dependent_fixed_amount" TO "dependent_fixed_amount_cents";--> statement-breakpoint
ALTER TABLE "renewal_contributions" ALTER COLUMN "dependent_fixed_amount_cents" SET DATA TYPE bigint USING round("dependent_fixed_amount_cents" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD COLUMN "employee_contribution_percentage" numeric;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD COLUMN "employee_contribution_cents" bigint;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD COLUMN "dependent_contribution_percentage" numeric;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" ADD COLUMN "dependent_contribution_cents" bigint;--> statement-breakpoint
UPDATE "bor_intake_plans" SET
  "employee_contribution_cents" = CASE WHEN "contribution_type" = 'fixed' AND btrim("employee_contribution") ~ '^-?[0-9]+(\.[0-9]+)?$' THEN round(btrim("employee_contribution")::numeric * 100)::bigint END,
  "employee_contribution_percentage" = CASE WHEN "contribution_type" <> 'fixed' AND btrim("employee_contribution") ~ '^-?[0-9]+(\.[0-9]+)?$' THEN btrim("employee_contribution")::numeric END,
  "dependent_contribution_cents" = CASE WHEN "contribution_type" = 'fixed' AND btrim("dependent_contribution") ~ '^-?[0-9]+(\.[0-9]+)?$' THEN round(btrim("dependent_contribution")::numeric * 100)::bigint END,
  "dependent_contribution_percentage" = CASE WHEN "contribution_type" <> 'fixed' AND btrim("dependent_contribution") ~ '^-?[0-9]+(\.[0-9]+)?$' THEN btrim("dependent_contribution")::numeric END;--> statement-breakpoint
ALTER TABLE "bor_intake_plans" DROP COLUMN "employee_contribution";--> statement-breakpoint
ALTER TABLE "bor_intake_plans" DROP COLUMN "dependent_contribution";--> statement-breakpoint
UPDATE "ben_admin_leads" SET "contributions" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(e) = 'object' THEN
      (e - 'employeeFixedAmount' - 'dependentFixedAmount') || jsonb_build_object(
        'employeeFixedAmountCents', CASE WHEN jsonb_typeof(e -> 'employeeFixedAmount') = 'number' THEN to_jsonb(round((e ->> 'employeeFixedAmount')::numeric * 100)::bigint) WHEN jsonb_typeof(e -> 'employeeFixedAmount') = 'string' AND btrim(e ->> 'employeeFixedAmount') ~ '^-?[0-9]+(\.[0-9]+)?$' THEN to_jsonb(round(btrim(e ->> 'employeeFixedAmount')::numeric * 100)::bigint) ELSE 'null'::jsonb END,
        'dependentFixedAmountCents', CASE WHEN jsonb_typeof(e -> 'dependentFixedAmount') = 'number' THEN to_jsonb(round((e ->> 'dependentFixedAmount')::numeric * 100)::bigint) WHEN jsonb_typeof(e -> 'dependentFixedAmount') = 'string' AND btrim(e ->> 'dependentFixedAmount') ~ '^-?[0-9]+(\.[0-9]+)?$' THEN to_jsonb(round(btrim(e ->> 'dependentFixedAmount')::numeric * 100)::bigint) ELSE 'null'::jsonb END)
    ELSE e END ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements("contributions") WITH ORDINALITY AS list(e, ord)
)
WHERE jsonb_typeof("contributions") = 'array';--> statement-breakpoint
UPDATE "bor_applications" SET "company_contributions" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(e) = 'object' THEN
      (e - 'employeeFixedAmount' - 'dependentFixedAmount') || jsonb_build_object(
        'employeeFixedAmountCents', CASE WHEN jsonb_typeof(e -> 'employeeFixedAmount') = 'number' THEN to_jsonb(round((e ->> 'employeeFixedAmount')::numeric * 100)::bigint) WHEN jsonb_typeof(e -> 'employeeFixedAmount') = 'string' AND btrim(e ->> 'employeeFixedAmount') ~ '^-?[0-9]+(\.[0-9]+)?$' THEN to_jsonb(round(btrim(e ->> 'employeeFixedAmount')::numeric * 100)::bigint) ELSE 'null'::jsonb END,
        'dependentFixedAmountCents', CASE WHEN jsonb_typeof(e -> 'dependentFixedAmount') = 'number' THEN to_jsonb(round((e ->> 'dependentFixedAmount')::numeric * 100)::bigint) WHEN jsonb_typeof(e -> 'dependentFixedAmount') = 'string' AND btrim(e ->> 'dependentFixedAmount') ~ '^-?[0-9]+(\.[0-9]+)?$' THEN to_jsonb(round(btrim(e ->> 'dependentFixedAmount')::numeric * 100)::bigint) ELSE 'null'::jsonb END)
    ELSE e END ORDER BY ord), '[]'::jsonb)
  FROM jsonb_array_elements("company_contributions") WITH ORDINALITY AS list(e, ord)
)
WHERE jsonb_typeof("company_contributions") = 'array';--> statement-breakpoint
ALTER TABLE "ben_admin_leads" ALTER COLUMN "contributions" SET DEFAULT '[{"name":"All employees","employeePercentage":50,"dependentPercentage":0,"employeeFixedAmountCents":null,"dependentFixedAmountCents":null}]'::jsonb;--> statement-breakpoint
ALTER TABLE "bor_applications" ALTER COLUMN "company_contributions" SET DEFAULT '[{"employeePercentage":50,"dependentPercentage":0,"employeeFixedAmountCents":null,"dependentFixedAmountCents":null,"active":true}]'::jsonb;
