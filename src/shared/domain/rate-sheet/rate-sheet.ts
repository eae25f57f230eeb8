import Papa from 'papaparse';
import type { Segment, ServiceLine } from '../enums';
import { SEGMENTS, SERVICE_LINES } from '../enums';

/*
 * The rate sheet operations load into a renewal (issue 13 item 2, decision 0036, docs/rate-sheet.md): a CSV file
 * with one row per plan of a suite. Read here, once, for the page's check and the server's load; every error of
 * every row at once, each naming its row (the header is row 1) and its column.
 */

/** Up to five renewal plan suites (docs/spec/3). */
export const MAX_RATE_SHEET_SUITES = 5;
export const MAX_RATE_SHEET_ROWS = 500;

/** The columns, in the template's order. */
export const RATE_SHEET_COLUMNS = [
  'suite',
  'line',
  'carrier',
  'plan_name',
  'is_base_plan',
  'replaces_plan',
  'metal_tier',
  'plan_type',
  'deductible',
  'pcp_visit',
  'annual_maximum',
  'preventive_care',
  'eye_exam',
  'lenses',
  'contacts',
  'coverage_amount',
  'salary_coverage_percentage',
  'max_benefit',
  'benefit_duration',
  'elimination_period',
  'age21_rate',
  'ee_only',
  'ee_spouse',
  'ee_children',
  'ee_family',
  'unit_rates',
] as const;
export type RateSheetColumn = (typeof RATE_SHEET_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly RateSheetColumn[] = ['suite', 'line', 'carrier', 'plan_name'];

/** The per-unit rate each ancillary line is priced by (plan_rates.unit). */
export const UNIT_BY_LINE = {
  life: 'per_thousand',
  short_term_disability: 'per_10_weekly_benefit',
  long_term_disability: 'per_100_monthly_payroll',
} as const;

export type RateSheetRate =
  | { unit: 'age21_base'; rate: number }
  | { unit: 'monthly_premium'; tier: Segment; rate: number }
  | {
      unit: (typeof UNIT_BY_LINE)[keyof typeof UNIT_BY_LINE];
      member: 'employee';
      minAge: number;
      maxAge: number;
      rate: number;
    };

/** A plan of the sheet: the first row that names it (a plan repeated in several suites is one plan). */
export interface RateSheetPlan {
  key: string;
  rowNumber: number;
  line: ServiceLine;
  carrier: string;
  name: string;
  pricingType: 'age' | 'tier';
  metalTier: string | null;
  planType: string | null;
  deductible: number | null;
  pcpVisit: string | null;
  annualMaximum: number | null;
  preventiveCare: string | null;
  eyeExam: string | null;
  lenses: string | null;
  contacts: string | null;
  coverageAmount: number | null;
  salaryCoveragePercentage: number | null;
  maxBenefit: number | null;
  benefitDuration: string | null;
  eliminationPeriod: string | null;
  rates: RateSheetRate[];
}

export interface RateSheetSuite {
  name: string;
  /** 1 to 5, in the order the suites first appear. */
  position: number;
  plans: Array<{ planKey: string; isBasePlan: boolean; rowNumber: number }>;
}

/** A current medical plan and the plan replacing it in each suite (medical_plan_mappings). */
export interface RateSheetMapping {
  currentPlanName: string;
  items: Array<{ suiteName: string; planKey: string }>;
}

export interface RateSheetError {
  /** The row in the file (the header is row 1); null for the file as a whole. */
  row: number | null;
  column: RateSheetColumn | null;
  message: string;
}

export type RateSheet = { suites: RateSheetSuite[]; plans: RateSheetPlan[]; mappings: RateSheetMapping[] };
export type RateSheetResult = { ok: true; sheet: RateSheet } | { ok: false; errors: RateSheetError[] };

/** What the sheet is read against: the current plan year's medical plans (replaces_plan names one). */
export interface RateSheetContext {
  currentMedicalPlanNames: readonly string[];
}

/** "Row 4, column ee_only: …" (or the message alone for the whole file). */
export function describeRateSheetError(error: RateSheetError): string {
  if (error.row === null) return error.message;
  return error.column
    ? `Row ${error.row}, column ${error.column}: ${error.message}`
    : `Row ${error.row}: ${error.message}`;
}

const normalizeHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** "Short Term Disability", "short-term disability" and "short_term_disability" all name the line. */
function readLine(value: string): ServiceLine | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const aliases: Record<string, ServiceLine> = { std: 'short_term_disability', ltd: 'long_term_disability' };
  return (SERVICE_LINES as readonly string[]).includes(key) ? (key as ServiceLine) : (aliases[key] ?? null);
}

