import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { LAST_ADMINISTRATOR_MESSAGE } from '@shared/domain/company-people/administrators-and-partners';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { sharedServerUrl } from './server';

/**
 * manage-admins and /support (issue 11, decision 0024) at 1280 and 375 px, by keyboard-reachable controls,
 * axe on every state. Each journey leaves Harborview's administrators as it found them.
 */
const journey = setUpJourneys();
const LONG = { timeout: 120_000 };
const harborviewToken = DEMO_COMPANIES.harborview.idToken.slice(0, 16);

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('administrators at %s width', (label, viewport) => {
  const baseUrl = () => sharedServerUrl();

  it(
    'admin@example.com invites one, sees the invitation pending, adds and removes another, and cannot remove the last',
    LONG,
    () =>
      journey(
        { baseUrl: baseUrl(), viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          await page.goto(
            `${baseUrl()}/employer-dashboard/company-information/manage-admins?company_id_token=${harborviewToken}`,
          );
          await waitForHeading(page, 'Manage administrators');
          await page.getByText('Brokers acting for this company').waitFor();
          await page.getByText('Karen Liu (broker@example.com)').waitFor();
          // A run that failed half-way may have left admin.ny@example.com here: the journey starts without.
          if (await page.getByRole('button', { name: 'Remove Theo Marchetti' }).count()) {
            await page.getByRole('button', { name: 'Remove Theo Marchetti' }).click();
            await page.getByRole('dialog').getByRole('button', { name: 'Remove administrator' }).click();
            await page.getByRole('button', { name: 'Remove Theo Marchetti' }).waitFor({ state: 'detached' });
          }
          await checkPage(page);

          // A new person: an invitation, pending.
          const email = `new.admin.${label}.${Date.now()}@example.test`;
          await page.getByLabel('Email').fill(email);
          await page.getByLabel('Name (optional)').fill('Nia Admin');
          await page.getByRole('button', { name: 'Send invitation' }).click();
          await page.getByRole('status').getByText(`We e-mailed an invitation to ${email}.`).waitFor();
          const revoke = page.getByRole('button', { name: `Revoke the invitation to ${email}` });
          await revoke.waitFor();
          await checkPage(page);

          // A bad email is refused at its field.
          await page.getByLabel('Email').fill('not-an-email');
          await page.getByRole('button', { name: 'Send invitation' }).click();
          await page.getByText('Please enter a valid email address.').waitFor();

          // An existing administrator's account is added at once; then removed again.
          await page.getByLabel('Email').fill('admin.ny@example.com');
          await page.getByRole('button', { name: 'Send invitation' }).click();
          await page
            .getByRole('status')
            .getByText(/admin\.ny@example\.com already had an administrator account/)
            .waitFor();
          const removeTheo = page.getByRole('button', { name: 'Remove Theo Marchetti' });
          await removeTheo.waitFor();
          expect(await page.getByRole('button', { name: 'Remove Rachel Kim' }).count()).toBe(1);
          await removeTheo.click();
          const dialog = page.getByRole('dialog', { name: 'Remove administrator' });
          await dialog.getByText(/Remove Theo Marchetti as an administrator of Harborview/).waitFor();
          await page.waitForTimeout(300); // the dialog's opening transition, which axe would see half-faded
          await checkPage(page);
          await dialog.getByRole('button', { name: 'Remove administrator' }).click();
          await removeTheo.waitFor({ state: 'detached' });

          // The last administrator stays: no Remove button, and the page says why.
          await page.getByText(LAST_ADMINISTRATOR_MESSAGE).waitFor();
          expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);

          await revoke.click();
          await page.getByText('No invitation is waiting to be accepted.').waitFor();
          await checkPage(page);
        },
      ),
  );

  it('admin@example.com sees the support contact and sends it a message', LONG, () =>
    journey(
      { baseUrl: baseUrl(), viewport, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        await page.goto(`${baseUrl()}/support?company_id_token=${harborviewToken}`);
        await waitForHeading(page, 'Support');
        await page.getByRole('heading', { name: 'Your support contact' }).waitFor();
        await checkPage(page);
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByText('Required').first().waitFor();
        await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Adding a part-time employee');
        await page
          .getByRole('textbox', { name: 'Message', exact: true })
          .fill('Hello,\nhow do I add a part-time employee?');
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByRole('status').getByText('Your message was sent').waitFor();
        await page.getByText('will reply to admin@example.com').waitFor();
        await checkPage(page);
      },
    ),
  );

  it('admin@example.com switches company from /switch-company and back', LONG, () =>
    journey(
      { baseUrl: baseUrl(), viewport, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        await page.goto(`${baseUrl()}/switch-company`);
        await waitForHeading(page, 'Switch company');
        const choice = (name: string) =>
          page.getByRole('listitem').filter({ hasText: name }).getByRole('button');
        await choice('Harborview Architecture, Inc.').waitFor();
        await checkPage(page);
        await choice('Bluebonnet Supply Co.').click();
        await page.waitForURL((url) => url.pathname === '/employer-dashboard');
        await waitForHeading(page, 'Bluebonnet Supply Co.');
        await page.goto(`${baseUrl()}/switch-company`);
        await waitForHeading(page, 'Switch company');
        await choice('Bluebonnet Supply Co.').getByText('Current').waitFor();
        await choice('Harborview Architecture, Inc.').click();
        await waitForHeading(page, 'Harborview Architecture, Inc.');
      },
    ),
  );
});
