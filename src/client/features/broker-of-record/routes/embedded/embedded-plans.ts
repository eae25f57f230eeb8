import { carrierDisplayName } from '@shared/domain/broker-of-record/carriers';
import {
  INSURANCE_TYPE_LABELS,
  INSURANCE_TYPES,
  type InsuranceType,
} from '@shared/domain/broker-of-record/insurance-types';
import type { BorCompanyProfile, BorPlan, BorPlanRow } from '@shared/schemas/broker-of-record';

/** One saved plan of the application, with its place and how the screens name it. */
export interface ProfilePlan {
  type: InsuranceType;
  index: number;
  plan: BorPlan;
  /** "Medical plan: Kaiser Gold 20 (Kaiser Permanente)". */
  title: string;
}

/** The application's saved plans, type by type in the form's order. */
export function listProfilePlans(profile: BorCompanyProfile): ProfilePlan[] {
  return INSURANCE_TYPES.flatMap((type) =>
    profile.borApplicationIntake.plans[type].map((plan, index) => {
      const carrier = carrierDisplayName(type, plan.insuranceCompany, plan.otherInsuranceCompany);
      const name = plan.planName || carrier || `Plan ${index + 1}`;
      const suffix = plan.planName && carrier ? ` (${carrier})` : '';
      return { type, index, plan, title: `${INSURANCE_TYPE_LABELS[type]} plan: ${name}${suffix}` };
    }),
  );
}

/** The types that have saved plans. */
export function listPlanTypes(profile: BorCompanyProfile): InsuranceType[] {
  return INSURANCE_TYPES.filter((t) => profile.borApplicationIntake.plans[t].length > 0);
}

/**
 * The saved plans as update_company_profile's intake rows (the save replaces the plans, so a step that changes
 * one part of them sends them whole), `change` giving each row's new parts.
 */
export function toIntakePlans(
  profile: BorCompanyProfile,
  change: (type: InsuranceType, index: number, plan: BorPlan) => Partial<BorPlanRow> = () => ({}),
): Partial<Record<InsuranceType, BorPlanRow[]>> {
  return Object.fromEntries(
    listPlanTypes(profile).map((type) => [
      type,
      profile.borApplicationIntake.plans[type].map((plan, index) => ({
        id: plan.id,
        planName: plan.planName,
        insuranceCompany: plan.insuranceCompany,
        otherInsuranceCompany: plan.otherInsuranceCompany,
        groupIDNumber: plan.groupIDNumber,
        contributions:
          plan.contributions?.typeOfContribution != null
            ? {
                typeOfContribution: plan.contributions.typeOfContribution,
                employee: plan.contributions.employee,
                dependent: plan.contributions.dependent,
              }
            : null,
        accounts: plan.accounts,
        ...change(type, index, plan),
      })),
    ]),
  );
}
