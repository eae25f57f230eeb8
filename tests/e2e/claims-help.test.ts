/**
 * Claims help (issue 14, decision 0045): enrolled@example.com opens Claims help from the dashboard's Home, is
 * told at the field that a date of service in the future is refused, submits a claim with a PDF, sees it listed
 * as open, opens it, downloads the file, posts a message and sees it in the thread. At 1280 and 375 px, axe
 * clean on every page.
 */
import { CLAIM_MESSAGES } from '@shared/schemas/claims';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usDateFromToday } from '../helpers/dates';
import { SAMPLE_FILES } from '../helpers/multipart';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();
const LONG = 120_000;

/** The one visible element with this text (the list is a table on a desktop and cards on a phone). */
const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

describe('claims help', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `enrolled@example.com submits a claim with a file and talks with support about it at ${viewport.width}px`,
      () =>
        journey({ baseUrl, viewport, email: 'enrolled@example.com' }, async (page) => {
          const provider = `Bayside Family Clinic ${viewport.width}`;
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${baseUrl}/employee-dashboard`);
          await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
          await page.getByRole('link', { name: 'Claims help' }).click();
          await waitForPath(page, '/employee-dashboard/open-claims');
          await waitForHeading(page, 'Claims help');
          await checkPage(page);

          await page.getByRole('link', { name: 'Submit a Claim' }).click();
          await waitForPath(page, '/employee-dashboard/submit-claims');
          await waitForHeading(page, 'Submit a Claim');
          await checkPage(page);

          await page.getByRole('combobox', { name: 'Coverage' }).selectOption('medical');
          await page.getByRole('combobox', { name: 'Who received the care' }).selectOption('employee');
          await page.getByRole('textbox', { name: 'Provider' }).fill(provider);
          const date = page.getByRole('textbox', { name: 'Date of service' });
          await date.fill(usDateFromToday(3));
          await page.getByRole('textbox', { name: 'Amount billed' }).fill('1,250.50');
          await page
            .getByRole('textbox', { name: 'What happened, and what do you need?' })
            .fill('The clinic billed me for a preventive visit that my plan covers in full.');
          await page
            .locator('input[type="file"]')
            .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: SAMPLE_FILES.pdf });
          await page.getByRole('button', { name: 'Submit Claim' }).click();

          // The date in the future is refused at its field, and nothing is sent.
          await page.getByText(CLAIM_MESSAGES.dateOfServiceFuture).waitFor();
          expect(await date.getAttribute('aria-invalid')).toBe('true');
          const described = (await date.getAttribute('aria-describedby')) ?? '';
          const error = await page.evaluate(
            (ids) =>
              ids
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            described,
          );
          expect(error).toContain(CLAIM_MESSAGES.dateOfServiceFuture);
          expect(page.url()).toContain('/submit-claims');
          await checkPage(page);

          await date.fill(usDateFromToday(-5));
          await page.getByRole('button', { name: 'Submit Claim' }).click();
          await page.waitForURL((url) => /^\/employee-dashboard\/claims\/[0-9a-f-]{36}$/.test(url.pathname), {
            timeout: 15_000,
          });
          await waitForHeading(page, /^Claim CH-[0-9A-F]{8}$/);
          const reference = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
            'Claim ',
            '',
          );
          await page.getByText(provider, { exact: true }).waitFor();
          await page.getByText('$1,250.50', { exact: true }).waitFor();
          const file = page.getByRole('link', { name: 'Download bill.pdf' });
          const pdf = await page.request.get(`${baseUrl}${await file.getAttribute('href')}`);
          expect(pdf.status()).toBe(200);
          expect(pdf.headers()['content-type']).toBe('application/pdf');
          expect(Buffer.from(await pdf.body()).equals(SAMPLE_FILES.pdf)).toBe(true);
          await checkPage(page);

          // Listed, open.
          await page.getByRole('link', { name: 'Back to Claims help' }).click();
          await waitForPath(page, '/employee-dashboard/open-claims');
          const row =
            viewport.width >= 768
              ? page.getByRole('row', { name: new RegExp(reference) })
              : page.getByRole('listitem').filter({ hasText: reference });
          await row.getByText(provider, { exact: true }).waitFor();
          await row.getByText('Open', { exact: true }).waitFor();
          await checkPage(page);

          // Opens it, posts a message, sees it.
          await visible(page, reference).click();
          await waitForHeading(page, `Claim ${reference}`);
          await page.getByText('No messages yet. Our support team will write here.').waitFor();
          const message = `Is there any news? (${viewport.width})`;
          await page.getByRole('textbox', { name: 'Your message' }).fill(message);
          await page.getByRole('button', { name: 'Send Message' }).click();
          const thread = page.getByRole('region', { name: 'Messages' });
          await thread.getByText(message, { exact: true }).waitFor();
          await thread.getByText(/^James Whitaker/).waitFor();
          expect(await page.getByRole('textbox', { name: 'Your message' }).inputValue()).toBe('');
          await waitForApp(page);
          await checkPage(page);
        }),
      LONG,
    );
  }
});
