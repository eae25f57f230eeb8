import { describe, expect, it } from 'vitest';
import { isOfferedQuote, type LifeApplicant, quoteTermLife, suggestedCoverageRange } from './quotes';

const man30: LifeApplicant = { age: 30, gender: 'male', tobaccoUser: false };

describe('term life quotes', () => {
  it('prices a 30-year-old man without tobacco near the published averages', () => {
    const q = quoteTermLife(man30).find((x) => x.coverage === 500_000 && x.term === 20)!;
    // 500 × $0.55 + $60 fee = $335 a year = 92 cents a day (about $28 a month).
    expect(q.dailyPriceCents).toBe(Math.ceil(33_500 / 365));
    expect(q.dailyPriceCents).toBe(92);
  });

  it('offers every coverage and term the age allows', () => {
    expect(quoteTermLife(man30)).toHaveLength(9);
    // At 55 the 30-year term (last issued at 50) is gone.
    const at55 = quoteTermLife({ ...man30, age: 55 });
    expect(new Set(at55.map((q) => q.term))).toEqual(new Set([10, 20]));
    expect(quoteTermLife({ ...man30, age: 60 }).map((q) => q.term)).toEqual([10, 20, 10, 20, 10, 20]);
  });

  it('quotes nobody outside ages 20 to 60', () => {
    expect(quoteTermLife({ ...man30, age: 19 })).toEqual([]);
    expect(quoteTermLife({ ...man30, age: 61 })).toEqual([]);
    expect(quoteTermLife({ ...man30, age: 20 }).length).toBeGreaterThan(0);
  });

  it('charges women less, tobacco users more, longer terms more, older applicants more', () => {
    const price = (a: Partial<LifeApplicant>, term: 10 | 20 | 30 = 20) =>
      quoteTermLife({ ...man30, ...a }).find((q) => q.coverage === 500_000 && q.term === term)!
        .dailyPriceCents;
    expect(price({ gender: 'female' })).toBeLessThan(price({}));
    expect(price({ tobaccoUser: true })).toBeGreaterThan(2 * price({}));
    expect(price({}, 30)).toBeGreaterThan(price({}, 20));
    expect(price({}, 10)).toBeLessThan(price({}, 20));
    expect(price({ age: 45 })).toBeGreaterThan(price({ age: 40 }));
  });

  it("quotes the man's rate when no gender is on file", () => {
    expect(quoteTermLife({ ...man30, gender: null })).toEqual(quoteTermLife(man30));
  });

  it('accepts only a quote offered today', () => {
    const [first] = quoteTermLife(man30);
    expect(isOfferedQuote(man30, first!)).toBe(true);
    expect(isOfferedQuote(man30, { ...first!, dailyPriceCents: first!.dailyPriceCents - 1 })).toBe(false);
    expect(isOfferedQuote({ ...man30, age: 52 }, { coverage: 500_000, term: 30, dailyPriceCents: 1 })).toBe(
      false,
    );
  });

  it('suggests 5 to 10 times the salary', () => {
    expect(suggestedCoverageRange(60_000)).toEqual({ from: 300_000, to: 600_000 });
    expect(suggestedCoverageRange(null)).toBeNull();
    expect(suggestedCoverageRange(0)).toBeNull();
  });
});
