import { describe, expect, it } from 'vitest';
import {
  CARRIER_LISTS,
  carrierDisplayName,
  carrierName,
  carriersFor,
  isKnownCarrier,
  OTHER_CARRIER_ID,
} from './carriers';
import { INSURANCE_TYPES } from './insurance-types';

describe('carrier pick-lists', () => {
  it('have the sizes docs/spec/3 §3 gives: about 55 medical, 21 life and 12 disability carriers', () => {
    expect(carriersFor('medical')).toHaveLength(55);
    expect(carriersFor('termLife')).toHaveLength(21);
    expect(carriersFor('wholeLife')).toBe(carriersFor('termLife'));
    expect(carriersFor('shortTermDisability')).toHaveLength(12);
    expect(carriersFor('longTermDisability')).toBe(carriersFor('shortTermDisability'));
  });

  it('give dental and vision the medical list plus their specialists', () => {
    const medicalIds = carriersFor('medical').map((c) => c.id);
    const dentalIds = carriersFor('dental').map((c) => c.id);
    const visionIds = carriersFor('vision').map((c) => c.id);
    expect(dentalIds).toEqual(expect.arrayContaining([...medicalIds, 'delta-dental', 'guardian', 'metlife']));
    expect(visionIds).toEqual(expect.arrayContaining([...medicalIds, 'vsp', 'eyemed']));
    expect(dentalIds).not.toContain('vsp');
    expect(visionIds).not.toContain('delta-dental');
  });

  it.each(Object.entries(CARRIER_LISTS))(
    '%s: ids are unique slugs, names unique, alphabetical, no blank or Other',
    (_, list) => {
      const ids = list.map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(ids).not.toContain(OTHER_CARRIER_ID);
      expect(list.every((c) => c.name.trim() !== '')).toBe(true);
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    },
  );

  it('names a carrier the same way on every list it is on (one id, one company)', () => {
    const names = new Map<string, string>();
    for (const list of Object.values(CARRIER_LISTS))
      for (const c of list) {
        expect(names.get(c.id) ?? c.name).toBe(c.name);
        names.set(c.id, c.name);
      }
  });

  it('holds the carriers the issue names', () => {
    expect(carrierName('medical', 'unitedhealthcare')).toBe('UnitedHealthcare');
    expect(carrierName('medical', 'kaiser')).toBe('Kaiser Permanente');
    expect(carrierName('termLife', 'metlife')).toBe('MetLife');
    expect(carrierName('longTermDisability', 'unum')).toBe('Unum');
    expect(carrierName('vision', 'vsp')).toBe('VSP Vision Care');
  });

  it('answers undefined for an id the type’s list lacks, and "Other" for the Other entry', () => {
    expect(carrierName('medical', 'unum')).toBeUndefined();
    expect(carrierName('termLife', 'kaiser')).toBeUndefined();
    expect(carrierName('dental', OTHER_CARRIER_ID)).toBe('Other');
  });

  it('knows the listed ids and Other, for every type, and nothing else', () => {
    for (const type of INSURANCE_TYPES) {
      expect(isKnownCarrier(type, OTHER_CARRIER_ID)).toBe(true);
      expect(isKnownCarrier(type, carriersFor(type)[0]!.id)).toBe(true);
      expect(isKnownCarrier(type, '')).toBe(false);
      expect(isKnownCarrier(type, 'Aetna')).toBe(false);
    }
    expect(isKnownCarrier('shortTermDisability', 'aetna')).toBe(false);
  });

  it('displays the typed name for Other and the list name otherwise', () => {
    expect(carrierDisplayName('medical', OTHER_CARRIER_ID, '  Curative ')).toBe('Curative');
    expect(carrierDisplayName('medical', OTHER_CARRIER_ID, ' ')).toBeUndefined();
    expect(carrierDisplayName('medical', 'aetna', 'ignored')).toBe('Aetna');
  });
});
