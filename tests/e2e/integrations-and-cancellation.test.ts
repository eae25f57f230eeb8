import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { CANCELLATION_MESSAGES } from '@shared/domain/policy-cancellation/policy-cancellation';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForPath } from './browser';
import { useServerWithMail } from './server-with-mail';

/**
 * Integrations and cancel company policy (issue 12 items 7 and 8, decision 0033) at 1280 and 375 px, axe on
 * every state. Each width runs on a server of its own (with its own SMTP server), as connecting, disconnecting
 * and cancelling change Harborview, which other journeys read.
 */
const journey = setUpJourneys();
const LONG = { timeout: 180_000 };
const harborview = DEMO_COMPANIES.harborview;
const harborviewQuery = `company_id_token=${harborview.idToken.slice(0, 16)}`;
const bluebonnetQuery = `company_id_token=${DEMO_COMPANIES.bluebonnet.idToken.slice(0, 16)}`;

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
  await waitForApp(page);
}

/** A connection's card, by its partner's name. */
const card = (page: Page, partner: string) => page.getByRole('region', { name: partner, exact: true });

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('integrations and cancellation at %s width', (label, viewport) => {
  const mailed = useServerWithMail();

  it(
    'connects Ledgerline (its key shown once syncs on its first call), then disconnects it after a confirmation',
    LONG,
    () =>
      journey(
        { baseUrl: mailed.server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const base = mailed.server.baseUrl;
          await waitForApp(page);
          const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
          await nav.getByRole('link', { name: 'Integrations' }).click();
          await heading(page, 'Integrations');
          await page.goto(`${base}/employer-dashboard/integrations?${harborviewQuery}`);
          await heading(page, 'Integrations');
          const paycove = card(page, 'Paycove Payroll');
          await paycove.getByText('Connected', { exact: true }).waitFor();
          await page.getByRole('heading', { name: 'Partner API keys' }).waitFor();
          await checkPage(page);

          // Connect: the key is shown once, and the connection waits for its first sync.
          await page.getByRole('button', { name: 'Connect Ledgerline Accounting' }).click();
          const shownKey = page.getByTestId('connection-key');
          await shownKey.waitFor();
          const key = (await shownKey.textContent())!.trim();
          expect(key).toMatch(/^gcp_/);
          const ledgerline = card(page, 'Ledgerline Accounting');
          await ledgerline.getByText('Waiting for first sync').waitFor();
          await checkPage(page);

          // The partner's system calls the partner API with the key: the connection has synced.
          const response = await fetch(`${base}/api/partner/v1/companies/${harborview.idToken}/employees`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              firstName: 'Lena',
              lastName: 'Ledger',
              email: `lena.ledger.${label}@example.com`,
              bornAt: '1990-02-03',
              hiredAt: '2026-11-16',
              employeeType: 'full_time',
            }),
          });
          expect(response.status).toBe(201);
          await page.reload();
          await heading(page, 'Integrations');
          await ledgerline.getByText('Connected', { exact: true }).waitFor();
          // The key is never shown again: only its prefix.
          expect(await page.content()).not.toContain(key);

          // Disconnect, after a confirmation: the key stops working.
          await page.getByRole('button', { name: 'Disconnect Ledgerline Accounting' }).click();
          const dialog = page.getByRole('dialog', { name: 'Disconnect partner' });
          await dialog.waitFor();
          await checkPage(page);
          await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
          // The dialog fades out: axe would read its fading title's contrast.
          await dialog.waitFor({ state: 'detached' });
          await ledgerline.getByText('Disconnected', { exact: true }).waitFor();
          await checkPage(page);
          const refused = await fetch(`${base}/api/partner/v1/companies/${harborview.idToken}/employees`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: '{}',
          });
          expect(refused.status).toBe(401);
        },
      ),
  );

  it(
    'sends a company without the cancellation form home; cancels Harborview, e-mails its covered employees, and withdraws',
    LONG,
    () =>
      journey(
        { baseUrl: mailed.server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const base = mailed.server.baseUrl;
          await waitForApp(page);
          // Bluebonnet has no cancellation form: silently sent to the dashboard's home, and no menu entry.
          await page.goto(`${base}/employer-dashboard/cancel-company-policy?${bluebonnetQuery}`);
          await waitForPath(page, '/employer-dashboard');
          await waitForApp(page);
          const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
          expect(await nav.getByRole('link', { name: 'Cancel company policy' }).count()).toBe(0);

          await page.goto(`${base}/employer-dashboard/cancel-company-policy?${harborviewQuery}`);
          await heading(page, 'Cancel company policy');
          await checkPage(page);
          // Nothing chosen: every field says so.
          await page.getByRole('button', { name: 'Cancel company policy' }).click();
          await page.getByText(CANCELLATION_MESSAGES.reason).waitFor();
          await page.getByText(CANCELLATION_MESSAGES.lastDay).waitFor();
          await page.getByText(CANCELLATION_MESSAGES.acknowledged).waitFor();
          await checkPage(page);

          await page.getByLabel(/^Reason for cancelling/).selectOption('other');
          await page.getByRole('button', { name: 'Cancel company policy' }).click();
          await page.getByText(CANCELLATION_MESSAGES.reasonDetails).waitFor();
          await page.getByLabel(/^Tell us why/).fill('We are merging with another studio.');
          const lastDaySelect = page.getByLabel(/^Last day of coverage/);
          const options = await lastDaySelect
            .locator('option')
            .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
          const lastDay = options[0]!;
          await lastDaySelect.selectOption(lastDay);
          await page.getByLabel(/^I understand that coverage ends/).check();
          await checkPage(page);
          await page.getByRole('button', { name: 'Cancel company policy' }).click();

          await waitForPath(page, '/employer-dashboard/success');
          await heading(page, 'Cancellation scheduled');
          await checkPage(page);

          // Each covered employee is told by e-mail (earlier journeys' messages come first).
          const subject = `Your benefits with ${harborview.name} are ending`;
          let mail = await mailed.smtp.nextMail();
          while (mail.parsed.subject !== subject) mail = await mailed.smtp.nextMail();
          expect(mail.parsed.text).toContain('COBRA');

          // The page now shows the scheduled cancellation, which may be withdrawn.
          await page.goto(`${base}/employer-dashboard/cancel-company-policy?${harborviewQuery}`);
          await page
            .getByRole('heading', { name: `Cancellation scheduled for ${formatLongIsoDate(lastDay)}` })
            .waitFor();
          await checkPage(page);
          await page.getByRole('button', { name: 'Withdraw the cancellation' }).click();
          const dialog = page.getByRole('dialog', { name: 'Withdraw the cancellation' });
          await dialog.waitFor();
          await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
          await dialog.waitFor({ state: 'detached' });
          await page.getByLabel(/^Reason for cancelling/).waitFor();
          await checkPage(page);
        },
      ),
  );
});