/** Dollars as people write them: "1,500", "$1,500.00"; null for empty; NaN for anything else. */
function readDollars(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+(\.\d{1,4})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function readYesNo(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'no' || v === 'n' || v === 'false' || v === '0') return v === '' ? null : false;
  if (v === 'yes' || v === 'y' || v === 'true' || v === '1') return true;
  return null;
}

/** "0-39:0.12; 40-64:0.31; 65-99:0.80": per-unit rates by age band, ascending and without gaps or overlaps. */
function readUnitRates(value: string): Array<{ minAge: number; maxAge: number; rate: number }> | string {
  const bands: Array<{ minAge: number; maxAge: number; rate: number }> = [];
  for (const piece of value
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\d{1,3})\s*-\s*(\d{1,3})\s*:\s*\$?(\d+(?:\.\d{1,4})?)$/.exec(piece);
    if (!match) return `write each age band as min-max:rate, like 0-39:0.12; 40-99:0.31 ("${piece}" is not).`;
    const [minAge, maxAge, rate] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (minAge > maxAge) return `the band ${piece} ends before it starts.`;
    const last = bands.at(-1);
    if (last && minAge !== last.maxAge + 1)
      return `the bands must follow each other without gaps or overlaps (${last.maxAge + 1} expected before ${piece}).`;
    bands.push({ minAge, maxAge, rate });
  }
  if (bands.length === 0) return 'enter the per-unit rates by age band, like 0-39:0.12; 40-99:0.31.';
  return bands;
}

const TEXT_LIMIT = 120;

