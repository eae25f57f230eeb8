/**
 * Individual term life (issue 14 item 3, decision 0044): quotes from the shared table for the employee's age,
 * gender and tobacco use; applying with an offered quote answers the carrier's address; the application's status
 * moves along docs/spec/2 §4 through the offline carrier's step; other employees and companies are refused, and a
 * refused request writes nothing.
 */
import { individualLifeApplications } from '@server/db/schema';
import { quoteTermLife } from '@shared/domain/individual-life/quotes';
import { INDIVIDUAL_LIFE_MESSAGES } from '@shared/schemas/individual-life';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();

/** Someone born this many years ago today, give or take a day. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

async function makeEmployee(age: number, overrides: Record<string, unknown> = {}) {
  const { company } = await createCompany(suite.db);
  const passwordHash = await demoPasswordHash();
  const made = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    overrides: {
      bornAt: bornYearsAgo(age),
      gender: 'female',
      tobaccoUser: 'No',
      annualSalaryCents: 6_000_000,
      ...overrides,
    },
  });
  const admin = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  return {
    company,
    form: made.form,
    employee: await suite.loginAs(made.account.email),
    admin: await suite.loginAs(admin.email),
    url: (path: string) => `/api/v2/employee_forms/${made.form.id}/${path}`,
  };
}

const rows = (formId: string) =>
  suite.db
    .select()
    .from(individualLifeApplications)
    .where(eq(individualLifeApplications.employeeFormId, formId));

describe('GET individual-life-quote', () => {
  it("quotes the employee's age, gender and tobacco use from the shared table, with the 5–10× suggestion", async () => {
    const e = await makeEmployee(35);
    const res = await e.employee.get(e.url('individual-life-quote'));
    expect(res.statusCode, res.body).toBe(200);
    const expected = quoteTermLife({ age: 35, gender: 'female', tobaccoUser: false });
    expect(res.json()).toEqual({
      quotes: expected.map((q) => ({
        coverage: q.coverage,
        term: q.term,
        daily_price: q.dailyPriceCents / 100,
      })),
      suggestedCoverage: { from: 300_000, to: 600_000 },
      isShown: true,
    });
  });

  it('shows no card and no quotes at 61, or when individual applications are hidden', async () => {
    const old = await makeEmployee(61);
    expect((await old.employee.get(old.url('individual-life-quote'))).json()).toMatchObject({
      quotes: [],
      isShown: false,
    });
    const hidden = await makeEmployee(30, { hideIndividualApplications: true });
    expect((await hidden.employee.get(hidden.url('individual-life-quote'))).json()).toMatchObject({
      quotes: [],
      isShown: false,
    });
  });

  it("refuses another employee (404) and another company's administrator (403); the company's administrator may read", async () => {
    const e = await makeEmployee(30);
    const other = await makeEmployee(30);
    // Employees get 404 for someone else's form, so ids cannot be probed; company users 403 (decision 0003).
    expect((await other.employee.get(e.url('individual-life-quote'))).statusCode).toBe(404);
    expect((await other.admin.get(e.url('individual-life-quote'))).statusCode).toBe(403);
    expect((await e.admin.get(e.url('individual-life-quote'))).statusCode).toBe(200);
  });
});

describe('POST individual-life-apply and the application', () => {
  it('applies with an offered quote, answers the carrier address, and the card reads the status', async () => {
    const e = await makeEmployee(30);
    const { quotes } = (await e.employee.get(e.url('individual-life-quote'))).json();
    const chosen = quotes.find(
      (q: { coverage: number; term: number }) => q.coverage === 500_000 && q.term === 20,
    );
    const applied = await e.employee.send('POST', e.url('individual-life-apply'), { apply: chosen });
    expect(applied.statusCode, applied.body).toBe(200);
    const { url } = applied.json();
    expect(url).toMatch(/^\/individual-life\/carrier\/[\w-]+$/);
    const [row] = await rows(e.form.id);
    expect(row).toMatchObject({ status: 'application_incomplete', coverage: 500_000, termYears: 20 });
    expect((await e.employee.get(e.url('individual-life-application'))).json()).toEqual({
      individualLifeApplication: {
        status: 'application_incomplete',
        coverage: 500_000,
        term: 20,
        daily_price: chosen.daily_price,
        version: 1,
      },
      individualLifePolicy: null,
      linkToCarrierApplication: url,
    });
    // Applying again once under way answers the same address and changes nothing.
    const again = await e.employee.send('POST', e.url('individual-life-apply'), { apply: quotes[0] });
    expect(again.json()).toEqual({ url });
    expect(await rows(e.form.id)).toEqual([row]);
  });

  it('refuses a quote not offered, a malformed one, an ineligible age and another employee, writing nothing', async () => {
    const e = await makeEmployee(52);
    const [first] = (await e.employee.get(e.url('individual-life-quote'))).json().quotes;
    const cheaper = await e.employee.send('POST', e.url('individual-life-apply'), {
      apply: { ...first, daily_price: first.daily_price - 0.01 },
    });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().fieldErrors).toEqual({ apply: INDIVIDUAL_LIFE_MESSAGES.notOffered });
    // A 30-year term is not issued at 52.
    const term30 = await e.employee.send('POST', e.url('individual-life-apply'), {
      apply: { coverage: 500_000, term: 30, daily_price: 1 },
    });
    expect(term30.statusCode).toBe(400);
    const malformed = await e.employee.send('POST', e.url('individual-life-apply'), {
      apply: { coverage: 123, term: 7 },
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fieldErrors)).toEqual(
      expect.arrayContaining(['apply.coverage', 'apply.term', 'apply.daily_price']),
    );
    const other = await makeEmployee(30);
    expect(
      (await other.employee.send('POST', e.url('individual-life-apply'), { apply: first })).statusCode,
    ).toBe(404);
    const old = await makeEmployee(61);
    const tooOld = await old.employee.send('POST', old.url('individual-life-apply'), { apply: first });
    expect(tooOld.statusCode).toBe(409);
    expect(tooOld.json().error).toBe(INDIVIDUAL_LIFE_MESSAGES.notEligible);
    expect(await rows(e.form.id)).toEqual([]);
    expect(await rows(old.form.id)).toEqual([]);
  });

  it("moves along the carrier's steps to covered with a policy id; refuses a skipped step, a stale version and admin mode", async () => {
    const e = await makeEmployee(40);
    const [quote] = (await e.employee.get(e.url('individual-life-quote'))).json().quotes;
    await e.employee.send('POST', e.url('individual-life-apply'), { apply: quote });
    const step = (agent: typeof e.employee, version: number, status: string) =>
      agent.send('POST', e.url('individual-life-application/offline-carrier-step'), { version, status });
    const skipped = await step(e.employee, 1, 'covered');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().error).toBe(INDIVIDUAL_LIFE_MESSAGES.step);
    const asAdmin = await step(e.admin, 1, 'application_complete_pending_underwriting');
    expect(asAdmin.statusCode).toBe(403);
    expect((await step(e.employee, 1, 'application_complete_pending_underwriting')).statusCode).toBe(200);
    const stale = await step(e.employee, 1, 'offer_pending');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await step(e.employee, 2, 'offer_pending')).statusCode).toBe(200);
    const covered = await step(e.employee, 3, 'covered');
    expect(covered.statusCode).toBe(200);
    expect(covered.json().individualLifeApplication.status).toBe('covered');
    expect(covered.json().individualLifePolicy.policyID).toMatch(/^TL-/);
    // View Coverage opens the carrier's page, which shows the policy.
    expect(covered.json().linkToCarrierApplication).toMatch(/^\/individual-life\/carrier\//);
  });
});
