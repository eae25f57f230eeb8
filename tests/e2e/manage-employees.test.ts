/**
 * Manage employees (issue 11, decision 0021): the administrator terminates an employee, who moves to the
 * Terminated tab with the coverage end date; at 1280 and 375 px, axe on the page and on the open dialog; the
 * status page's actions (resend, terminate), and a terminated employee's closed application (decision 0026).
 * The file runs its own server, so the people it terminates are no other file's.
 */
import { formatLongDate, formatUsDate } from '@shared/domain/dates/dates';
import { computeCoverageEnd } from '@shared/domain/employment/employment';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, expectNoAxeViolations, setUpJourneys, VIEWPORTS, waitForApp } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = { timeout: 120_000 };
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

function today() {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Axe on a dialog opened from a row's menu, once the menu has finished closing (it fades out empty). */
async function expectDialogAccessible(page: Page) {
  await page.locator('[role="menu"]').waitFor({ state: 'detached' });
  await expectNoAxeViolations(page);
}

/** From the dashboard, by the frame's navigation. */
async function openManageEmployees(page: Page) {
  await waitForApp(page);
  await page.getByRole('link', { name: 'Manage employees', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Manage employees' }).waitFor({ timeout: 15_000 });
  await waitForApp(page);
}

describe('Manage employees', () => {
  // First, while the Invited tab holds more than one page of ten.
  it('sorts by a column header that says how it sorts, and pages on the server (1280px)', () =>
    journey(
      { baseUrl: server.baseUrl, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        // Harborview, the administrator's other company: eleven people without an account, two pages of ten.
        const session = await (await page.request.get(`${server.baseUrl}/api/v1/session`)).json();
        const harborview = session.companies.find((c: { name: string }) => c.name.startsWith('Harborview'));
        const address = `/employer-dashboard/manage-employees?company_id_token=${harborview.idToken}&tab=invited&size=10`;
        // The server renders the first view of the page the address names (decision 0019): its rows are in the HTML.
        const html = await (await page.request.get(`${server.baseUrl}${address}`)).text();
        expect(html).toContain('id="first-view-state"');
        // React separates adjacent texts with empty comments.
        expect(html.replaceAll('<!-- -->', '')).toContain('Invited (11)');
        await page.goto(`${server.baseUrl}${address}`);
        await page.getByRole('heading', { level: 1, name: 'Manage employees' }).waitFor();
        await waitForApp(page);
        const nameHeader = page.getByRole('columnheader', { name: /^Name/ });
        await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
        const firstName = async () =>
          (await page.getByRole('row').nth(1).getByRole('rowheader').textContent())?.trim();
        const ascending = await firstName();
        await nameHeader.getByRole('button').click();
        await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
        await expect.poll(firstName).not.toBe(ascending);
        expect(new URL(page.url()).searchParams.get('dir')).toBe('desc');
        await page.getByRole('button', { name: 'Page 2' }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
        await checkPage(page);
      },
    ));
  const cases = [
    // admin@example.com's active company is Bluebonnet Supply Co.
    { viewport: VIEWPORTS.desktop, person: 'Kevin Pham', search: 'pham' },
    { viewport: VIEWPORTS.phone, person: 'Ruth Anderson', search: 'ruth' },
  ];
  for (const { viewport, person, search } of cases) {
    it(
      `terminates an employee, who moves to the Terminated tab with the coverage end date (${viewport.width}px)`,
      LONG,
      () =>
        journey(
          { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
          async (page) => {
            await openManageEmployees(page);
            // Active by default, each tab with its count.
            await expect
              .poll(() => page.getByRole('tab', { selected: true }).textContent())
              .toMatch(/^Active \(\d+\)$/);
            await checkPage(page);

            await page.getByRole('tab', { name: /^Invited \(\d+\)$/ }).click();
            await page.getByRole('searchbox', { name: 'Search employees' }).fill(search);
            const link = page.getByRole('link', { name: person });
            await link.first().waitFor();
            await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(search);
            expect(new URL(page.url()).searchParams.get('tab')).toBe('invited');

            // The actions menu by keyboard: focus, open, choose Terminate.
            const actions = page
              .getByRole('button', { name: `Actions for ${person}` })
              .filter({ visible: true });
            await actions.focus();
            await page.keyboard.press('Enter');
            const terminate = page.getByRole('menuitem', { name: 'Terminate' });
            await terminate.waitFor();
            await terminate.focus();
            await page.keyboard.press('Enter');

            const dialog = page.getByRole('dialog', { name: `Terminate ${person}` });
            await dialog.waitFor();
            const lastDay = today();
            const coverageEnd = formatUsDate(computeCoverageEnd(lastDay));
            await dialog.getByText('Group coverage runs to the last day of the month').waitFor();
            await dialog
              .getByLabel('Last day of work')
              .pressSequentially(formatUsDate(lastDay).replaceAll('/', ''));
            await dialog
              .getByText(`Group coverage ends on ${coverageEnd}, the last day of that month.`)
              .waitFor();
            await dialog.getByText(/a continuation coverage notice \(COBRA/).waitFor();
            await expectDialogAccessible(page);
            await dialog.getByRole('button', { name: 'Terminate employee' }).click();
            await dialog.waitFor({ state: 'detached' });
            await page.getByText(`${person} is terminated. Coverage ends on ${coverageEnd}.`).waitFor();

            // Gone from Invited; on the Terminated tab with the last day and the coverage end.
            await page.getByText(/^No invited employees match/).waitFor();
            await page.getByRole('tab', { name: /^Terminated \(\d+\)$/ }).click();
            await link.first().waitFor();
            expect(new URL(page.url()).searchParams.get('tab')).toBe('terminated');
            if (viewport === VIEWPORTS.desktop) {
              const row = page.getByRole('row', { name: new RegExp(person) });
              const cells = await row.getByRole('cell').allTextContents();
              expect(cells).toContain(formatUsDate(lastDay));
              expect(cells).toContain(coverageEnd);
              const header = page.getByRole('columnheader', { name: 'Coverage ends' });
              await header.waitFor();
            } else {
              await page.getByText(`Coverage ends: ${coverageEnd}`).waitFor();
              await page.getByText(`Last day: ${formatUsDate(lastDay)}`).waitFor();
            }
            await checkPage(page);

            // The address keeps the tab and the search: a reload shows the same list.
            await page.reload();
            await waitForApp(page);
            await link.first().waitFor();
            await expect
              .poll(() => page.getByRole('tab', { selected: true }).textContent())
              .toMatch(/^Terminated \(\d+\)$/);
          },
        ),
    );
  }

  it('rehires the terminated employee, sends the invitation, and edits eligibility (1280px)', LONG, () =>
    journey(
      { baseUrl: server.baseUrl, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        // Kevin Pham was terminated today by the first journey.
        await page.goto(`${server.baseUrl}/employer-dashboard/manage-employees?tab=terminated&q=pham`);
        await page.getByRole('heading', { level: 1, name: 'Manage employees' }).waitFor();
        await waitForApp(page);
        await page.getByRole('button', { name: 'Actions for Kevin Pham' }).filter({ visible: true }).click();
        await page.getByRole('menuitem', { name: 'Rehire' }).click();
        const rehire = page.getByRole('dialog', { name: 'Rehire Kevin Pham' });
        const field = rehire.getByLabel('New hire date');
        await field.pressSequentially(formatUsDate(today()).replaceAll('/', ''));
        await rehire.getByRole('button', { name: 'Rehire' }).click();
        // Not after the last day (today): refused at the field by the shared rule, before any request.
        await rehire
          .getByText('The new hire date must be after the last day of the previous employment.')
          .waitFor();
        const tomorrow = new Date();
        tomorrow.setDate(tomorrow.getDate() + 1);
        await field.fill('');
        await field.pressSequentially(
          formatUsDate({
            year: tomorrow.getFullYear(),
            month: tomorrow.getMonth() + 1,
            day: tomorrow.getDate(),
          }).replaceAll('/', ''),
        );
        await rehire.getByRole('button', { name: 'Rehire' }).click();
        await rehire
          .getByText(/Kevin Pham has no account yet\. Send an invitation to kevin\.pham@/)
          .waitFor();
        await expectDialogAccessible(page);
        await rehire.getByRole('button', { name: 'Send invitation' }).click();
        await rehire.waitFor({ state: 'detached' });
        await page.getByText(/^An invitation was sent to kevin\.pham@/).waitFor();

        await page.getByRole('tab', { name: /^Invited \(\d+\)$/ }).click();
        const row = page.getByRole('row', { name: /Kevin Pham/ });
        await row.getByRole('cell', { name: 'Invitation sent' }).waitFor();
        await row.getByRole('button', { name: 'Actions for Kevin Pham' }).click();
        await page.getByRole('menuitem', { name: 'Edit eligibility and class' }).click();
        const edit = page.getByRole('dialog', { name: 'Eligibility and class of Kevin Pham' });
        await edit.getByRole('checkbox', { name: 'Eligible for benefits' }).uncheck();
        await expectDialogAccessible(page);
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.waitFor({ state: 'detached' });
        await expect
          .poll(async () => (await row.getByRole('cell').allTextContents()).includes('No'))
          .toBe(true);
        await checkPage(page);

        // His status page sends the invitation again (the last link stops working) and shows until when it works.
        await row.getByRole('link', { name: 'Kevin Pham' }).click();
        await page.getByRole('heading', { level: 1, name: 'Kevin Pham' }).waitFor();
        await waitForApp(page);
        await page.getByText(/^Invitation sent \(the link works until \d\d\/\d\d\/\d{4}\)$/).waitFor();
        await page.getByRole('button', { name: 'Resend invitation' }).click();
        await page.getByText(/^An invitation was sent to kevin\.pham@.* Its link works until/).waitFor();
        await checkPage(page);
      },
    ),
  );

  // Emily Carter (employee@example.com) at Harborview, the administrator's other company, has an account.
  it(
    'terminates an employee with an account from the status page (375px), who then finds the application closed',
    LONG,
    async () => {
      const lastDay = today();
      const coverageEnd = computeCoverageEnd(lastDay);
      let companyName = '';
      await journey(
        {
          baseUrl: server.baseUrl,
          viewport: VIEWPORTS.phone,
          email: 'admin@example.com',
          home: '/employer-dashboard',
        },
        async (page) => {
          const session = await (await page.request.get(`${server.baseUrl}/api/v1/session`)).json();
          const harborview = session.companies.find((c: { name: string }) => c.name.startsWith('Harborview'));
          companyName = harborview.name;
          const list = await (
            await page.request.get(
              `${server.baseUrl}/api/v1/companies/${harborview.id}/employees?tab=active&search=emily`,
            )
          ).json();
          const emily = list.employees.find((e: { lastName: string }) => e.lastName === 'Carter');
          await page.goto(
            `${server.baseUrl}/employer-dashboard/employee-status/${emily.employeeFormId}?company_id_token=${harborview.idToken}`,
          );
          await page.getByRole('heading', { level: 1, name: 'Emily Carter' }).waitFor();
          await waitForApp(page);
          expect(await page.getByRole('button', { name: 'Resend invitation' }).count()).toBe(0);
          await checkPage(page);

          await page.getByRole('button', { name: 'Terminate', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'Terminate Emily Carter' });
          await dialog
            .getByLabel('Last day of work')
            .pressSequentially(formatUsDate(lastDay).replaceAll('/', ''));
          await dialog
            .getByText(`Group coverage ends on ${formatUsDate(coverageEnd)}, the last day of that month.`)
            .waitFor();
          await expectNoAxeViolations(page);
          await dialog.getByRole('button', { name: 'Terminate employee' }).click();
          await dialog.waitFor({ state: 'detached' });
          // The page shows the terminated state: last day, coverage end, the continuation notice (she never signed).
          await page
            .getByText(`Emily Carter is terminated. Coverage ends on ${formatUsDate(coverageEnd)}.`)
            .waitFor();
          await page.getByRole('button', { name: 'Rehire' }).waitFor();
          const facts = await page.locator('dl').first().textContent();
          expect(facts).toContain('EmploymentTerminated');
          expect(facts).toContain(`Last day${formatUsDate(lastDay)}`);
          expect(facts).toContain(`Coverage ends${formatUsDate(coverageEnd)}`);
          expect(facts).toContain('Continuation noticeNot due (not enrolled in signed coverage)');
          await checkPage(page);
        },
      );

      await journey(
        {
          baseUrl: server.baseUrl,
          viewport: VIEWPORTS.phone,
          email: 'employee@example.com',
          home: '/employee-application',
        },
        async (page) => {
          await page
            .getByRole('heading', { level: 1, name: 'Your benefits application is closed' })
            .waitFor();
          await waitForApp(page);
          const isLastDayOfMonth = coverageEnd.day === lastDay.day;
          await page
            .getByText(
              `Your employment with ${companyName} ended on ${formatLongDate(lastDay)}. Your coverage ${isLastDayOfMonth ? 'ended' : 'ends'} on ${formatLongDate(coverageEnd)}.`,
            )
            .waitFor();
          expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
          await checkPage(page);
          // Every step of the application says the same instead of its form.
          await page.goto(`${server.baseUrl}/employee-application/family-information`);
          await page
            .getByRole('heading', { level: 1, name: 'Your benefits application is closed' })
            .waitFor();
          expect(await page.getByRole('textbox').count()).toBe(0);
        },
      );
    },
  );

  it('sends one person a reminder from the row menu, and the mail says by when (1280px)', LONG, async () => {
    let name = '';
    let email = '';
    await journey(
      { baseUrl: server.baseUrl, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        const session = await (await page.request.get(`${server.baseUrl}/api/v1/session`)).json();
        const harborview = session.companies.find((c: { name: string }) => c.name.startsWith('Harborview'));
        // Someone active with an account who has not finished: a reminder reaches them (decision 0080).
        const list = await (
          await page.request.get(
            `${server.baseUrl}/api/v1/companies/${harborview.id}/employees?tab=active&size=100`,
          )
        ).json();
        const person = list.employees.find(
          (e: { hasAccount: boolean; applicationStatus: string }) =>
            e.hasAccount && (e.applicationStatus === 'not_started' || e.applicationStatus === 'in_progress'),
        );
        expect(person).toBeDefined();
        name = `${person.firstName} ${person.lastName}`;
        email = person.email;
        await page.goto(
          `${server.baseUrl}/employer-dashboard/manage-employees?company_id_token=${harborview.idToken}&q=${encodeURIComponent(person.lastName)}`,
        );
        await page.getByRole('heading', { level: 1, name: 'Manage employees' }).waitFor();
        await waitForApp(page);
        await page
          .getByRole('button', { name: `Actions for ${name}` })
          .filter({ visible: true })
          .click();
        await page.getByRole('menuitem', { name: 'Send a reminder' }).click();
        await page.getByText('1 employee is reminded by e-mail.').waitFor();
        await checkPage(page);
      },
    );
    // The job sends it; operations read it in the outbox: the same window words the employee sees.
    await journey({ baseUrl: server.baseUrl, email: 'ops@example.com' }, async (page) => {
      const subject = 'Reminder: choose your benefits with Harborview Architecture, Inc.';
      const findReminder = async () => {
        const outbox = (await (await page.request.get(`${server.baseUrl}/api/v1/admin/outbox`)).json()) as {
          messages: Array<{ id: string; subject: string; to: string }>;
        };
        return outbox.messages.find((m) => m.to === email && m.subject === subject);
      };
      await expect.poll(findReminder, { timeout: 30_000 }).toBeDefined();
      const reminder = (await findReminder())!;
      await page.goto(`${server.baseUrl}/admin/outbox/${reminder.id}`);
      await page
        .getByText(/Enroll or decline by \w+ \d{1,2}, \d{4} \(\d+ days? left\)\./)
        .first()
        .waitFor();
      await checkPage(page);
    });
  });
});
