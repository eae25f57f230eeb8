import { describe, expect, it } from 'vitest';
import { CARRIER_LISTS, OTHER_CARRIER_ID } from './carriers';
import {
  CARRIERS_WITH_GROUP_ID_GUIDANCE,
  GROUP_ID_GUIDANCE_DEFAULT,
  groupIdGuidance,
} from './group-id-guidance';

describe('groupIdGuidance', () => {
  it('sends UnitedHealthcare groups to the card', () => {
    expect(groupIdGuidance('unitedhealthcare', null)).toContain('on your UnitedHealthcare member ID card');
    expect(groupIdGuidance('unitedhealthcare', 'TX')).toBe(groupIdGuidance('unitedhealthcare', null));
  });

  it('names Oxford for UnitedHealthcare in New York, New Jersey and Connecticut', () => {
    for (const state of ['NY', 'nj', ' CT '])
      expect(groupIdGuidance('unitedhealthcare', state)).toContain('Oxford');
    expect(groupIdGuidance('unitedhealthcare', 'PA')).not.toContain('Oxford');
  });

  it('sends Kaiser groups to the bill, since the card shows only the medical record number', () => {
    const text = groupIdGuidance('kaiser', null);
    expect(text).toContain('medical record number');
    expect(text).toContain('bill');
  });

  it("names the Kaiser region of the employer's state", () => {
    expect(groupIdGuidance('kaiser', 'MD')).toContain('Mid-Atlantic States');
    expect(groupIdGuidance('kaiser', 'DC')).toContain('Mid-Atlantic States');
    expect(groupIdGuidance('kaiser', 'GA')).toContain('Georgia');
    expect(groupIdGuidance('kaiser', 'CA')).toContain('Northern California or Southern California');
    expect(groupIdGuidance('kaiser', 'TX')).toBe(groupIdGuidance('kaiser', null));
  });

  it('warns Blue plans against the member ID and mentions Empire for Anthem in New York', () => {
    expect(groupIdGuidance('bcbs-texas', 'TX')).toContain('three-character prefix');
    expect(groupIdGuidance('anthem', 'NY')).toContain('Empire');
    expect(groupIdGuidance('anthem', 'OH')).not.toContain('Empire');
  });

  it('points life and disability carriers to the group policy number', () => {
    expect(groupIdGuidance('unum', null)).toContain('group policy number');
    expect(groupIdGuidance('the-hartford', 'CA')).toContain('no ID cards');
    expect(groupIdGuidance('metlife', null)).toContain('dental and vision');
  });

  it('gives the default for Other, unknown ids and the carriers without an entry', () => {
    expect(groupIdGuidance(OTHER_CARRIER_ID, 'NY')).toBe(GROUP_ID_GUIDANCE_DEFAULT);
    expect(groupIdGuidance('nope', null)).toBe(GROUP_ID_GUIDANCE_DEFAULT);
    expect(groupIdGuidance('constructor', null)).toBe(GROUP_ID_GUIDANCE_DEFAULT);
    expect(groupIdGuidance('oscar', 'TX')).toBe(GROUP_ID_GUIDANCE_DEFAULT);
    expect(GROUP_ID_GUIDANCE_DEFAULT).toContain('monthly bill');
  });

  it('has entries only for carriers on some list', () => {
    const ids = new Set(Object.values(CARRIER_LISTS).flatMap((list) => list.map((c) => c.id)));
    for (const id of CARRIERS_WITH_GROUP_ID_GUIDANCE) expect(ids.has(id), id).toBe(true);
  });

  it('gives every Blue on the medical list the Blue guidance or its own', () => {
    for (const c of CARRIER_LISTS.medical.filter((c) => /Blue/.test(c.name)))
      expect(groupIdGuidance(c.id, null), c.id).not.toBe(GROUP_ID_GUIDANCE_DEFAULT);
  });
});
