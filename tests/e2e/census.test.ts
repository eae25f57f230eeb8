import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { badCensusFile, censusFile, censusRows } from '../fixtures/census';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp } from './browser';
import { useServerWithMail } from './server-with-mail';

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
  // Each width has its own server and mail server: the invitations it sends are counted from a fresh demo.
  const mailed = useServerWithMail();

  it(
    'admin@example.com checks a 50-row census with two bad rows (nothing written), fixes it and imports 50',
    LONG,
    () =>
      journey(
        { baseUrl: mailed.server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const prefix = `${label[0]}${randomBytes(3).toString('hex')}`;
          await page.goto(`${mailed.server.baseUrl}/employer-dashboard/manage-employees/import`);
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

          // Send all invitations from the success state (decision 0027): the confirmation states the count
          // first (the 45 eligible people imported and the demo's people not invited yet), then each e-mail
          // leaves over SMTP.
          await page.getByRole('button', { name: 'Send invitations to everyone not yet invited' }).click();
          const confirm = page.getByRole('dialog', { name: 'Send invitations' });
          const send = confirm.getByRole('button', { name: /^Send \d+ invitations$/ });
          await send.waitFor();
          const count = Number(/\d+/.exec((await send.textContent()) ?? '')?.[0]);
          expect(count).toBeGreaterThanOrEqual(45);
          await confirm
            .getByText(`${count} people will get an e-mail with a link`, { exact: false })
            .waitFor();
          await checkPage(page);
          await send.click();
          await confirm.waitFor({ state: 'detached' });
          await page.getByText(`Invitations were sent to ${count} people.`).waitFor();
          await expect.poll(() => mailed.smtp.received.length).toBe(count);
          const first = `avery.nguyen.${prefix}0@census.example.com`.toLowerCase();
          const mail = mailed.smtp.received.find((m) => m.envelope.to.includes(first));
          expect(mail?.parsed.text).toMatch(/https?:\/\/\S+\/create-account\/[A-Za-z0-9_-]+/);
          // Person 8 was imported as not eligible: no invitation.
          expect(
            mailed.smtp.received.some((m) => m.envelope.to.some((to) => to.includes(`.${prefix}8@`))),
          ).toBe(false);

          // The same file again: every person is now there, and nothing would change.
          await chooseFile(page, 'census.csv', fixed);
          await visible(
            page,
            'census.csv: 50 rows: 0 to add, 0 to update, 50 unchanged, 0 with errors.',
          ).waitFor();

          // On Manage employees' Invited tab the same action now has nobody left to invite.
          await page.goto(`${mailed.server.baseUrl}/employer-dashboard/manage-employees?tab=invited`);
          await waitForApp(page);
          await page.getByRole('button', { name: 'Send invitations to everyone not yet invited' }).click();
          await page
            .getByRole('dialog', { name: 'Send invitations' })
            .getByText('Everyone who can be invited has an account or an invitation whose link still works.')
            .waitFor();
          await checkPage(page);
          expect(mailed.smtp.received).toHaveLength(count);
        },
      ),
  );
});
