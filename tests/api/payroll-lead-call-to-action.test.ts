/**
 * The payroll lead landing page's call (docs/spec/3 §7, decision 0059): public; the partner's name and branding from
 * the partners table by slug; an unknown partner 404; bad input 400 at its field; the company token looked up
 * only for a signed-in caller, with every company_id_token call's rules.
 */
import { DEMO_COMPANIES } from '@server/db/seed';
import { DEMO_PARTNERS } from '@server/db/seed/partners-and-contacts';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';

const suite = apiSuite();
const { admin, nyAdmin, employee } = suite.cast;
const URL = '/api/v2/payroll_lead_call_to_action';
const anonymous = (query: string) => suite.app.inject({ method: 'GET', url: `${URL}${query}` });
const harborview = DEMO_COMPANIES.harborview!;

describe('GET /api/v2/payroll_lead_call_to_action', () => {
  it("answers a known partner's name and branding to anyone, signed out too", async () => {
    const res = await anonymous('?partner=paycove');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      partner_name: DEMO_PARTNERS.paycove.name,
      partner_slug: 'paycove',
      partner_logo: expect.stringMatching(/^data:image\/svg\+xml/),
      color: DEMO_PARTNERS.paycove.color,
      company_name: null,
    });
    const other = await anonymous('?partner=ledgerline');
    expect(other.json().partner_name).toBe(DEMO_PARTNERS.ledgerline.name);
    // The slug as an address may carry it, in capitals.
    expect((await anonymous('?partner=PayCove')).json().partner_slug).toBe('paycove');
  });

  it('answers an unknown partner 404 with a clear message at the field', async () => {
    const res = await anonymous('?partner=no-such-partner');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      error: 'We do not work with that partner. Check the link the partner gave you.',
      fieldErrors: { partner: 'We do not work with that partner. Check the link the partner gave you.' },
    });
  });

  it.each([
    ['no partner', '', 'partner'],
    ['an empty partner', '?partner=', 'partner'],
    ['a partner with a slash', '?partner=pay%2Fcove', 'partner'],
    ['a partner with SQL', "?partner=paycove'%20or%201=1--", 'partner'],
    ['a partner too long', `?partner=${'a'.repeat(65)}`, 'partner'],
    ['a partner with a zero byte', '?partner=pay%00cove', 'partner'],
    ['a token too long', `?partner=paycove&company_id_token=${'a'.repeat(65)}`, 'company_id_token'],
    ['a token with a control character', '?partner=paycove&company_id_token=ab%07cd', 'company_id_token'],
  ])('refuses %s with 400 at its field', async (_name, query, field) => {
    const res = await anonymous(query);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors ?? {})).toContain(field);
  });

  it('does not look a company token up for a signed-out caller (the answer is the same for any token)', async () => {
    const real = await anonymous(`?partner=paycove&company_id_token=${harborview.idToken}`);
    const made = await anonymous('?partner=paycove&company_id_token=0000000000000000ffff');
    expect(real.statusCode).toBe(200);
    expect(made.statusCode).toBe(200);
    expect(real.json()).toEqual(made.json());
    expect(real.json().company_name).toBeNull();
  });

  it('names the company for a signed-in caller who manages it, by token or its 16-character prefix', async () => {
    const whole = await admin.get(`${URL}?partner=paycove&company_id_token=${harborview.idToken}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().company_name).toBe(harborview.name);
    const prefix = await admin.get(
      `${URL}?partner=paycove&company_id_token=${harborview.idToken.slice(0, 16)}`,
    );
    expect(prefix.json().company_name).toBe(harborview.name);
    // Without a token, no company is named (not even the caller's active one).
    expect((await admin.get(`${URL}?partner=paycove`)).json().company_name).toBeNull();
  });

  it("refuses a signed-in caller another company's token (403) and an unknown token (404)", async () => {
    const other = await nyAdmin.get(`${URL}?partner=paycove&company_id_token=${harborview.idToken}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().company_name).toBeUndefined();
    const ownEmployee = await employee.get(`${URL}?partner=paycove&company_id_token=${harborview.idToken}`);
    expect(ownEmployee.statusCode).toBe(403);
    const unknown = await admin.get(`${URL}?partner=paycove&company_id_token=0000000000000000ffff`);
    expect(unknown.statusCode).toBe(404);
  });
});
