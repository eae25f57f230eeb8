import { computeAgeOnIso } from '../dates/dates';
import type { DependentType, YesNo } from '../enums';
import type { PricedMember, PricingCensus } from './types';

/** A person as stored: ISO birth date, tobacco answer. */
export interface CensusPerson {
  id: string;
  bornAt: string;
  tobaccoUser?: YesNo | null;
}

/** A dependent as stored. */
export interface CensusDependent extends CensusPerson {
  dependentType: DependentType;
}

/** Builds the census to price: each member's age on the coverage effective date (ISO dates), tobacco Yes = user. */
export function buildPricingCensus(
  employee: CensusPerson,
  dependents: readonly CensusDependent[],
  effectiveDateIso: string,
  extras: Omit<PricingCensus, 'employee' | 'dependents'> = {},
): PricingCensus {
  const toMember = (p: CensusPerson, relationship: PricedMember['relationship']): PricedMember => ({
    id: p.id,
    relationship,
    age: Math.max(0, computeAgeOnIso(p.bornAt, effectiveDateIso)),
    isTobaccoUser: p.tobaccoUser === 'Yes',
  });
  return {
    employee: toMember(employee, 'employee'),
    dependents: dependents.map((d) => toMember(d, d.dependentType)),
    annualSalaryDollars: extras.annualSalaryDollars ?? null,
    coverageAmountDollars: extras.coverageAmountDollars ?? null,
    spouseCoverageAmountDollars: extras.spouseCoverageAmountDollars ?? null,
  };
}
