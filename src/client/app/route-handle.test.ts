import { describe, expect, it } from 'vitest';
import { routeAreaAt } from './route-handle';
import { routes } from './router';

describe('routeAreaAt', () => {
  it.each([
    ['/login', { area: 'other', adminMode: false }],
    ['/no-such-page', { area: 'other', adminMode: false }],
    ['/admin/outbox', { area: 'other', adminMode: false }],
    ['/employee-application', { area: 'employee', adminMode: false }],
    ['/employee-application/no-such-step', { area: 'employee', adminMode: false }],
    ['/company-admin/employee-application/f-1', { area: 'employee', adminMode: true }],
    ['/employee-dashboard/view-coverage', { area: 'employee', adminMode: false }],
    ['/company-admin/employee-dashboard/f-1/mobile-id-cards', { area: 'employee', adminMode: true }],
    ['/employer-dashboard/manage-employees', { area: 'employer', adminMode: false }],
    ['/switch-company', { area: 'employer', adminMode: false }],
  ])('%s is %o', (pathname, expected) => {
    expect(routeAreaAt(routes, pathname)).toEqual(expected);
  });

  it('takes the deepest area and admin mode from any ancestor', () => {
    const table = [
      {
        path: 'a',
        handle: { area: 'employer', adminMode: true },
        children: [{ path: 'b', handle: { area: 'employee' }, children: [{ path: 'c' }] }],
      },
    ];
    expect(routeAreaAt(table, '/a/b/c')).toEqual({ area: 'employee', adminMode: true });
  });
});
