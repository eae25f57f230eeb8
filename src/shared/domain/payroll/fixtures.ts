/** Named paycheck fixtures shared by the tests that price a plan year per paycheck. */

/** Twice a month for a whole plan year: 24 paychecks over 12 months. */
export const SEMIMONTHLY = {
  frequency: 'semimonthly' as const,
  fromCompanySchedule: true,
  paychecks: 24,
  coveredMonths: 12,
  firstPayDate: '2027-01-15',
  lastPayDate: '2027-12-31',
};
