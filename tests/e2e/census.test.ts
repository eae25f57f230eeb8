import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { badCensusFile, censusFile, censusRows } from '../fixtures/census';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = { timeout: 120_000 };

async function chooseFile(page: Page, name: string, csv: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
}

/** The one visible element with this text (the preview is a table on a desktop and cards on a phone). */
const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('census journeys at %s width', (label, viewport) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = label === 'desktop' ? { baseUrl: inject('baseUrl'), stop: async () => {} } : await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'admin@example.com checks a 50-row census with two bad rows (nothing written), fixes it and imports 50',
    LONG,
    () =>
      journey(
        { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const prefix = `${label[0]}${randomBytes(3).toString('hex')}`;
          await page.goto(`${server.baseUrl}/employer-dashboard/manage-employees/import`);
          await page.getByRole('heading', { level: 1, name: 'Import employees' }).waitFor();
          await waitForApp(page);
          expect(await page.title()).toMatch(/^Import employees/);
          const template = page.getByRole('link', { name: 'Download the census template (CSV)' });
          expect(await template.getAttribute('href')).toMatch(
            /^\/api\/v1\/companies\/[0-9a-f-]{36}\/census\/template$/,
          );
          await checkPage(page);

          // The file with two bad rows: both rows and each bad field named; nothing can be imported.
          await chooseFile(page, 'census-bad.csv', badCensusFile(prefix));
          await page.getByRole('heading', { name: '3. Review and import' }).waitFor();
          await visible(
            page,
            'census-bad.csv: 50 rows: 48 to add, 0 to update, 0 unchanged, 2 with errors.',
          ).waitFor();
          await visible(page, '2 rows have errors').waitFor();
          for (const text of [
            /^Row 7/,
            'Please enter a real date.',
            'Please enter full_time, owner or 1099.',
            /^Row 31/,
            /No class is named "Warehouse"/,
          ])
            expect(await visible(page, text).count(), String(text)).toBeGreaterThan(0);
          expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
          await checkPage(page);

          // The fixed file: all 50 would be added, so none of the bad file's rows were written.
          const fixed = censusFile(censusRows(prefix));
          await chooseFile(page, 'census.csv', fixed);
          await visible(
            page,
            'census.csv: 50 rows: 50 to add, 0 to update, 0 unchanged, 0 with errors.',
          ).waitFor();
          await checkPage(page);
          // Keyboard: the check moved focus to its results; Import is reached and pressed from the keyboard.
          expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('3. Review and import');
          await page.getByRole('button', { name: 'Import 50 people' }).focus();
          await page.keyboard.press('Enter');
          await page.getByRole('heading', { name: 'Import complete' }).waitFor();
          await visible(page, /^50 added, 0 updated, 0 unchanged\./).waitFor();
          await checkPage(page);

          // The same file again: every person is now there, and nothing would change.
          await chooseFile(page, 'census.csv', fixed);
          await visible(
            page,
            'census.csv: 50 rows: 0 to add, 0 to update, 50 unchanged, 0 with errors.',
          ).waitFor();
        },
      ),
  );
});
