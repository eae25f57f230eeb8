import { describe, expect, it } from 'vitest';
import { COVERAGE_TYPES } from '../enums';
import { isDecliningAllCoverage, isDecliningCoverage } from './declination';

const ALL_NINE = COVERAGE_TYPES;

describe('isDecliningCoverage', () => {
  it('is true when medical, dental or vision is declined', () => {
    expect(isDecliningCoverage(ALL_NINE, { medical: 'Yes', dental: 'Yes', vision: 'No' })).toBe(true);
    expect(isDecliningCoverage(ALL_NINE, { medical: 'No' })).toBe(true);
    expect(isDecliningCoverage(ALL_NINE, { dental: 'No', medical: 'Yes' })).toBe(true);
  });

  it('is false when only ancillary lines are declined', () => {
    expect(
      isDecliningCoverage(ALL_NINE, { medical: 'Yes', dental: 'Yes', vision: 'Yes', whole_life: 'No' }),
    ).toBe(false);
  });

  it('ignores answers for lines the company does not offer', () => {
    expect(isDecliningCoverage(['dental', 'life'], { medical: 'No', dental: 'Yes', life: 'Yes' })).toBe(
      false,
    );
  });

  it('is true when every answered line is declined, even ancillary only', () => {
    expect(isDecliningCoverage(['life', 'accident'], { life: 'No', accident: 'No' })).toBe(true);
  });

  it('is false before anything is answered', () => {
    expect(isDecliningCoverage(ALL_NINE, {})).toBe(false);
  });
});

describe('isDecliningAllCoverage', () => {
  it('needs at least one answer and every answer No', () => {
    expect(isDecliningAllCoverage(ALL_NINE, {})).toBe(false);
    expect(isDecliningAllCoverage(ALL_NINE, { medical: 'No', dental: 'No' })).toBe(true);
    expect(isDecliningAllCoverage(ALL_NINE, { medical: 'No', dental: 'Yes' })).toBe(false);
  });
});