/** C0 and C1 controls and DEL (the server's textSchema refuses them in every other text). */
function hasControlCharacters(value: string): boolean {
  return Array.from(value).some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/**
 * Reads a rate sheet: the header names the columns (any order; suite, line, carrier and plan_name required; an
 * unknown column is refused), each row is a plan of a suite with its card fields and rates by line, a plan
 * repeated in several suites must repeat the same values, each suite has one base plan per line, and a
 * medical plan's replaces_plan names a current medical plan.
 */
export function readRateSheet(text: string, context: RateSheetContext): RateSheetResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes'))
    return fail([
      { row: null, column: null, message: 'The file is not a readable CSV file (a quote is not closed).' },
    ]);
  const records = parsed.data
    .map((cells, index) => ({ cells, rowNumber: index + 1 }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...body] = records;
  if (!header) return fail([{ row: null, column: null, message: 'The file is empty.' }]);

  const columns = header.cells.map(normalizeHeader);
  const fileErrors: RateSheetError[] = [];
  const known = RATE_SHEET_COLUMNS as readonly string[];
  const unknown = header.cells.filter((_, i) => !known.includes(columns[i]!));
  if (unknown.length > 0)
    fileErrors.push({
      row: null,
      column: null,
      message: `Unknown ${unknown.length === 1 ? 'column' : 'columns'}: ${unknown.map((c) => `"${c.trim()}"`).join(', ')}. The columns are ${RATE_SHEET_COLUMNS.join(', ')}.`,
    });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    fileErrors.push({
      row: null,
      column: null,
      message: `Missing ${missing.length === 1 ? 'column' : 'columns'}: ${missing.join(', ')}.`,
    });
  const repeated = [...new Set(columns.filter((c, i) => columns.indexOf(c) !== i))];
  if (repeated.length > 0)
    fileErrors.push({ row: null, column: null, message: `Repeated column: ${repeated.join(', ')}.` });
  if (body.length === 0) fileErrors.push({ row: null, column: null, message: 'The file has no plan rows.' });
  if (body.length > MAX_RATE_SHEET_ROWS)
    fileErrors.push({
      row: null,
      column: null,
      message: `The file has more than ${MAX_RATE_SHEET_ROWS} rows.`,
    });
  if (fileErrors.length > 0) return fail(fileErrors);

  const errors: RateSheetError[] = [];
  const plans = new Map<string, { plan: RateSheetPlan; signature: string }>();
  const suites: RateSheetSuite[] = [];
  const mappingItems: Array<{ current: string; suiteName: string; planKey: string; rowNumber: number }> = [];
  const currentNames = new Map(context.currentMedicalPlanNames.map((n) => [n.trim().toLowerCase(), n]));

  for (const record of body) {
    const row = record.rowNumber;
    const cell = (column: RateSheetColumn) => {
      const i = columns.indexOf(column);
      return i < 0 ? '' : (record.cells[i] ?? '').trim();
    };
    const rowErrors: RateSheetError[] = [];
    const err = (column: RateSheetColumn | null, message: string) => rowErrors.push({ row, column, message });

    const text = (column: RateSheetColumn, required = false): string | null => {
      const value = cell(column);
      if (value === '') {
        if (required) err(column, 'required.');
        return null;
      }
      if (value.length > TEXT_LIMIT) err(column, `at most ${TEXT_LIMIT} characters.`);
      else if (hasControlCharacters(value)) err(column, 'remove the control characters.');
      return value;
    };
    const dollars = (column: RateSheetColumn, required = false): number | null => {
      const value = readDollars(cell(column));
      if (value === null) {
        if (required) err(column, 'required for this line.');
        return null;
      }
      if (Number.isNaN(value)) {
        err(column, `enter an amount in dollars, like 1500 or 412.50 ("${cell(column)}" is not).`);
        return null;
      }
      return value;
    };

    const suiteName = text('suite', true);
    const lineValue = cell('line');
    const line = readLine(lineValue);
    if (!line)
      err(
        'line',
        lineValue === ''
          ? 'required.'
          : `"${lineValue}" is not a line; use medical, dental, vision, life, short_term_disability or long_term_disability.`,
      );
    const carrier = text('carrier', true);
    const name = text('plan_name', true);
    const base = cell('is_base_plan');
    const isBasePlan = readYesNo(base);
    if (base !== '' && isBasePlan === null) err('is_base_plan', 'write yes or no.');
    const replaces = text('replaces_plan');

    const plan: RateSheetPlan = {
      key: '',
      rowNumber: row,
      line: line ?? 'medical',
      carrier: carrier ?? '',
      name: name ?? '',
      pricingType: 'tier',
      metalTier: text('metal_tier'),
      planType: text('plan_type'),
      deductible: dollars('deductible'),
      pcpVisit: text('pcp_visit'),
      annualMaximum: dollars('annual_maximum'),
      preventiveCare: text('preventive_care'),
      eyeExam: text('eye_exam'),
      lenses: text('lenses'),
      contacts: text('contacts'),
      coverageAmount: dollars('coverage_amount', line === 'life'),
      salaryCoveragePercentage: null,
      maxBenefit: dollars('max_benefit', line === 'short_term_disability' || line === 'long_term_disability'),
      benefitDuration: text('benefit_duration'),
      eliminationPeriod: text('elimination_period'),
      rates: [],
    };
    const percent = cell('salary_coverage_percentage').replace(/%$/, '').trim();
    if (percent !== '') {
      const value = /^\d{1,3}(\.\d{1,2})?$/.test(percent) ? Number(percent) : Number.NaN;
      if (Number.isNaN(value) || value <= 0 || value > 100)
        err('salary_coverage_percentage', 'enter a percentage from 1 to 100, like 60.');
      else plan.salaryCoveragePercentage = value;
    } else if (line === 'short_term_disability' || line === 'long_term_disability')
      err('salary_coverage_percentage', 'required for this line.');

    // Rates by line: an age-21 base (age-rated medical) or four tiers (tier-rated medical, dental, vision),
    // per-unit age bands for life and disability. A rate of another kind than the line's is refused.
    const age21 = dollars('age21_rate');
    const tiers = SEGMENTS.map((tier) => ({ tier, rate: dollars(tier) }));
    const tierCount = tiers.filter((t) => t.rate !== null).length;
    const unitRates = cell('unit_rates');
    if (line === 'medical' || line === 'dental' || line === 'vision') {
      if (unitRates !== '') err('unit_rates', 'per-unit rates are for life and disability plans.');
      if (line === 'medical' && age21 !== null && tierCount > 0)
        err(
          'age21_rate',
          'give either an age-21 rate (age-rated) or the four tier rates (tier-rated), not both.',
        );
      else if (line === 'medical' && age21 !== null) {
        if (age21 <= 0) err('age21_rate', 'must be more than 0.');
        plan.pricingType = 'age';
        plan.rates.push({ unit: 'age21_base', rate: age21 });
      } else {
        if (line !== 'medical' && age21 !== null) err('age21_rate', 'age-21 rates are for medical plans.');
        if (tierCount === 0 && !(line !== 'medical' && age21 !== null))
          err(
            line === 'medical' ? 'age21_rate' : 'ee_only',
            line === 'medical'
              ? 'enter the age-21 rate, or the four tier rates ee_only, ee_spouse, ee_children and ee_family.'
              : 'enter the four tier rates ee_only, ee_spouse, ee_children and ee_family.',
          );
        for (const t of tiers)
          if (tierCount > 0 && t.rate === null) err(t.tier, 'enter the monthly rate of this tier too.');
          else if (t.rate !== null) plan.rates.push({ unit: 'monthly_premium', tier: t.tier, rate: t.rate });
      }
    } else if (line) {
      // Per-unit rates by age band are the engine's age pricing of these lines (to-priced-plan.ts).
      plan.pricingType = 'age';
      if (age21 !== null) err('age21_rate', 'age-21 rates are for medical plans.');
      for (const t of tiers)
        if (t.rate !== null) err(t.tier, 'tier rates are for medical, dental and vision.');
      const bands = readUnitRates(unitRates);
      if (typeof bands === 'string')
        err('unit_rates', unitRates === '' ? `required for ${line.replaceAll('_', ' ')}.` : bands);
      else for (const b of bands) plan.rates.push({ unit: UNIT_BY_LINE[line], member: 'employee', ...b });
    }
    if (replaces !== null) {
      if (line !== 'medical') err('replaces_plan', 'only a medical plan replaces a current plan.');
      else if (!currentNames.has(replaces.toLowerCase()))
        err(
          'replaces_plan',
          context.currentMedicalPlanNames.length === 0
            ? 'the company has no current medical plan to replace; leave it empty.'
            : `"${replaces}" is not a current medical plan; use one of ${context.currentMedicalPlanNames.map((n) => `"${n}"`).join(', ')}.`,
        );
    }

    if (rowErrors.length > 0 || !line || !suiteName || !carrier || !name) {
      errors.push(...rowErrors);
      continue;
    }

    plan.key = `${line}|${carrier.toLowerCase()}|${name.toLowerCase()}`;
    const { key: _key, rowNumber: _row, ...values } = plan;
    const signature = JSON.stringify(values);
    const seen = plans.get(plan.key);
    if (seen && seen.signature !== signature) {
      errors.push({
        row,
        column: 'plan_name',
        message: `this plan is on row ${seen.plan.rowNumber} with other values; a plan in several suites repeats the same values.`,
      });
      continue;
    }
    if (!seen) plans.set(plan.key, { plan, signature });

    let suite = suites.find((s) => s.name.toLowerCase() === suiteName.toLowerCase());
    if (!suite) {
      if (suites.length === MAX_RATE_SHEET_SUITES) {
        errors.push({
          row,
          column: 'suite',
          message: `a renewal has at most ${MAX_RATE_SHEET_SUITES} suites.`,
        });
        continue;
      }
      suite = { name: suiteName, position: suites.length + 1, plans: [] };
      suites.push(suite);
    }
    if (suite.plans.some((p) => p.planKey === plan.key)) {
      errors.push({ row, column: 'plan_name', message: `this plan is already in suite "${suite.name}".` });
      continue;
    }
    suite.plans.push({ planKey: plan.key, isBasePlan: isBasePlan === true, rowNumber: row });
    if (replaces !== null)
      mappingItems.push({
        current: currentNames.get(replaces.toLowerCase())!,
        suiteName: suite.name,
        planKey: plan.key,
        rowNumber: row,
      });
  }

  const planOf = (key: string) => plans.get(key)!.plan;
  // One base plan per line of each suite: the one marked, or the line's only plan.
  for (const suite of suites) {
    for (const line of SERVICE_LINES) {
      const entries = suite.plans.filter((p) => planOf(p.planKey).line === line);
      const marked = entries.filter((p) => p.isBasePlan);
      if (marked.length > 1)
        errors.push({
          row: marked[1]!.rowNumber,
          column: 'is_base_plan',
          message: `suite "${suite.name}" already has a base ${line.replaceAll('_', ' ')} plan (row ${marked[0]!.rowNumber}).`,
        });
      else if (marked.length === 0 && entries.length === 1) entries[0]!.isBasePlan = true;
      else if (marked.length === 0 && entries.length > 1)
        errors.push({
          row: entries[0]!.rowNumber,
          column: 'is_base_plan',
          message: `mark one ${line.replaceAll('_', ' ')} plan of suite "${suite.name}" as its base plan (yes).`,
        });
    }
  }
  // A current plan is replaced by one plan in each suite.
  const mappings: RateSheetMapping[] = [];
  for (const item of mappingItems) {
    let mapping = mappings.find((m) => m.currentPlanName === item.current);
    if (!mapping) {
      mapping = { currentPlanName: item.current, items: [] };
      mappings.push(mapping);
    }
    if (mapping.items.some((i) => i.suiteName === item.suiteName))
      errors.push({
        row: item.rowNumber,
        column: 'replaces_plan',
        message: `another plan of suite "${item.suiteName}" already replaces "${item.current}".`,
      });
    else mapping.items.push({ suiteName: item.suiteName, planKey: item.planKey });
  }

  if (errors.length > 0) return fail(errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)));
  return { ok: true, sheet: { suites, plans: [...plans.values()].map((p) => p.plan), mappings } };
}

function fail(errors: RateSheetError[]): RateSheetResult {
  return { ok: false, errors };
}
