import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeRateSheetError,
  RATE_SHEET_COLUMNS,
  type RateSheetResult,
  readRateSheet,
} from './rate-sheet';

const CURRENT = ['Gold PPO 500', 'Platinum HMO 10', 'Silver HMO 2000', 'Silver HSA PPO 2500'];
const fixture = readFileSync(
  path.resolve(__dirname, '../../../../tests/fixtures/rate-sheets/harborview-ca-2027.csv'),
  'utf8',
);

/** A sheet of the given rows under the full header (cells by column name). */
function sheet(...rows: Array<Partial<Record<(typeof RATE_SHEET_COLUMNS)[number], string>>>): string {
  const header = RATE_SHEET_COLUMNS.join(',');
  const lines = rows.map((row) => RATE_SHEET_COLUMNS.map((c) => row[c] ?? '').join(','));
  return [header, ...lines].join('\n');
}
const medical = { suite: 'A', line: 'medical', carrier: 'Blue Shield', plan_name: 'Gold', age21_rate: '500' };
const errorsOf = (result: RateSheetResult) => (result.ok ? [] : result.errors.map(describeRateSheetError));

describe('readRateSheet', () => {
  it('reads the CA fixture: three suites, shared plans once, base plans and mappings', () => {
    const result = readRateSheet(fixture, { currentMedicalPlanNames: CURRENT });
    expect(errorsOf(result)).toEqual([]);
    if (!result.ok) return;
    const { suites, plans, mappings } = result.sheet;
    expect(suites.map((s) => [s.name, s.position, s.plans.length])).toEqual([
      ['Renewal', 1, 9],
      ['Buy-down', 2, 6],
      ['Kaiser alternative', 3, 6],
    ]);
    // Silver HMO 2000, the dental PPO and VSP are in two or three suites: one plan each.
    expect(plans).toHaveLength(21 - 4);
    const gold = plans.find((p) => p.name === 'Gold PPO 500 (2027)')!;
    expect(gold).toMatchObject({
      pricingType: 'age',
      metalTier: 'Gold',
      deductible: 500,
      pcpVisit: '$25 copay',
    });
    expect(gold.rates).toEqual([{ unit: 'age21_base', rate: 512.38 }]);
    const dental = plans.find((p) => p.line === 'dental' && p.name === 'Delta Dental PPO 1500')!;
    expect(dental.pricingType).toBe('tier');
    expect(dental.rates).toHaveLength(4);
    const ltd = plans.find((p) => p.line === 'long_term_disability')!;
    expect(ltd).toMatchObject({
      salaryCoveragePercentage: 60,
      maxBenefit: 5000,
      benefitDuration: 'Social Security',
    });
    expect(ltd.rates[0]).toEqual({
      unit: 'per_100_monthly_payroll',
      member: 'employee',
      minAge: 0,
      maxAge: 39,
      rate: 0.18,
    });
    // The only dental plan of a suite is its base plan; the marked medical plan is.
    const renewal = suites[0]!;
    expect(renewal.plans.filter((p) => p.isBasePlan)).toHaveLength(6);
    expect(mappings.map((m) => [m.currentPlanName, m.items.length])).toEqual([
      ['Gold PPO 500', 3],
      ['Platinum HMO 10', 3],
      ['Silver HMO 2000', 3],
      ['Silver HSA PPO 2500', 3],
    ]);
  });

  it('reads tier-rated medical (NY style) and names rows and columns of every error at once', () => {
    const tiered = readRateSheet(
      sheet({
        ...medical,
        age21_rate: '',
        ee_only: '700',
        ee_spouse: '1400',
        ee_children: '1260',
        ee_family: '2030',
      }),
      { currentMedicalPlanNames: [] },
    );
    expect(tiered.ok && tiered.sheet.plans[0]!.pricingType).toBe('tier');

    const result = readRateSheet(
      sheet(
        { ...medical, ee_only: '700' },
        { ...medical, plan_name: 'Silver', age21_rate: 'abc', replaces_plan: 'Nope' },
        { suite: 'A', line: 'dental', carrier: 'Delta', plan_name: 'PPO', ee_only: '40' },
        { suite: 'A', line: 'cancer', carrier: 'X', plan_name: 'Y' },
        {
          suite: 'A',
          line: 'life',
          carrier: 'MetLife',
          plan_name: 'Life',
          unit_rates: '0-39:0.1; 45-99:0.2',
        },
      ),
      { currentMedicalPlanNames: ['Gold PPO 500'] },
    );
    expect(errorsOf(result)).toEqual([
      'Row 2, column age21_rate: give either an age-21 rate (age-rated) or the four tier rates (tier-rated), not both.',
      'Row 3, column age21_rate: enter an amount in dollars, like 1500 or 412.50 ("abc" is not).',
      'Row 3, column age21_rate: enter the age-21 rate, or the four tier rates ee_only, ee_spouse, ee_children and ee_family.',
      'Row 3, column replaces_plan: "Nope" is not a current medical plan; use one of "Gold PPO 500".',
      'Row 4, column ee_spouse: enter the monthly rate of this tier too.',
      'Row 4, column ee_children: enter the monthly rate of this tier too.',
      'Row 4, column ee_family: enter the monthly rate of this tier too.',
      'Row 5, column line: "cancer" is not a line; use medical, dental, vision, life, short_term_disability or long_term_disability.',
      'Row 6, column coverage_amount: required for this line.',
      'Row 6, column unit_rates: the bands must follow each other without gaps or overlaps (40 expected before 45-99:0.2).',
    ]);
  });

  it('refuses unknown and missing columns, a sixth suite, two base plans and a plan repeated with other values', () => {
    expect(
      errorsOf(readRateSheet('suite,line,plan,carrier\nA,medical,x,y', { currentMedicalPlanNames: [] })),
    ).toEqual([
      `Unknown column: "plan". The columns are ${RATE_SHEET_COLUMNS.join(', ')}.`,
      'Missing column: plan_name.',
    ]);
    expect(errorsOf(readRateSheet('', { currentMedicalPlanNames: [] }))).toEqual(['The file is empty.']);
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((suite) => ({ ...medical, suite }));
    expect(errorsOf(readRateSheet(sheet(...six), { currentMedicalPlanNames: [] }))).toEqual([
      'Row 7, column suite: a renewal has at most 5 suites.',
    ]);
    expect(
      errorsOf(
        readRateSheet(
          sheet(
            { ...medical, is_base_plan: 'yes' },
            { ...medical, plan_name: 'Silver', is_base_plan: 'yes' },
            { ...medical, plan_name: 'Bronze' },
            { ...medical, suite: 'B', age21_rate: '510' },
          ),
          { currentMedicalPlanNames: [] },
        ),
      ),
    ).toEqual([
      'Row 3, column is_base_plan: suite "A" already has a base medical plan (row 2).',
      'Row 5, column plan_name: this plan is on row 2 with other values; a plan in several suites repeats the same values.',
    ]);
    expect(
      errorsOf(
        readRateSheet(sheet(medical, { ...medical, plan_name: 'Silver' }), { currentMedicalPlanNames: [] }),
      ),
    ).toEqual(['Row 2, column is_base_plan: mark one medical plan of suite "A" as its base plan (yes).']);
  });
});
