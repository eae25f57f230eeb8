/**
 * Issue 18 (decision 0064): operations open the console, see the applications queue's count, approve a submitted
 * application, and the employee's dashboard says "Coverage effective <date>"; another is returned with a reason
 * in the dialog and its employee reads "Returned: <reason>". At 1280 and 375 px, axe clean on every page.
 */
import { employeePolicies } from '@server/db/schema';
import {
  APPLICATION_REVIEW_TEXTS,
  computeApprovedCoverageStart,
} from '@shared/domain/application-review/application-review';
import { formatIsoDate, formatLongIsoDate, parseIsoDate } from '@shared/domain/dates/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createCompany, createEmployeeWithAccount } from '../factories';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const REASON = 'Please add your spouse to the medical plan.';

type Person = { email: string; name: string };
let server: RunningServer;
let people: Person[] = [];
let policyEffectiveAt = '';

beforeAll(async () => {
  const started = await startPreparedServer(async (db, cipher) => {
    const passwordHash = await demoPasswordHash();
    const { company, policy } = await createCompany(db);
    policyEffectiveAt = policy.effectiveAt!;
    const made: Person[] = [];
    for (const ssn of ['123456789', '234567891', '345678912']) {
      const {
        account,
        form,
        policy: application,
      } = await createEmployeeWithAccount(db, cipher, {
        companyId: company.id,
        ssn,
        passwordHash,
      });
      const at = new Date();
      await db
        .update(employeePolicies)
        .set({ signedAt: at, completedAt: at, signedByAccountId: account.id, reviewStatus: 'submitted' })
        .where(eq(employeePolicies.id, application.id));
      made.push({ email: account.email, name: `${form.firstName} ${form.lastName}` });
    }
    return made;
  });
  server = started.server;
  people = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const expectedDate = () =>
  formatLongIsoDate(
    formatIsoDate(
      computeApprovedCoverageStart({
        approvedOn: parseIsoDate(new Date().toISOString().slice(0, 10))!,
        policyEffectiveAt: parseIsoDate(policyEffectiveAt),
        hiredAt: parseIsoDate('2022-03-01'),
        waitingPeriod: null,
      }),
    ),
  );

async function employeeSees(email: string, text: string, viewport: { width: number; height: number }) {
  await journey({ baseUrl: server.baseUrl, viewport, email }, async (page) => {
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    await page.goto(`${server.baseUrl}/employee-dashboard`);
    await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
    await page.getByTestId('application-review').getByText(text, { exact: true }).waitFor();
    await checkPage(page);
  });
}

describe('application review', () => {
  const viewports = [VIEWPORTS.desktop, VIEWPORTS.phone];
  viewports.forEach((viewport, i) => {
    it(
      `operations approve a submitted application and the employee sees its effective date at ${viewport.width}px`,
      async () => {
        const person = people[i]!;
        await employeeSees(person.email, APPLICATION_REVIEW_TEXTS.submitted, viewport);
        await journey({ baseUrl: server.baseUrl, viewport, email: 'ops@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${server.baseUrl}/admin`);
          await waitForHeading(page, 'Admin');
          const queue = page.getByRole('region', { name: 'Applications to review' });
          await queue.getByText(/^\d+ waiting$/).waitFor();
          await checkPage(page);
          await queue.getByRole('link', { name: 'Applications to review' }).click();
          await waitForHeading(page, 'Applications to review');
          const card = page.getByRole('region', { name: person.name });
          await card.waitFor();
          await checkPage(page);
          await card.getByRole('button', { name: 'Approve' }).click();
          // Approving asks first (decision 0078).
          const confirm = page.getByRole('dialog', { name: `Approve ${person.name}'s application?` });
          await confirm.waitFor();
          await confirm.getByRole('button', { name: 'Yes, approve' }).click();
          await page
            .getByText(`${person.name}: ${APPLICATION_REVIEW_TEXTS.approved(expectedDate())}.`, {
              exact: true,
            })
            .waitFor();
          await checkPage(page);
        });
        await employeeSees(person.email, APPLICATION_REVIEW_TEXTS.approved(expectedDate()), viewport);
      },
      LONG,
    );
  });

  it(
    'operations return an application with a reason, by keyboard, and the employee reads it',
    async () => {
      const person = people[2]!;
      await journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'ops@example.com' },
        async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(`${server.baseUrl}/admin/applications`);
          await waitForHeading(page, 'Applications to review');
          const card = page.getByRole('region', { name: person.name });
          await card.getByRole('button', { name: 'Return with a reason' }).focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: `Return ${person.name}'s application` });
          await dialog.waitFor();
          await checkPage(page);
          await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
          await dialog.getByRole('button', { name: 'Return application' }).click();
          await page
            .getByText(`${person.name}'s application was returned. They were e-mailed the reason.`, {
              exact: true,
            })
            .waitFor();
          await checkPage(page);
        },
      );
      await employeeSees(person.email, APPLICATION_REVIEW_TEXTS.returned(REASON), VIEWPORTS.phone);
    },
    LONG,
  );

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone])
    it(
      `operations open the companies, the audit log and the other queues at ${viewport.width}px`,
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: 'ops@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${server.baseUrl}/admin/companies?q=Harborview`);
          await waitForHeading(page, 'Companies');
          await page
            .getByRole('region', { name: /Harborview/ })
            .first()
            .waitFor();
          await checkPage(page);
          await page.goto(`${server.baseUrl}/admin/audit?action=application.`);
          await waitForHeading(page, 'Audit log');
          await page.getByText(/^\d+ entr(y|ies), newest first\./).waitFor();
          await checkPage(page);
          for (const heading of ['Registration leads', 'Claims help requests']) {
            await page.goto(`${server.baseUrl}/admin`);
            await waitForHeading(page, 'Admin');
            await page.getByRole('link', { name: heading }).click();
            await waitForHeading(page, heading);
            await page.getByRole('list', { name: 'Per status' }).waitFor();
            await checkPage(page);
          }
        }),
      LONG,
    );
});
