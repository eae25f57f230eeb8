import { formatCents } from '@shared/domain/money/money';
import type { CompanyDashboard, EmployeeStatus } from '@shared/schemas/employer-dashboard';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForPath } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The value shown beside a label in a titled section of the dashboard. */
async function factIn(page: Page, section: string, label: string) {
  const region = page.getByRole('region', { name: section });
  const term = region.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').textContent())?.trim();
}

/** The page's cumulative layout shift so far. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

describe("the employer dashboard's Home", () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(`shows the policy, progress, participation and premium at ${viewport.width}px`, () =>
      journey(
        { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const session = await readJson<{ activeCompany: { id: string; name: string } }>(
            page,
            '/api/v1/session',
          );
          const dashboard = await readJson<CompanyDashboard>(
            page,
            `/api/v1/companies/${session.activeCompany.id}/dashboard`,
          );
          await page.getByRole('heading', { level: 1, name: session.activeCompany.name }).waitFor();
          await waitForApp(page);

          expect(await factIn(page, 'Your benefits policy', 'Status')).toBe('Upcoming');
          expect(await factIn(page, 'Your benefits policy', 'Effective')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
          await page
            .getByRole('region', { name: 'Enrollment progress' })
            .getByText(`${dashboard.progress.eligible} eligible employees`)
            .waitFor();
          expect(await factIn(page, 'Enrollment progress', 'Completed')).toBe(
            String(dashboard.progress.completed),
          );
          expect(await factIn(page, 'Enrollment progress', 'Not started')).toBe(
            String(dashboard.progress.notStarted),
          );
          expect(await factIn(page, 'Medical participation', 'Carrier requirement')).toBe('70%');
          const participation = page.getByRole('region', { name: 'Medical participation' });
          if (dashboard.participation.warning)
            await participation.getByText(dashboard.participation.warning).waitFor();
          else await participation.getByText("Participation meets the carrier's 70% requirement.").waitFor();
          expect(await factIn(page, 'Monthly premium', 'Total premium')).toBe(
            formatCents(dashboard.premium.premiumCents),
          );
          expect(await factIn(page, 'Monthly premium', 'Company pays')).toBe(
            formatCents(dashboard.premium.companyCents),
          );
          expect(await factIn(page, 'Monthly premium', 'Employees pay')).toBe(
            formatCents(dashboard.premium.employeeCents),
          );
          for (const todo of dashboard.todos) await page.getByRole('link', { name: todo.label }).waitFor();

          const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
          expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
          await checkPage(page);

          // Loaded afresh, the Home comes rendered by the server and the app takes it over as it is: no error
          // (a hydration mismatch is reported as one) and nothing moves.
          const errors: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(error.message));
          await page.reload();
          await waitForApp(page);
          expect(await factIn(page, 'Monthly premium', 'Total premium')).toBe(
            formatCents(dashboard.premium.premiumCents),
          );
          expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
          expect(errors).toEqual([]);
        },
      ));
  }

  it('moves through the navigation by keyboard, marking the current page', () =>
    journey(
      { baseUrl, viewport: VIEWPORTS.phone, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        await waitForApp(page);
        const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
        await nav.getByRole('link', { name: 'Home' }).focus();
        await page.keyboard.press('Tab');
        const manage = nav.getByRole('link', { name: 'Manage employees' });
        expect(await manage.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await waitForPath(page, '/employer-dashboard/manage-employees');
        expect(await manage.getAttribute('aria-current')).toBe('page');
        expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
        await checkPage(page);
      },
    ));
});

describe("an employee's status page", () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(`shows the timeline and the elections with their costs at ${viewport.width}px`, () =>
      journey(
        { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const session = await readJson<{ activeCompany: { id: string } }>(page, '/api/v1/session');
          const companyId = session.activeCompany.id;
          // People with an account are on the Active tab, those an administrator signed for on Invited.
          type List = { employees: Array<{ employeeFormId: string; applicationStatus: string }> };
          const people = [];
          for (const tab of ['active', 'invited'])
            people.push(
              ...(
                await readJson<List>(page, `/api/v1/companies/${companyId}/employees?tab=${tab}&pageSize=100`)
              ).employees,
            );
          const signed = people.find((e) => e.applicationStatus === 'completed');
          expect(signed).toBeDefined();
          const status = await readJson<EmployeeStatus>(
            page,
            `/api/v1/companies/${companyId}/employees/${signed!.employeeFormId}/status`,
          );
          await page.goto(`${baseUrl}/employer-dashboard/employee-status/${signed!.employeeFormId}`);
          await page
            .getByRole('heading', { level: 1, name: `${status.person.firstName} ${status.person.lastName}` })
            .waitFor();
          await page.getByText('Completed', { exact: true }).waitFor();

          const timeline = page.getByRole('region', { name: 'Timeline' });
          expect(status.timeline.length).toBeGreaterThan(0);
          await timeline.getByText(status.timeline[0]!.label, { exact: true }).first().waitFor();
          expect(await timeline.getByRole('listitem').count()).toBe(status.timeline.length);

          const elections = page.getByRole('region', { name: 'Elections' });
          const priced = status.elections.find((e) => e.cost && e.planName);
          expect(priced).toBeDefined();
          const shown = elections.getByText(priced!.planName!, { exact: false }).filter({ visible: true });
          await shown.first().waitFor();
          await elections
            .getByText(formatCents(priced!.cost!.companyCents), { exact: true })
            .filter({ visible: true })
            .first()
            .waitFor();

          await page.getByRole('link', { name: 'Open in admin mode' }).waitFor();
          expect(await page.getByRole('link', { name: 'Open in admin mode' }).getAttribute('href')).toBe(
            `/company-admin/employee-application/${signed!.employeeFormId}`,
          );
          await checkPage(page);
        },
      ));
  }
});

describe("the dashboard's addresses", () => {
  it('/company/{id}/small-group/employer-dashboard switches to that company and lands on its Home', () =>
    journey({ baseUrl, email: 'admin@example.com', home: '/employer-dashboard' }, async (page) => {
      const session = await readJson<{
        activeCompany: { id: string };
        companies: Array<{ id: string; name: string; idToken: string }>;
      }>(page, '/api/v1/session');
      const other = session.companies.find((c) => c.id !== session.activeCompany.id)!;
      await page.goto(`${baseUrl}/company/${other.id}/small-group/employer-dashboard`);
      await waitForPath(page, '/employer-dashboard');
      await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
      const after = await readJson<{ activeCompany: { id: string } }>(page, '/api/v1/session');
      expect(after.activeCompany.id).toBe(other.id);

      // A company token's 16-character prefix in a link selects that company without switching.
      const first = session.companies.find((c) => c.id === session.activeCompany.id)!;
      await page.goto(`${baseUrl}/employer-dashboard?company_id_token=${first.idToken.slice(0, 16)}`);
      await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
      // The navigation stays on the company the address shows, not the session's active one.
      await page
        .getByRole('navigation', { name: 'Employer dashboard' })
        .getByRole('link', { name: 'Manage employees' })
        .click();
      await waitForPath(page, '/employer-dashboard/manage-employees');
      await page.getByText(`Employer dashboard · ${first.name}`).waitFor();

      // A company the account does not manage is refused.
      await page.goto(
        `${baseUrl}/company/00000000-0000-4000-8000-000000000000/small-group/employer-dashboard`,
      );
      await page.getByText('Your account does not manage that company.').waitFor();
      await checkPage(page);
    }));

  it('/employer-dashboard/success names what was saved and leads back to Home', () =>
    journey(
      { baseUrl, viewport: VIEWPORTS.phone, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        await page.goto(`${baseUrl}/employer-dashboard/success?formName=company-details`);
        await page.getByRole('heading', { level: 1, name: 'Company details saved' }).waitFor();
        await checkPage(page);
        await page.goto(`${baseUrl}/employer-dashboard/success?formName=unknown`);
        await page.getByRole('heading', { level: 1, name: 'Your changes were saved' }).waitFor();
        await page.getByRole('link', { name: 'Back to Home' }).click();
        await waitForPath(page, '/employer-dashboard');
      },
    ));

  it('/logout signs out and lands on the sign-in page', () =>
    journey({ baseUrl, email: 'admin@example.com', home: '/employer-dashboard' }, async (page) => {
      await page.goto(`${baseUrl}/logout`);
      await waitForPath(page, '/login');
      const res = await page.request.get(`${baseUrl}/api/v1/session`);
      expect(res.status()).toBe(401);
    }));
});
