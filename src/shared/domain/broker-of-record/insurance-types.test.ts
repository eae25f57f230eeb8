import { describe, expect, it } from 'vitest';
import { INSURANCE_TYPE_LABELS, INSURANCE_TYPES, isInsuranceType } from './insurance-types';

describe('insurance types', () => {
  it('are the seven of docs/spec/3 §9, medical first', () => {
    expect(INSURANCE_TYPES).toEqual([
      'medical',
      'dental',
      'vision',
      'termLife',
      'wholeLife',
      'shortTermDisability',
      'longTermDisability',
    ]);
  });

  it('each has a label people read', () => {
    expect(INSURANCE_TYPE_LABELS.medical).toBe('Medical');
    expect(INSURANCE_TYPE_LABELS.termLife).toBe('Term Life');
    expect(INSURANCE_TYPE_LABELS.shortTermDisability).toBe('Short Term Disability');
    expect(Object.keys(INSURANCE_TYPE_LABELS).sort()).toEqual([...INSURANCE_TYPES].sort());
  });

  it('recognises the types and nothing else', () => {
    expect(isInsuranceType('wholeLife')).toBe(true);
    expect(isInsuranceType('life')).toBe(false);
    expect(isInsuranceType('Medical')).toBe(false);
  });
});
