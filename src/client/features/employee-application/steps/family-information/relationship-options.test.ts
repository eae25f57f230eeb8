import { describe, expect, it } from 'vitest';
import { listRelationshipOptions } from './relationship-options';

describe('listRelationshipOptions', () => {
  it('offers every relationship while no other row is a spouse or partner', () => {
    expect(listRelationshipOptions(['child', ''], 1)).toEqual(['spouse', 'domestic_partner', 'child']);
  });
  it('offers the partner row all three', () => {
    expect(listRelationshipOptions(['child', 'spouse'], 1)).toEqual(['spouse', 'domestic_partner', 'child']);
  });
  it('offers other rows only Child', () => {
    expect(listRelationshipOptions(['domestic_partner', ''], 1)).toEqual(['child']);
  });
  it('keeps a second partner choice visible so its error can be read', () => {
    expect(listRelationshipOptions(['spouse', 'spouse'], 1)).toEqual(['spouse', 'child']);
  });
});
