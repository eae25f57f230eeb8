/**
 * The renewal on the employer dashboard (decision 0040): the session names, for each company of the account,
 * where its renewal stands (none, setup due, processing, open with its packages, signed), so the dashboard's
 * navigation and Home card need no read of their own. Companies are made here with the factories; the demo's
 * Juniper Landscape Co. is read as the seed leaves it.
 */
import { companyPolicies, renewals } from '@server/db/schema';
import { readRenewalSummaries } from '@server/modules/renewal/renewals/renewals.service';
import type { RenewalSummary, Session } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMembership,
  createCompany,
  createCompanyAdministrator,
  createRenewal,
  createSignedRenewal,
} from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { createRenewalCompany } from '../helpers/renewal-company';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();
const { admin: demoAdmin, employee: demoEmployee } = suite.cast;

/** An ISO day `days` from today (the stage of a plan year in force depends on today). */
function isoFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A company whose plan year in force (enrolled) renews `days` from today. */
function companyRenewingIn(days: number) {
  return createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: isoFromToday(days - 365), renewalAt: isoFromToday(days) },
  });
}

describe('the renewal summary in the session', () => {
  it("names each company's stage: none, setup due, processing, open with its packages, signed", async () => {
    const passwordHash = await demoPasswordHash();
    const far = await companyRenewingIn(200);
    const due = await companyRenewingIn(60);
    // Due by date, but a plan year after it exists already: nothing to set up.
    const followed = await companyRenewingIn(60);
    await suite.db.insert(companyPolicies).values({
      companyId: followed.company.id,
      status: 'upcoming',
      effectiveAt: followed.policy.renewalAt,
      typeOfContribution: 'percentage',
    });
    const processing = await companyRenewingIn(40);
    await createRenewal(suite.db, {
      companyId: processing.company.id,
      currentCompanyPolicyId: processing.policy.id,
      effectiveAt: processing.policy.renewalAt!,
      status: 'processing',
    });
    const open = await createRenewalCompany(suite.db, suite.cipher, { passwordHash });
    const signed = await createSignedRenewal(suite.db, suite.cipher, { passwordHash, employees: 1 });
    // A completed renewal: its plan year is in force and renews in a year.
    const completed = await companyRenewingIn(330);
    await createRenewal(suite.db, {
      companyId: completed.company.id,
      effectiveAt: completed.policy.effectiveAt!,
      status: 'completed',
    });

    const account = await createCompanyAdministrator(suite.db, far.company.id, { passwordHash });
    for (const id of [
      due.company.id,
      followed.company.id,
      processing.company.id,
      open.company.id,
      signed.company.id,
      completed.company.id,
    ])
      await addMembership(suite.db, account.id, id, 'benefits_admin');
    const admin = await suite.loginAs(account.email);
    const session = (await admin.get('/api/v1/session')).json<Session>();
    const renewalOf = (id: string) => session.companies.find((c) => c.id === id)?.renewal;

    expect(renewalOf(far.company.id)).toBeNull();
    expect(renewalOf(due.company.id)).toEqual<RenewalSummary>({
      stage: 'setup_needed',
      effectiveAt: due.policy.renewalAt!,
      planSuiteCount: 0,
    });
    expect(renewalOf(followed.company.id)).toBeNull();
    expect(renewalOf(processing.company.id)).toMatchObject({
      stage: 'processing',
      effectiveAt: processing.policy.renewalAt,
    });
    expect(renewalOf(open.company.id)).toEqual<RenewalSummary>({
      stage: 'open',
      effectiveAt: '2027-01-01',
      planSuiteCount: 3,
    });
    expect(renewalOf(signed.company.id)).toEqual<RenewalSummary>({
      stage: 'signed',
      effectiveAt: '2027-01-01',
      planSuiteCount: 1,
    });
    expect(renewalOf(completed.company.id)).toBeNull();
    // The active company carries its own.
    expect(session.activeCompany?.renewal).toEqual(renewalOf(session.activeCompany!.id));
  });

  it('follows the renewal: a cancelled one is gone, the due setup comes back', async () => {
    const passwordHash = await demoPasswordHash();
    const { company, policy } = await companyRenewingIn(90);
    const made = await createRenewal(suite.db, {
      companyId: company.id,
      currentCompanyPolicyId: policy.id,
      effectiveAt: policy.renewalAt!,
    });
    const admin = await suite.loginAs(
      (await createCompanyAdministrator(suite.db, company.id, { passwordHash })).email,
    );
    const read = async () => (await admin.get('/api/v1/session')).json<Session>().activeCompany?.renewal;
    expect(await read()).toMatchObject({ stage: 'open', planSuiteCount: 1 });
    await suite.db.update(renewals).set({ status: 'cancelled' }).where(eq(renewals.id, made.renewal.id));
    expect(await read()).toMatchObject({ stage: 'setup_needed', effectiveAt: policy.renewalAt });
  });

  it("gives the demo's Juniper Landscape Co. its open 2027 renewal with three packages; an employee none", async () => {
    const session = (await demoAdmin.get('/api/v1/session')).json<Session>();
    const juniper = session.companies.find((c) => c.name === 'Juniper Landscape Co.');
    expect(juniper?.renewal).toEqual({ stage: 'open', effectiveAt: '2027-01-01', planSuiteCount: 3 });
    const employee = (await demoEmployee.get('/api/v1/session')).json<Session>();
    expect(employee.companies).toEqual([]);
    expect(employee.activeCompany?.renewal ?? null).toBeNull();
  });

  it('reads any number of companies in one call, and none at all', async () => {
    expect(await readRenewalSummaries(suite.db, [])).toEqual(new Map());
    const { company } = await companyRenewingIn(10);
    const summaries = await readRenewalSummaries(suite.db, [company.id], isoFromToday(-200));
    // On a day long before the renewal date, nothing is due yet.
    expect(summaries.get(company.id)).toBeNull();
  });
});
