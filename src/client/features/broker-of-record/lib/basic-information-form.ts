import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import { INSURANCE_TYPES, type InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import {
  type BorCompanyProfile,
  borCompanyProfileFieldsSchema,
  borIntakeSchema,
  checkIntake,
} from '@shared/schemas/broker-of-record';
import { ALWAYS_REFINE } from '@shared/schemas/fields';
import { z } from 'zod';
import type { UpdateCompanyProfileBody } from '../api/company-profile';

/*
 * Basic information (standard mode) and the embedded company information and insurance plans pages: the
 * company fields and the plan rows per insurance type as the form holds them, checked by the shared schemas
 * (borCompanyProfileFieldsSchema, checkIntake) at the same paths the server answers.
 */

export type PlanRowValues = {
  id: string;
  planName: string;
  insuranceCompany: string;
  otherInsuranceCompany: string;
  groupIDNumber: string;
};

export type CompanyFieldValues = {
  name: string;
  contactName: string;
  contactTitle: string;
  email: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
  contactPhoneNumber: string;
  partnerPrimaryPhoneNumber: string;
  partnerPrimaryEmail: string;
  /** Typed as XX-XXXXXXX; empty keeps the one on file. */
  fein: string;
};

export type PlansValues = { plans: Record<InsuranceType, PlanRowValues[]> };
export type BasicInformationValues = CompanyFieldValues & PlansValues;

/** A new plan row's id: the first segment of a generated unique id (docs/spec/3 §9). */
export function newPlanRowId(): string {
  return crypto.randomUUID().split('-')[0]!;
}

export function newPlanRow(): PlanRowValues {
  return {
    id: newPlanRowId(),
    planName: '',
    insuranceCompany: '',
    otherInsuranceCompany: '',
    groupIDNumber: '',
  };
}

export function toCompanyFieldValues(profile: BorCompanyProfile): CompanyFieldValues {
  return {
    name: profile.name,
    contactName: profile.contactName,
    contactTitle: profile.contactTitle,
    email: profile.email,
    address1: profile.address1,
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
    contactPhoneNumber: profile.contactPhoneNumber,
    partnerPrimaryPhoneNumber: profile.partnerPrimaryPhoneNumber,
    partnerPrimaryEmail: profile.partnerPrimaryEmail,
    fein: '',
  };
}

/** The saved plans per type; medical always has a row (an empty one to fill in when none is saved). */
export function toPlansValues(profile: BorCompanyProfile): PlansValues {
  const saved = profile.borApplicationIntake.plans;
  const plans = Object.fromEntries(
    INSURANCE_TYPES.map((type) => [
      type,
      (saved[type] ?? []).map((row) => ({
        id: row.id,
        planName: row.planName,
        insuranceCompany: row.insuranceCompany,
        otherInsuranceCompany: row.otherInsuranceCompany,
        groupIDNumber: row.groupIDNumber,
      })),
    ]),
  ) as Record<InsuranceType, PlanRowValues[]>;
  if (plans.medical.length === 0) plans.medical = [newPlanRow()];
  return { plans };
}

export function toBasicInformationValues(profile: BorCompanyProfile): BasicInformationValues {
  return { ...toCompanyFieldValues(profile), ...toPlansValues(profile) };
}

/** The types the form shows: medical always, then every type with a row, in the list's order. */
export function shownTypes(plans: Partial<Record<InsuranceType, unknown[]>>): InsuranceType[] {
  return INSURANCE_TYPES.filter((type) => type === 'medical' || (plans[type]?.length ?? 0) > 0);
}

/** The types 'Add an insurance type' still offers (each once). */
export function addableTypes(plans: Partial<Record<InsuranceType, unknown[]>>): InsuranceType[] {
  const shown = new Set(shownTypes(plans));
  return INSURANCE_TYPES.filter((type) => !shown.has(type));
}

/** The company fields' schema; the FEIN is required when none is on file (the letters print it). */
export function companyFieldsSchema(feinOnFile: boolean) {
  return borCompanyProfileFieldsSchema.superRefine((values, ctx) => {
    if (!feinOnFile && values.fein === '')
      ctx.addIssue({ code: 'custom', path: ['fein'], message: BOR_MESSAGES.feinRequired });
  }, ALWAYS_REFINE);
}

/** The plans' schema: every type's rows, with the intake's rules (medical required, Other named, …). */
export const plansSchema = z.object({ plans: borIntakeSchema.shape.plans }).superRefine((values, ctx) => {
  if (typeof values.plans !== 'object' || values.plans === null) return;
  for (const issue of checkIntake({ plans: values.plans }))
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}, ALWAYS_REFINE);

/** Basic information: the company fields and the plans together. */
export function basicInformationSchema(feinOnFile: boolean) {
  return z
    .object({ ...borCompanyProfileFieldsSchema.shape, plans: borIntakeSchema.shape.plans })
    .superRefine((values, ctx) => {
      if (!feinOnFile && values.fein === '')
        ctx.addIssue({ code: 'custom', path: ['fein'], message: BOR_MESSAGES.feinRequired });
      if (typeof values.plans !== 'object' || values.plans === null) return;
      for (const issue of checkIntake({ plans: values.plans }))
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }, ALWAYS_REFINE);
}

/** The rows as the save sends them: every type (an absent one as no rows), each row's own fields only. */
export function toIntake(plans: Partial<Record<InsuranceType, PlanRowValues[]>>) {
  return {
    plans: Object.fromEntries(
      INSURANCE_TYPES.map((type) => [
        type,
        (plans[type] ?? []).map((row) => ({
          id: row.id,
          planName: row.planName,
          insuranceCompany: row.insuranceCompany,
          otherInsuranceCompany: row.insuranceCompany === 'other' ? row.otherInsuranceCompany : '',
          groupIDNumber: row.groupIDNumber,
        })),
      ]),
    ) as Record<InsuranceType, PlanRowValues[]>,
  };
}

/** The company fields as the save sends them (the FEIN only when typed). */
export function toCompanyBody(values: CompanyFieldValues): Omit<UpdateCompanyProfileBody, 'version'> {
  const { fein, ...rest } = values;
  return { ...rest, ...(fein.trim() !== '' ? { fein } : {}) };
}

/** POST update_company_profile for basic information: the company and the plans in one save. */
export function toBasicInformationBody(
  values: BasicInformationValues,
  version: number,
): UpdateCompanyProfileBody {
  return {
    version,
    ...toCompanyBody(values),
    borApplicationIntake: toIntake(values.plans),
  };
}
