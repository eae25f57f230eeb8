/**
 * Issue 13, journey 1 (decision 0036): broker@example.com opens Harborview's open-enrollment setup (Harborview has
 * no renewal in the demo), is told at the field that medical plan documents are required, uploads the medical
 * documents (PDF) and rates, and sees "Broker Plan Upload Complete"; ops@example.com opens the queue and the
 * setup, loads the CA rate sheet fixture, sees the preview and launches; the administrator's e-mail is in the
 * outbox (the /admin outbox page shows it); admin@example.com opening the setup lands on the dashboard. At 1280
 * and 375 px, axe clean on every page.
 *
 * Harborview can be set up once per server: each width runs on a server of its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../helpers/multipart';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const HARBORVIEW = DEMO_COMPANIES.harborview;
const TOKEN = HARBORVIEW.idToken.slice(0, 16);
const SETUP = `/benefits-administration/open-enrollment-setup?company_id_token=${TOKEN}`;
const SHEET = readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/rate-sheets/harborview-ca-2027.csv'),
);
const SUBJECT = `Your benefits renewal for ${HARBORVIEW.name} is ready`;

/** Chooses a file in the form kit's upload field of this label. */
async function chooseFile(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  // The field's own button (its name may end with the required mark), not one that merely contains the label.
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await (await chooser).setFiles(file);
}

for (const [width, viewport] of [
  ['1280', VIEWPORTS.desktop],
  ['375', VIEWPORTS.phone],
] as const) {
  describe(`open-enrollment setup at ${width} px`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer();
    }, 90_000);
    afterAll(async () => {
      await server?.stop();
    });

    it(
      'a broker uploads, operations load a rate sheet and launch, the administrator is sent to the dashboard',
      async () => {
        const baseUrl = server.baseUrl;
        await journey({ baseUrl, viewport, email: 'broker@example.com' }, async (page) => {
          await waitForPath(page, '/employer-dashboard');
          await page.goto(`${baseUrl}${SETUP}`);
          await waitForPath(page, '/benefits-administration/open-enrollment-setup/plans');
          await waitForHeading(page, 'Open Enrollment Setup');
          expect(new URL(page.url()).searchParams.get('company_id_token')).toBe(TOKEN);
          await checkPage(page);
          // Plan Documents are required for medical only.
          await page.getByRole('button', { name: 'Next' }).click();
          await page.getByText('Upload the medical plan documents.').first().waitFor();
          await checkPage(page);
          await chooseFile(page, 'Medical Plan Documents', {
            name: 'harborview-medical-sbc.pdf',
            mimeType: 'application/pdf',
            buffer: SAMPLE_FILES.pdf,
          });
          await chooseFile(page, 'Medical Plan Rates', {
            name: 'harborview-medical-rates.csv',
            mimeType: 'text/csv',
            buffer: SAMPLE_FILES.csv,
          });
          await page.getByRole('button', { name: 'Next' }).click();
          await waitForPath(page, '/benefits-administration/open-enrollment-setup/processing-plans');
          await waitForHeading(page, 'Broker Plan Upload Complete');
          await page.getByText(/being processed/).waitFor();
          await checkPage(page);
          // The entry now sends the broker to the processing page.
          await page.goto(`${baseUrl}${SETUP}`);
          await waitForPath(page, '/benefits-administration/open-enrollment-setup/processing-plans');
          await waitForHeading(page, 'Broker Plan Upload Complete');
          await page.getByRole('link', { name: 'Back to Dashboard' }).click();
          await waitForPath(page, '/employer-dashboard');
        });

        await journey({ baseUrl, viewport, email: 'ops@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login');
          await page.goto(`${baseUrl}/admin`);
          await waitForHeading(page, 'Admin');
          await page.getByRole('link', { name: 'Open enrollment setups' }).click();
          await waitForHeading(page, 'Open enrollment setups');
          await checkPage(page);
          await page.getByRole('link', { name: HARBORVIEW.name }).first().click();
          await waitForHeading(page, `Open enrollment setup: ${HARBORVIEW.name}`);
          await page.getByRole('link', { name: 'harborview-medical-sbc.pdf' }).waitFor();
          await page.getByText('No rate sheet has been loaded yet.').waitFor();
          await checkPage(page);
          await chooseFile(page, 'Rate sheet', {
            name: 'harborview-ca-2027.csv',
            mimeType: 'text/csv',
            buffer: SHEET,
          });
          await page.getByRole('button', { name: 'Load rate sheet' }).click();
          for (const suite of ['Suite 1: Renewal', 'Suite 2: Buy-down', 'Suite 3: Kaiser alternative'])
            await page.getByRole('heading', { name: suite }).waitFor();
          await page.getByText('Gold PPO 500 (2027)').locator('visible=true').first().waitFor();
          await checkPage(page);
          await page.getByRole('button', { name: 'Launch renewal' }).click();
          await page.getByText(/Launched by Sam Patel/).waitFor();
          await page.getByText('Launched', { exact: true }).first().waitFor();
          await checkPage(page);

          await page.goto(`${baseUrl}/admin/outbox`);
          await waitForHeading(page, 'Mail outbox');
          await page.getByRole('link', { name: SUBJECT }).first().click();
          await page
            .getByText(/benefits-administration\/renewal\?company_id_token=/)
            .first()
            .waitFor();
          await checkPage(page);
        });

        await journey({ baseUrl, viewport, email: 'admin@example.com' }, async (page) => {
          await waitForPath(page, '/employer-dashboard');
          await page.goto(`${baseUrl}${SETUP}`);
          await waitForPath(page, '/employer-dashboard');
          expect(new URL(page.url()).searchParams.get('company_id_token')).toBe(TOKEN);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await checkPage(page);
        });
      },
      LONG,
    );
  });
}
