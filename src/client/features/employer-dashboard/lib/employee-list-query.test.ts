import { describe, expect, it } from 'vitest';
import { readEmployeeListQuery, writeEmployeeListQuery } from './employee-list-query';

const DEFAULTS = { tab: 'active', search: '', sort: 'name', direction: 'asc', page: 1, pageSize: 25 };

describe('readEmployeeListQuery', () => {
  it('opens the Active tab, by name, page 1 of 25, when the address says nothing', () => {
    expect(readEmployeeListQuery(new URLSearchParams())).toEqual(DEFAULTS);
  });
  it('reads each value from the address', () => {
    const params = new URLSearchParams('tab=terminated&q=carter&sort=hiredAt&dir=desc&page=3&size=50');
    expect(readEmployeeListQuery(params)).toEqual({
      tab: 'terminated',
      search: 'carter',
      sort: 'hiredAt',
      direction: 'desc',
      page: 3,
      pageSize: 50,
    });
  });
  it('falls back to the default of each value it does not know, keeping the others', () => {
    const params = new URLSearchParams('tab=everyone&sort=salary&page=-2&size=7&q=ok');
    expect(readEmployeeListQuery(params)).toEqual({ ...DEFAULTS, search: 'ok' });
  });
});

describe('writeEmployeeListQuery', () => {
  const current = readEmployeeListQuery(new URLSearchParams('tab=invited&page=4'));
  it('starts a new tab, search or sort at page 1 and leaves defaults out of the address', () => {
    const params = writeEmployeeListQuery(new URLSearchParams('company_id_token=abc'), current, {
      search: 'li',
    });
    expect(params.toString()).toBe('company_id_token=abc&tab=invited&q=li');
    expect(writeEmployeeListQuery(new URLSearchParams(), current, { tab: 'active' }).toString()).toBe('');
  });
  it('keeps the rest when only the page changes', () => {
    expect(writeEmployeeListQuery(new URLSearchParams(), current, { page: 5 }).toString()).toBe(
      'tab=invited&page=5',
    );
  });
});
