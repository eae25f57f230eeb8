import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_LIFE_STATUSES } from '../enums';
import {
  describeLifeQuote,
  formatDailyPrice,
  LIFE_CARRIER_STEP_LABELS,
  LIFE_STATUS_LINES,
  lifeCardFor,
} from './card-states';
import { LIFE_CARRIER_STEPS } from './carrier-states';

describe('the term life card for a status (docs/spec/2 §4)', () => {
  it('shows the start card with Get Started and no status line without an application or at initial_quote_created', () => {
    for (const status of [null, 'initial_quote_created'] as const)
      expect(lifeCardFor(status)).toEqual({
        card: 'start',
        buttonLabel: 'Get Started',
        showsPolicyId: false,
        statusLine: null,
      });
  });

  it.each([
    ['application_incomplete', 'Continue Application'],
    ['application_incomplete_fallback_shown', 'Continue Application'],
    ['application_complete_action_needed', 'Continue Application'],
    ['application_complete_pending_underwriting', 'Review Application'],
    ['offer_pending', 'Review Application'],
    ['covered', 'View Coverage'],
  ] as const)('%s: the status card reads %s, with its status line', (status, buttonLabel) => {
    expect(lifeCardFor(status)).toEqual({
      card: 'status',
      buttonLabel,
      showsPolicyId: status === 'covered',
      statusLine: LIFE_STATUS_LINES[status],
    });
  });

  it('has a status line for every state', () => {
    for (const status of INDIVIDUAL_LIFE_STATUSES) expect(LIFE_STATUS_LINES[status]).toMatch(/\S/);
  });

  it('names every step the carrier can take, each differently', () => {
    const targets = new Set(Object.values(LIFE_CARRIER_STEPS).flat());
    for (const status of targets) expect(LIFE_CARRIER_STEP_LABELS[status]).toMatch(/\S/);
    const labels = Object.values(LIFE_CARRIER_STEP_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('how the card writes a quote', () => {
  it('writes coverage and term, and the price per day (docs/spec/2 §9)', () => {
    expect(describeLifeQuote(500_000, 20)).toBe('$500,000 for 20 years');
    expect(describeLifeQuote(1_000_000, 10)).toBe('$1,000,000 for 10 years');
    expect(formatDailyPrice(0.83)).toBe('$0.83 / day');
    expect(formatDailyPrice(1.1)).toBe('$1.10 / day');
    expect(formatDailyPrice(12.07)).toBe('$12.07 / day');
  });
});
