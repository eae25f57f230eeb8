/**
 * Issue 35 item 4 (decision 0078): operations open a submitted application and see its people, plans, tiers,
 * premiums with the employer's share, the eligibility and waiting-period checks and the signed PDF, and
 * approve it after confirming; another is returned naming a field the employee can change, and its employee
 * reads the reason and the field on their application. Axe clean at 1280 and 375 px.
 */
import {
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
} from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addContribution, createCompany, createEmployeeWithAccount, createPlan } from '../factories';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const REASON = 'Your home address has no street number. Please add it.';

type Prepared = {
  companyId: string;
  approved: { name: string };
  returned: { name: string; email: string };
  medicalPlanName: string;
};
let server: RunningServer;
let world: Prepared;

beforeAll(async () => {
  const started = await startPreparedServer<Prepared>(async (db, cipher) => {
    const passwordHash = await demoPasswordHash();
    // Tier-priced medical (family $2,030.00, employee only $700.00) and dental ($40.00); the employer pays
    // half of the employee's own premium, none of the dependents'; a one-month waiting period.
    const { company, policy, defaultRole } = await createCompany(db, {
      policy: { waitingPeriod: 'one_month' },
    });
    const medical = await createPlan(db, {
      type: 'medical',
      pricingType: 'tier',
      offerTo: { companyPolicyId: policy.id, isBasePlan: true },
    });
    const dental = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
    for (const type of ['medical', 'dental'] as const)
      await addContribution(db, policy.id, type, { employeeRoleId: defaultRole.id, name: 'All Staff' });

    const submit = async (
      overrides: { firstName: string; lastName: string; hiredAt: string },
      withFamily: boolean,
    ) => {
      const made = await createEmployeeWithAccount(db, cipher, {
        companyId: company.id,
        ssn: withFamily ? '123456789' : '234567891',
        passwordHash,
        overrides: { ...overrides, employeeRoleId: defaultRole.id },
        dependents: withFamily
          ? [
              { dependentType: 'spouse', firstName: 'Leo', bornAt: '1988-02-01', ssn: '223456780' },
              { dependentType: 'child', firstName: 'Ava', bornAt: '2019-05-05', ssn: '323456781' },
            ]
          : [],
      });
      const id = made.policy.id;
      await db.insert(employeePolicyCoverages).values([
        { employeePolicyId: id, coverageType: 'medical', isEnrolling: 'Yes', planId: medical.plan.id },
        {
          employeePolicyId: id,
          coverageType: 'dental',
          isEnrolling: withFamily ? 'Yes' : 'No',
          planId: withFamily ? dental.plan.id : null,
        },
      ]);
      if (made.dependents.length > 0)
        await db.insert(employeePolicyDependentEnrollments).values(
          made.dependents.map((d) => ({
            employeePolicyId: id,
            dependentId: d.id,
            coverageType: 'medical' as const,
            isEnrolling: true,
          })),
        );
      const at = new Date();
      await db
        .update(employeePolicies)
        .set({ signedAt: at, completedAt: at, signedByAccountId: made.account.id, reviewStatus: 'submitted' })
        .where(eq(employeePolicies.id, id));
      return { name: `${overrides.firstName} ${overrides.lastName}`, email: made.account.email };
    };
    return {
      companyId: company.id,
      approved: await submit({ firstName: 'Maya', lastName: 'Ortiz', hiredAt: '2026-12-10' }, true),
      returned: await submit({ firstName: 'Noah', lastName: 'Reyes', hiredAt: '2022-03-01' }, false),
      medicalPlanName: medical.plan.displayName,
    };
  });
  server = started.server;
  world = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

describe('operations review', () => {
  it(
    'operations see the plans, premiums and checks of a submitted application and approve it after confirming',
    () =>
      journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.desktop, email: 'ops@example.com' },
        async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${server.baseUrl}/admin/applications?companyId=${world.companyId}`);
          await waitForHeading(page, 'Applications to review');
          const card = page.getByRole('region', { name: world.approved.name });
          await card.getByRole('heading', { name: 'Plans and monthly premiums' }).waitFor();
          await card.getByText(`Medical: ${world.medicalPlanName}`, { exact: false }).waitFor();
          await card.getByText('Family (employee, spouse and children)', { exact: true }).waitFor();
          await card.getByText('$2,030.00', { exact: true }).waitFor();
          await card.getByText('$350.00', { exact: true }).waitFor();
          await card.getByText('$1,680.00', { exact: true }).waitFor();
          await card.getByText(/^Leo Ortiz — Spouse, age 38, SSN XXX-XX-6780$/).waitFor();
          await card
            .getByText(
              'Eligible: Payroll Employee (W-2) in the class “All Staff”, marked eligible by the employer.',
            )
            .waitFor();
          await card
            .getByText(/waiting period “1 month”, so from February 1, 2027 at the earliest\.$/)
            .waitFor();
          await card.getByRole('link', { name: 'Download the signed application (PDF)' }).waitFor();
          await checkPage(page);

          await card.getByRole('button', { name: 'Approve' }).click();
          const confirm = page.getByRole('dialog', { name: `Approve ${world.approved.name}'s application?` });
          await confirm.getByText(/the employer pays \$370\.00 and the employee \$1,700\.00/).waitFor();
          await checkPage(page);
          await confirm.getByRole('button', { name: 'Yes, approve' }).click();
          await page.getByText(new RegExp(`^${world.approved.name}: Coverage effective .+\\.$`)).waitFor();
          await checkPage(page);
        },
      ),
    LONG,
  );

  it(
    'operations return an application naming a field, and the employee sees the reason on their application',
    async () => {
      await journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'ops@example.com' },
        async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(`${server.baseUrl}/admin/applications?companyId=${world.companyId}`);
          await waitForHeading(page, 'Applications to review');
          const card = page.getByRole('region', { name: world.returned.name });
          await card.getByRole('button', { name: 'Return with a reason' }).click();
          const dialog = page.getByRole('dialog', { name: `Return ${world.returned.name}'s application` });
          await dialog.waitFor();
          // Only what the employee can change is offered.
          await dialog.getByRole('checkbox', { name: 'Physical address' }).waitFor();
          if ((await dialog.getByRole('checkbox', { name: 'Hire date' }).count()) !== 0)
            throw new Error('The hire date is the employer’s: it must not be offered.');
          await checkPage(page);
          await dialog.getByRole('checkbox', { name: 'Physical address' }).check();
          await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
          await dialog.getByRole('button', { name: 'Return application' }).click();
          await page
            .getByText(`${world.returned.name}'s application was returned. They were e-mailed the reason.`, {
              exact: true,
            })
            .waitFor();
          await checkPage(page);
        },
      );
      await journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: world.returned.email },
        async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${server.baseUrl}/employee-application`);
          const banner = page
            .getByRole('alert')
            .filter({ hasText: 'Your application was returned for changes' });
          await banner.getByText(REASON).waitFor();
          await banner.getByRole('link', { name: 'Physical address' }).waitFor();
          await checkPage(page);
        },
      );
    },
    LONG,
  );
});
