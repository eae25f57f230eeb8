import type { Gender } from '../enums';
import { toCents } from '../money/money';
import { INDIVIDUAL_LIFE_MAX_AGE, INDIVIDUAL_LIFE_MIN_AGE } from '../offers/offers';

/*
 * Individual term life quotes (docs/spec/2 §2.7, §3 "Individual life: quote (coverage, term, daily_price)", §9 "price
 * shown per day"; decision 0044). A level-premium term policy's yearly premium is a rate per $1,000 of coverage
 * that rises with the age at issue, is lower for women, several times higher for tobacco users, and higher the
 * longer the term. The table below is ours, shaped on published averages of US term life prices for healthy
 * applicants in 2025–2026 (a 30-year-old man who does not use tobacco pays about $20–25 a month for $500,000 over
 * 20 years): a quote is an estimate the carrier's underwriting confirms, which the card says.
 */

/** Coverage amounts offered, in dollars (docs/spec/2 §9: "no medical exam for coverage up to $3M for most products"). */
export const LIFE_COVERAGES = [250_000, 500_000, 1_000_000] as const;
/** Level terms offered, in years. */
export const LIFE_TERMS = [10, 20, 30] as const;
export type LifeTerm = (typeof LIFE_TERMS)[number];

/** Yearly premium per $1,000 of coverage, 20-year term, man, no tobacco, by the first age of each band. */
const BASE_RATE_BY_AGE: ReadonlyArray<readonly [fromAge: number, perThousand: number]> = [
  [20, 0.5],
  [30, 0.55],
  [35, 0.7],
  [40, 1.05],
  [45, 1.6],
  [50, 2.6],
  [55, 4.2],
];
const TERM_FACTOR: Record<LifeTerm, number> = { 10: 0.72, 20: 1, 30: 1.65 };
const GENDER_FACTOR: Record<Gender, number> = { male: 1, female: 0.82 };
const TOBACCO_FACTOR = 2.8;
/** The oldest age at issue for each term: a term must end by 80 for 10 years, 80 for 20 and 80 for 30. */
const LAST_AGE_AT_ISSUE: Record<LifeTerm, number> = { 10: 70, 20: 60, 30: 50 };
/** Carriers charge a yearly policy fee on top of the rate. */
const POLICY_FEE_DOLLARS = 60;

export interface LifeQuote {
  /** Dollars of coverage. */
  coverage: number;
  /** Years. */
  term: LifeTerm;
  /** Cents a day (the yearly premium over 365 days, rounded up). */
  dailyPriceCents: number;
}

export interface LifeApplicant {
  age: number;
  gender: Gender | null;
  tobaccoUser: boolean;
}

/**
 * The quotes for an applicant: every coverage and term the age allows, cheapest first within each coverage.
 * None outside ages 20 to 60 (the card is not shown there). Without a gender on file the man's rate is quoted
 * (the higher one), so no quote is lower than the carrier's.
 */
export function quoteTermLife(applicant: LifeApplicant): LifeQuote[] {
  const { age } = applicant;
  if (!Number.isInteger(age) || age < INDIVIDUAL_LIFE_MIN_AGE || age > INDIVIDUAL_LIFE_MAX_AGE) return [];
  const band = [...BASE_RATE_BY_AGE].reverse().find(([from]) => age >= from);
  if (!band) return [];
  const perThousand =
    band[1] * GENDER_FACTOR[applicant.gender ?? 'male'] * (applicant.tobaccoUser ? TOBACCO_FACTOR : 1);
  const quotes: LifeQuote[] = [];
  for (const coverage of LIFE_COVERAGES)
    for (const term of LIFE_TERMS) {
      if (age > LAST_AGE_AT_ISSUE[term]) continue;
      const yearlyCents =
        toCents((coverage / 1000) * perThousand * TERM_FACTOR[term]) + toCents(POLICY_FEE_DOLLARS);
      quotes.push({ coverage, term, dailyPriceCents: Math.ceil(yearlyCents / 365) });
    }
  return quotes;
}

/** Whether a quote sent back is one the applicant is offered today (the apply call accepts only those). */
export function isOfferedQuote(applicant: LifeApplicant, quote: LifeQuote): boolean {
  return quoteTermLife(applicant).some(
    (q) =>
      q.coverage === quote.coverage && q.term === quote.term && q.dailyPriceCents === quote.dailyPriceCents,
  );
}

/** docs/spec/2 §9's rule of thumb: coverage of 5 to 10 times the yearly income (null without a salary). */
export function suggestedCoverageRange(annualSalary: number | null): { from: number; to: number } | null {
  if (annualSalary === null || !(annualSalary > 0)) return null;
  return { from: annualSalary * 5, to: annualSalary * 10 };
}
