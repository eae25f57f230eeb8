/**
 * Issue 14, qualifying life events (decision 0046): enrolled@example.com reports a birth within 60 days from the
 * dashboard's Home, sees the new price from the dependent pricing call, confirms, and lands on the added
 * dependent; an administrator of Harborview (admin@example.com) then opens the employee's status page, sees the
 * newborn added by the life event, and follows "Open employee dashboard" into admin mode. At 1280 and 375 px,
 * axe clean on every page. The journey writes to the demo's James Whitaker, so it runs on a server of its own.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { formatIsoDate, parseUsDate } from '@shared/domain/dates/dates';
import { formatCents } from '@shared/domain/money/money';
import type { DependentPricingResponse } from '@shared/schemas/life-events';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usDateFromToday } from '../helpers/dates';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;

let server: RunningServer;

beforeAll(async () => {
  // Nothing to add: the demo as seeded, on a server no other journey shares.
  server = (await startPreparedServer(async () => null)).server;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${server.baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

let formId: string | null = null;

describe('reporting a life event', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    const firstName = ['Maya', 'Noah'][index]!;
    const bornAt = usDateFromToday(-12 - index);

    it(
      `enrolled@example.com adds a newborn and sees the new price at ${viewport.width}px`,
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: 'enrolled@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await waitForApp(page);
          const session = await readJson<{ employee: { employeeFormId: string } }>(page, '/api/v1/session');
          formId = session.employee.employeeFormId;

          await page.goto(`${server.baseUrl}/employee-dashboard`);
          await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
          await page.getByRole('link', { name: 'Report a life event' }).click();
          await waitForPath(page, '/employee-dashboard/change-dependent-coverage');
          await waitForHeading(page, 'Change dependent coverage');
          await checkPage(page);

          await page.getByRole('link', { name: 'Report: Birth of a child' }).click();
          await waitForPath(page, '/employee-dashboard/add-dependent');
          await waitForHeading(page, 'Add a dependent');
          await expect
            .poll(() => page.getByRole('radio', { name: 'Birth of a child' }).isChecked())
            .toBe(true);
          await checkPage(page);

          // Asking for the price with nothing filled in shows the form's errors at their fields.
          await page.getByRole('button', { name: 'See the new price' }).click();
          await page.getByText('Please confirm that the event happened as described.').waitFor();

          await page
            .getByLabel("Child's date of birth (the date of the event)")
            .pressSequentially(bornAt.replaceAll('/', ''));
          await page.getByLabel('First name').fill(firstName);
          await page.getByRole('group', { name: 'Gender' }).getByRole('radio', { name: 'Female' }).check();
          await page.getByRole('checkbox', { name: /^I confirm that this event happened/ }).check();

          const priced = page.waitForResponse((r) => r.url().endsWith('/employee-dependent-pricing'));
          await page.getByRole('button', { name: 'See the new price' }).click();
          const pricing = (await (await priced).json()) as DependentPricingResponse;
          const price = page.getByRole('region', { name: 'Your new price' });
          await price.waitFor();
          const medical = pricing.new_plans.find((p) => p.coverageType === 'medical')!;
          await price
            .getByText(`${formatCents(medical.monthly!.employeeCents)} a month`, { exact: true })
            .first()
            .waitFor();
          await price
            .getByText(
              new RegExp(`^${escapeRegExp(formatCents(pricing.new_cost.monthlyEmployeeCents))} a month`),
            )
            .waitFor();
          await checkPage(page);

          await page.getByRole('button', { name: 'Confirm and add dependent' }).click();
          await page.waitForURL(
            (url) => url.pathname.startsWith('/employee-dashboard/added-employee-dependent/'),
            {
              timeout: 15_000,
            },
          );
          await waitForHeading(page, 'Dependent added');
          await page
            .getByText(`${firstName} Whitaker was added to your coverage.`, { exact: false })
            .waitFor();
          await page.getByText(/^Birth of a child on /).waitFor();
          await page.getByRole('link', { name: `Edit ${firstName} Whitaker's information` }).waitFor();
          await checkPage(page);
        }),
      LONG,
    );

    it(
      `admin@example.com sees the newborn on the status page and opens the dashboard at ${viewport.width}px`,
      () =>
        journey(
          { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
          async (page) => {
            expect(formId).not.toBeNull();
            // Harborview, James Whitaker's employer, as the administrator's current company.
            await page.goto(
              `${server.baseUrl}/company/${DEMO_COMPANIES.harborview.id}/small-group/employer-dashboard`,
            );
            await waitForPath(page, '/employer-dashboard');
            await waitForApp(page);
            await page.goto(`${server.baseUrl}/employer-dashboard/employee-status/${formId}`);
            await waitForHeading(page, 'James Whitaker');
            const dependents = page.getByRole('region', { name: 'Dependents' });
            await dependents.getByText(`${firstName} Whitaker`).waitFor();
            const born = parseUsDate(bornAt)!;
            await dependents
              .getByText(/Added by a life event: Birth of a child on/)
              .first()
              .waitFor();
            expect(formatIsoDate(born)).toMatch(/^\d{4}-/);
            await checkPage(page);

            await page.getByRole('link', { name: 'Open employee dashboard' }).click();
            await waitForPath(page, `/company-admin/employee-dashboard/${formId}`);
            await waitForHeading(page, "James Whitaker's benefits");
            await page
              .getByRole('navigation', { name: 'Employee dashboard' })
              .getByRole('link', { name: 'Dependents' })
              .click();
            await waitForPath(page, `/company-admin/employee-dashboard/${formId}/change-dependent-coverage`);
            await page.getByRole('article', { name: `${firstName} Whitaker` }).waitFor();
            await checkPage(page);
          },
        ),
      LONG,
    );
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
