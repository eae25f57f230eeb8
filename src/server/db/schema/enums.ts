import { APPLICATION_REVIEW_STATUSES } from '@shared/domain/application-review/application-review';
import { BANK_ACCOUNT_TYPES, ENTITY_TYPES } from '@shared/domain/company-settings/company-settings';
import {
  BENEFICIARY2_TYPES,
  BENEFITS_DECISIONS,
  CONTRIBUTION_STRATEGIES,
  CONTRIBUTION_TYPES,
  COVERAGE_TYPES,
  DEPENDENT_TYPES,
  EMPLOYEE_TYPES,
  EMPLOYMENT_STATUSES,
  GENDERS,
  HEALTH_ACCOUNT_STATUSES,
  HEALTH_ACCOUNT_TYPES,
  INDIVIDUAL_APPLICATION_STATUSES,
  INDIVIDUAL_ENROLLMENT_STATUSES,
  INDIVIDUAL_SEGMENTS,
  INVITATION_KINDS,
  MARITAL_STATUSES,
  OPEN_ENROLLMENT_SETUP_STATUSES,
  PAY_FREQUENCIES,
  POLICY_STATES,
  PRICING_TYPES,
  RENEWAL_STATUSES,
  SEGMENTS,
  SERVICE_LINES,
  SETUP_UPLOAD_KINDS,
  WAITING_PERIODS,
  YES_NO,
} from '@shared/domain/enums';
import { INTEGRATION_KINDS, INTEGRATION_STATUSES } from '@shared/domain/integrations/integrations';
import { CHANGE_FLAGS, TAX_TREATMENTS } from '@shared/domain/payroll/deductions';
import { CANCELLATION_REASONS } from '@shared/domain/policy-cancellation/policy-cancellation';
import { ROLES } from '@shared/roles';
import { pgEnum } from 'drizzle-orm/pg-core';

// Database enums take the shared `as const` tuples, so zod, the client and the database agree.
export const roleEnum = pgEnum('role', ROLES);
export const applicationReviewStatusEnum = pgEnum('application_review_status', APPLICATION_REVIEW_STATUSES);
export const membershipRoleEnum = pgEnum('membership_role', ['benefits_admin', 'broker']);
export const coverageTypeEnum = pgEnum('coverage_type', COVERAGE_TYPES);
export const segmentEnum = pgEnum('segment', SEGMENTS);
export const pricingTypeEnum = pgEnum('pricing_type', PRICING_TYPES);
export const contributionTypeEnum = pgEnum('contribution_type', CONTRIBUTION_TYPES);
export const contributionStrategyEnum = pgEnum('contribution_strategy', CONTRIBUTION_STRATEGIES);
export const policyStateEnum = pgEnum('policy_state', POLICY_STATES);
export const employeeTypeEnum = pgEnum('employee_type', EMPLOYEE_TYPES);
export const employmentStatusEnum = pgEnum('employment_status', EMPLOYMENT_STATUSES);
export const benefitsDecisionEnum = pgEnum('benefits_decision', BENEFITS_DECISIONS);
export const invitationKindEnum = pgEnum('invitation_kind', INVITATION_KINDS);
export const maritalStatusEnum = pgEnum('marital_status', MARITAL_STATUSES);
export const dependentTypeEnum = pgEnum('dependent_type', DEPENDENT_TYPES);
export const genderEnum = pgEnum('gender', GENDERS);
export const yesNoEnum = pgEnum('yes_no', YES_NO);
export const beneficiary2TypeEnum = pgEnum('beneficiary2_type', BENEFICIARY2_TYPES);
export const healthAccountStatusEnum = pgEnum('health_account_status', HEALTH_ACCOUNT_STATUSES);
export const healthAccountTypeEnum = pgEnum('health_account_type', HEALTH_ACCOUNT_TYPES);
export const individualApplicationStatusEnum = pgEnum(
  'individual_application_status',
  INDIVIDUAL_APPLICATION_STATUSES,
);
export const payFrequencyEnum = pgEnum('pay_frequency', PAY_FREQUENCIES);
export const waitingPeriodEnum = pgEnum('waiting_period', WAITING_PERIODS);
/** How a plan_rates row is applied; see docs/decisions/0002-data-model.md. */
export const rateUnitEnum = pgEnum('rate_unit', [
  'age21_base', // medical age rating: the age-21 base premium, times the CMS factor
  'monthly_premium', // a flat monthly premium for a tier or an age band
  'per_thousand', // life: per $1,000 of coverage, by age band
  'per_10_weekly_benefit', // short term disability: per $10 of weekly benefit
  'per_100_monthly_payroll', // long term disability: per $100 of covered monthly salary
]);
export const rateMemberEnum = pgEnum('rate_member', ['any', 'employee', 'spouse', 'child']);
export const supportContactKindEnum = pgEnum('support_contact_kind', ['broker', 'benefits_administration']);
/** Self-paid individual plans offered after the application (docs/spec/1 §2 upsell). */
export const individualPlanTypeEnum = pgEnum('individual_plan_type', [
  'individual_dental',
  'individual_vision',
]);
/** Who an individual plan covers (docs/spec/3 §3 dependentEnrollmentDental / Vision). */
export const individualSegmentEnum = pgEnum('individual_segment', INDIVIDUAL_SEGMENTS);
/** The individual application's own state (decision 0043): being filled in, then awaiting the carrier's signature. */
export const individualEnrollmentStatusEnum = pgEnum(
  'individual_enrollment_status',
  INDIVIDUAL_ENROLLMENT_STATUSES,
);
export const entityTypeEnum = pgEnum('entity_type', ENTITY_TYPES);
export const bankAccountTypeEnum = pgEnum('bank_account_type', BANK_ACCOUNT_TYPES);

/** Payroll deductions (decision 0032): before or after tax, and a line's change against the last export. */
export const taxTreatmentEnum = pgEnum('tax_treatment', TAX_TREATMENTS);
export const payrollChangeEnum = pgEnum('payroll_change', CHANGE_FLAGS);
export const integrationKindEnum = pgEnum('integration_kind', INTEGRATION_KINDS);
export const integrationStatusEnum = pgEnum('integration_status', INTEGRATION_STATUSES);
export const cancellationReasonEnum = pgEnum('cancellation_reason', CANCELLATION_REASONS);
export const serviceLineEnum = pgEnum('service_line', SERVICE_LINES);
export const renewalStatusEnum = pgEnum('renewal_status', RENEWAL_STATUSES);
export const openEnrollmentSetupStatusEnum = pgEnum(
  'open_enrollment_setup_status',
  OPEN_ENROLLMENT_SETUP_STATUSES,
);
export const setupUploadKindEnum = pgEnum('setup_upload_kind', SETUP_UPLOAD_KINDS);
