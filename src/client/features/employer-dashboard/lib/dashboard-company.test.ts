import type { Session } from '@shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { dashboardCompany, dashboardNavSearch, readDashboardCompanyQuery } from './dashboard-company';

const ACME = {
  id: 'c-1',
  name: 'Acme Dental Group',
  idToken: 'tok-acme',
  state: 'CA',
  hasCancellationFormAccess: false,
  renewal: null,
};
const LONE_STAR = {
  id: 'c-2',
  name: 'Lone Star Logistics',
  idToken: '0123456789abcdef0123456789abcdef',
  state: 'TX',
};

const adminOfTwo = {
  companies: [ACME, LONE_STAR],
  activeCompany: { ...ACME, benefitsAdminConfigured: true, renewalDate: null },
} as Session;

describe('dashboardCompany', () => {
  it('shows the active company when no token is given', () => {
    expect(dashboardCompany(adminOfTwo, null)?.id).toBe(ACME.id);
  });

  it('shows the company named by the token when it is one of the account companies', () => {
    expect(dashboardCompany(adminOfTwo, LONE_STAR.idToken)?.id).toBe(LONE_STAR.id);
  });

  it("takes the token's 16-character prefix, as e-mailed links carry it", () => {
    const long = { ...LONE_STAR, idToken: 'abcdefghijklmnopqrstuvwxyz012345' };
    const session = { ...adminOfTwo, companies: [ACME, long] } as Session;
    expect(dashboardCompany(session, 'abcdefghijklmnop')?.id).toBe(LONE_STAR.id);
    expect(dashboardCompany(session, 'abcdefghijklmno')?.id).toBe(ACME.id);
  });

  it('ignores a token of a company the account does not manage', () => {
    expect(dashboardCompany(adminOfTwo, 'tok-other')?.id).toBe(ACME.id);
  });

  it("shows the company named by its token's 16-character prefix, as links carry it", () => {
    expect(dashboardCompany(adminOfTwo, { companyIdToken: '0123456789abcdef' })?.id).toBe(LONE_STAR.id);
    // A shorter piece could name several companies: ignored.
    expect(dashboardCompany(adminOfTwo, { companyIdToken: '0123' })?.id).toBe(ACME.id);
  });

  it('shows the company named by managed_company_profile_id when the account manages it', () => {
    expect(dashboardCompany(adminOfTwo, { managedCompanyProfileId: LONE_STAR.id })?.id).toBe(LONE_STAR.id);
    expect(dashboardCompany(adminOfTwo, { managedCompanyProfileId: 'c-other' })?.id).toBe(ACME.id);
  });

  it('reads both values from the address', () => {
    const params = new URLSearchParams('company_id_token=0123456789abcdef&managed_company_profile_id=c-1');
    expect(readDashboardCompanyQuery(params)).toEqual({
      companyIdToken: '0123456789abcdef',
      managedCompanyProfileId: 'c-1',
    });
  });

  it('has nothing to show without companies', () => {
    expect(dashboardCompany({ companies: [], activeCompany: null } as unknown as Session, null)).toBeNull();
  });
});

describe('dashboardNavSearch', () => {
  it("keeps the shown company's token prefix on the navigation when it is not the active company", () => {
    expect(dashboardNavSearch(adminOfTwo, { companyIdToken: LONE_STAR.idToken })).toBe(
      '?company_id_token=0123456789abcdef',
    );
    expect(dashboardNavSearch(adminOfTwo, { managedCompanyProfileId: LONE_STAR.id })).toBe(
      '?company_id_token=0123456789abcdef',
    );
  });
  it('carries nothing for the active company, or a value naming no company of the account', () => {
    expect(dashboardNavSearch(adminOfTwo, {})).toBe('');
    expect(dashboardNavSearch(adminOfTwo, { companyIdToken: ACME.idToken })).toBe('');
    expect(dashboardNavSearch(adminOfTwo, { companyIdToken: 'tok-other' })).toBe('');
  });
});
