import { isValidEin } from '@shared/domain/identifiers';
import { describe, expect, it } from 'vitest';
import { CARRIER_FEINS, CARRIERS } from './carriers-and-plans';

describe("the demo carriers' FEINs (decision 0069)", () => {
  it('gives every demo carrier a FEIN of the valid shape with an IRS prefix, none twice', () => {
    const keys = Object.keys(CARRIERS);
    expect(keys).toHaveLength(15);
    expect(Object.keys(CARRIER_FEINS).sort()).toEqual([...keys].sort());
    for (const fein of Object.values(CARRIER_FEINS)) expect(isValidEin(fein), fein).toBe(true);
    expect(new Set(Object.values(CARRIER_FEINS)).size).toBe(keys.length);
  });
});
