/**
 * One clock (issue 37 item 2, decision 0084): "today" is the calendar date of the app's clock in the company's
 * time zone. The clock is set at 23:30 on New Year's Eve in Honolulu (2026-12-31T23:30-10:00), which is already
 * 2027-01-01 09:30 in UTC and 04:30 in New York: a Hawaiian company is still in December, a New York one is in
 * January. With a UTC "today" both would be in January and the Hawaiian assertions below would fail.
 */
import { companies, invoices, renewals } from '@server/db/schema';
import { runWithClock } from '@server/lib/clock';
import { completeDueRenewals } from '@server/modules/renewal/renewals/renewals-writes.service';
import { todayIn } from '@shared/domain/dates/clock';
import { timeZoneForState } from '@shared/domain/dates/time-zones';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createSignedRenewal } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { testClock } from '../helpers/clock';
import { demoPasswordHash } from '../helpers/test-app';

const LATE_NEW_YEARS_EVE_IN_HAWAII = '2026-12-31T23:30:00-10:00';
const clock = testClock(LATE_NEW_YEARS_EVE_IN_HAWAII);
const suite = apiSuite({ clock, signIn: false });

/** A company in `state` with a plan year from July 2026, and its administrator signed in. */
async function companyIn(state: string) {
  const { company } = await createCompany(suite.db, {
    state,
    policy: { status: 'enrolled', effectiveAt: '2026-07-01', renewalAt: '2027-07-01' },
  });
  const admin = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return { company, agent: await suite.loginAs(admin.email) };
}

describe("a company's today", () => {
  it('is the calendar date in its time zone, which the company gets from its state', async () => {
    expect(todayIn('Pacific/Honolulu', clock)).toBe('2026-12-31');
    expect(todayIn('UTC', clock)).toBe('2027-01-01');
    const { company } = await companyIn('HI');
    expect(company.timeZone).toBe('Pacific/Honolulu');
    expect(timeZoneForState('NY')).toBe('America/New_York');
  });

  it("bills a Hawaiian company's months by the Hawaiian date: January is issued on December 31, February is not", async () => {
    const hawaii = await companyIn('HI');
    const res = await hawaii.agent.get(`/api/v1/companies/${hawaii.company.id}/invoices`);
    expect(res.statusCode).toBe(200);
    const months = res
      .json()
      .invoices.map((i: { month: string }) => i.month)
      .sort();
    // Billed a month in advance: by December 31 the invoices of July to January are out; February's is issued
    // on January 1, which in Honolulu has not come (in UTC it has).
    expect(months.at(-1)).toBe('2027-01-01');
    expect(months).not.toContain('2027-02-01');

    // The same instant in New York is January 1: February's invoice is out.
    const newYork = await companyIn('NY');
    const there = await newYork.agent.get(`/api/v1/companies/${newYork.company.id}/invoices`);
    expect(there.statusCode).toBe(200);
    expect(there.json().invoices.map((i: { month: string }) => i.month)).toContain('2027-02-01');

    const stored = await suite.db
      .select({ month: invoices.periodStart })
      .from(invoices)
      .where(eq(invoices.companyId, hawaii.company.id));
    expect(stored.map((r) => r.month)).not.toContain('2027-02-01');
  });

  it("starts a Hawaiian company's renewed plan year on January 1 in Honolulu, not at midnight UTC", async () => {
    const made = await createSignedRenewal(suite.db, suite.cipher, {
      passwordHash: await demoPasswordHash(),
    });
    await suite.db
      .update(companies)
      .set({ state: 'HI', timeZone: 'Pacific/Honolulu' })
      .where(eq(companies.id, made.company.id));
    const status = async () =>
      (
        await suite.db
          .select({ status: renewals.status })
          .from(renewals)
          .where(eq(renewals.id, made.renewal.id))
      )[0]?.status;
    // The job runs on the app's clock, as the job queue runs it (plugins/jobs.ts).
    const runJob = () => runWithClock(suite.app.clock, () => completeDueRenewals(suite.db));

    clock.set(LATE_NEW_YEARS_EVE_IN_HAWAII);
    await runJob();
    expect(await status()).toBe('signed');

    // Half an hour later it is January 1 in Honolulu: the renewal takes effect.
    clock.set('2027-01-01T00:30:00-10:00');
    expect(await runJob()).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe('completed');
    clock.set(LATE_NEW_YEARS_EVE_IN_HAWAII);
  });
});
