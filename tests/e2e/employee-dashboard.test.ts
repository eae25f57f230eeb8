/**
 * Issue 14 item 1 (decision 0041): enrolled@example.com opens the employee dashboard, views coverage (a plan
 * and the cost the engine computes) and the ID cards, and downloads a card; an unknown sub-path shows the
 * bad-link page. admin@example.com then opens the same employee's dashboard in admin mode, under the banner.
 * At 1280 and 375 px, axe clean on every page.
 */
import { formatCents } from '@shared/domain/money/money';
import type { EmployeeDashboard } from '@shared/schemas/employee-dashboard';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();
const LONG = 120_000;

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function openFromNavigation(page: Page, label: string, path: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Employee dashboard' })
    .getByRole('link', { name: label })
    .click();
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
}

let enrolledFormId: string | null = null;

describe('the employee dashboard', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `enrolled@example.com views coverage and ID cards at ${viewport.width}px`,
      () =>
        journey({ baseUrl, viewport, email: 'enrolled@example.com' }, async (page) => {
          // Signed in once the sign-in page has gone to the account's home.
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await waitForApp(page);
          const session = await readJson<{ employee: { employeeFormId: string } }>(page, '/api/v1/session');
          enrolledFormId = session.employee.employeeFormId;
          const dashboard = await readJson<EmployeeDashboard>(
            page,
            `/api/v1/employee_forms/${enrolledFormId}/dashboard`,
          );
          const medical = dashboard.coverage.lines.find((l) => l.coverageType === 'medical')!;
          expect(medical.monthly).not.toBeNull();

          await page.goto(`${baseUrl}/employee-dashboard`);
          await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
          const glance = page.getByRole('region', { name: 'Coverage at a glance' });
          await glance.getByText(medical.planName, { exact: true }).waitFor();
          await checkPage(page);

          await openFromNavigation(
            page,
            'View coverage',
            '/employee-dashboard/view-coverage',
            'Your coverage',
          );
          const line = page.getByRole('region', { name: 'Medical', exact: true });
          await line.getByText(medical.planName, { exact: true }).first().waitFor();
          await line
            .getByText(formatCents(medical.monthly!.employeeCents), { exact: true })
            .first()
            .waitFor();
          await line.getByText(formatCents(medical.perPaycheckCents!), { exact: true }).first().waitFor();
          await page.getByRole('region', { name: 'Health account' }).waitFor();
          await checkPage(page);

          await openFromNavigation(page, 'ID cards', '/employee-dashboard/mobile-id-cards', 'ID cards');
          const card = dashboard.idCards.find((c) => c.coverageType === 'medical')!;
          const medicalCard = page.getByRole('region', { name: 'Medical ID card' });
          await medicalCard.getByText(card.memberId, { exact: true }).waitFor();
          await medicalCard.getByText(card.groupNumber, { exact: true }).waitFor();
          await medicalCard.getByText('RxBIN', { exact: true }).waitFor();
          for (const label of ['Dental ID card', 'Vision ID card'])
            await page.getByRole('region', { name: label }).waitFor();
          const download = medicalCard.getByRole('link', { name: 'Download Medical ID card (PDF)' });
          const pdf = await page.request.get(`${baseUrl}${await download.getAttribute('href')}`);
          expect(pdf.status()).toBe(200);
          expect(pdf.headers()['content-type']).toBe('application/pdf');
          await checkPage(page);

          await openFromNavigation(
            page,
            'My information',
            '/employee-dashboard/employee-information',
            'Employee information',
          );
          await page
            .getByText(/^XXX-XX-\d{4}$/)
            .first()
            .waitFor();
          await checkPage(page);

          // An unknown sub-path: the bad-link page, inside the dashboard's frame.
          await page.goto(`${baseUrl}/employee-dashboard/no-such-page`);
          await waitForHeading(page, 'Whoops! Bad Link!');
          await checkPage(page);
        }),
      LONG,
    );
  }

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `admin@example.com opens the employee's dashboard in admin mode at ${viewport.width}px`,
      () =>
        journey(
          { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
          async (page) => {
            expect(enrolledFormId).not.toBeNull();
            const dashboard = await readJson<EmployeeDashboard>(
              page,
              `/api/v1/employee_forms/${enrolledFormId}/dashboard`,
            );
            expect(dashboard.adminMode).toBe(true);
            const name = `${dashboard.employee.firstName} ${dashboard.employee.lastName}`;
            const base = `/company-admin/employee-dashboard/${enrolledFormId}`;
            await page.goto(`${baseUrl}${base}`);
            await waitForHeading(page, `${name}'s benefits`);
            await page.getByText(`You are viewing ${name}'s employee dashboard.`).waitFor();
            const exit = page.getByRole('link', { name: 'Exit Employee Dashboard' });
            expect(await exit.getAttribute('href')).toContain('/employer-dashboard/manage-employees');
            await checkPage(page);
            await openFromNavigation(page, 'View coverage', `${base}/view-coverage`, 'Your coverage');
            await page.getByText(`You are viewing ${name}'s employee dashboard.`).waitFor();
            await checkPage(page);
          },
        ),
      LONG,
    );
  }
});
