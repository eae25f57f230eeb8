import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { sharedServerUrl } from './server';

/**
 * Journey 3 of issue 11 (decision 0024): operations make a Paycove key in the admin page; the partner adds an
 * employee to Bluebonnet with it over plain HTTP; admin@example.com follows the e-mail's link to the
 * confirmation page and approves; the employee's invitation is in the outbox. At 1280 and 375 px, axe on
 * every page.
 */
const journey = setUpJourneys();
const LONG = { timeout: 120_000 };
const bluebonnet = DEMO_COMPANIES.bluebonnet;

/** Operations' reads of the outbox over the API, signed in as ops@example.com. */
async function opsOutbox(baseUrl: string) {
  const signIn = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@example.com', password: 'demo-password' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  type Summary = { id: string; to: string; template: string };
  return {
    async find(to: string, template: string): Promise<{ text: string } | null> {
      const list = (await (
        await fetch(`${baseUrl}/api/v1/admin/outbox`, { headers: { cookie } })
      ).json()) as {
        messages: Summary[];
      };
      const message = list.messages.find((m) => m.to === to && m.template === template);
      if (!message) return null;
      return (await fetch(`${baseUrl}/api/v1/admin/outbox/${message.id}`, { headers: { cookie } })).json();
    },
  };
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('a partner-added employee at %s width', (label, viewport) => {
  it(
    'ops makes a key, the partner adds an employee, the administrator approves, the invitation is sent',
    LONG,
    async () => {
      const baseUrl = sharedServerUrl();
      let key = '';

      await journey(
        { baseUrl, viewport, email: 'ops@example.com', home: '/employer-dashboard' },
        async (page) => {
          await page.goto(`${baseUrl}/admin/partners`);
          await waitForHeading(page, 'Partners and API keys');
          await checkPage(page);
          await page.getByLabel('New key for Paycove Payroll').fill(`Journey ${label}`);
          const section = page.getByRole('region', { name: 'Paycove Payroll' });
          await section.getByRole('button', { name: 'Create key' }).click();
          await section.getByText('Copy this key now').waitFor();
          key = (await section.getByTestId('new-partner-key').innerText()).trim();
          expect(key).toMatch(/^gcp_[A-Za-z0-9_-]{43}$/);
          await section.getByRole('button', { name: 'Copy key' }).waitFor();
          await checkPage(page);
        },
      );

      // The partner's server: plain HTTP with the key, no cookie.
      const email = `dana.${label}.${Date.now()}@example.test`;
      const added = await fetch(
        `${baseUrl}/api/partner/v1/companies/${bluebonnet.idToken.slice(0, 16)}/employees`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Dana',
            lastName: label === 'desktop' ? 'Whitfield' : 'Okonkwo',
            email,
            bornAt: '1991-04-12',
            hiredAt: '2026-11-02',
            annualSalary: 58000,
            employeeType: 'full_time',
            externalId: `PC-${label}`,
          }),
        },
      );
      expect(added.status).toBe(201);

      const outbox = await opsOutbox(baseUrl);
      const notice = await outbox.find('admin@example.com', 'partnerEmployeeAdded');
      const link = notice?.text.match(/Decide now: (\S+)/)?.[1];
      expect(link).toBeTruthy();
      const url = new URL(link!);
      expect(url.pathname).toBe('/employer-dashboard/partner-add-employee-confirmation');
      // No invitation until an administrator approves.
      expect(await outbox.find(email, 'applicationInvitation')).toBeNull();

      await journey(
        { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          await page.goto(`${baseUrl}${url.pathname}${url.search}`);
          await waitForHeading(page, 'New employee from your payroll partner');
          await page
            .getByText(
              `Paycove Payroll added Dana ${label === 'desktop' ? 'Whitfield' : 'Okonkwo'} to Bluebonnet Supply Co.`,
            )
            .waitFor();
          await page.getByText(email).waitFor();
          await checkPage(page);

          await page.getByRole('link', { name: 'Approve benefits' }).click();
          await waitForHeading(page, /^Approve benefits: Dana/);
          await page.getByText(/We will e-mail Dana an invitation/).waitFor();
          await checkPage(page);
          await page.getByRole('button', { name: 'Approve and send invitation' }).click();
          const outcome = page.getByRole('status');
          await outcome.getByText('Benefits approved').waitFor();
          await outcome
            .getByText(`We e-mailed Dana an invitation to create an account and apply (${email}).`)
            .waitFor();
          await checkPage(page);

          // Back on the choices: decided, nothing left to choose.
          await page.goto(`${baseUrl}${url.pathname}${url.search}`);
          await waitForHeading(page, 'New employee from your payroll partner');
          await page.getByRole('status').getByText('Benefits approved').waitFor();
          expect(await page.getByRole('link', { name: 'Deny benefits' }).count()).toBe(0);
        },
      );

      const invitation = await outbox.find(email, 'applicationInvitation');
      expect(invitation?.text).toContain(`/${bluebonnet.idToken.slice(0, 16)}/create-account/`);

      // A second person, denied with a reason (required, at its field); no invitation.
      const second = `sam.${label}.${Date.now()}@example.test`;
      const addedSecond = await fetch(
        `${baseUrl}/api/partner/v1/companies/${bluebonnet.idToken.slice(0, 16)}/employees`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Sam',
            lastName: 'Ferreira',
            email: second,
            bornAt: '1999-09-09',
            hiredAt: '2026-11-16',
            employeeType: '1099',
          }),
        },
      );
      expect(addedSecond.status).toBe(201);
      const secondLink = (await outbox.find('admin@example.com', 'partnerEmployeeAdded'))?.text.match(
        /Decide now: (\S+)/,
      )?.[1];
      const secondUrl = new URL(secondLink!);
      await journey(
        { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          await page.goto(`${baseUrl}${secondUrl.pathname}/deny-benefits${secondUrl.search}`);
          await waitForHeading(page, 'Deny benefits: Sam Ferreira');
          await page.getByRole('button', { name: 'Deny benefits' }).click();
          await page.getByText('Please give the reason benefits are denied.').waitFor();
          await checkPage(page);
          await page
            .getByRole('textbox', { name: 'Reason', exact: true })
            .fill('Contractor (1099): not eligible.');
          await page.getByRole('button', { name: 'Deny benefits' }).click();
          await page.getByRole('status').getByText('Benefits denied').waitFor();
          await page.getByText('Reason: Contractor (1099): not eligible.').waitFor();
          await checkPage(page);
        },
      );
      expect(await outbox.find(second, 'applicationInvitation')).toBeNull();
    },
  );
});
