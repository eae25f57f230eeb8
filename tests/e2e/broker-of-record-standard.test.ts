/**
 * Issue 15 items 1–3, standard mode (docs/spec/3 §2, §5; decisions 0048, 0049): an employer administrator of a
 * company without a partner opens /broker-of-record with its company token, lands on basic information, enters
 * the company and its authorized representative, a UnitedHealthcare medical plan and a Delta Dental plan (the
 * group ID guidance shows under each group number), is refused an 'Other' carrier without a name at its field,
 * reviews the letters (Review This Letter: a new title and effective date, 'Changes have been saved!', Ok), is
 * refused signing without the agreement, signs, and on the policy page downloads both letters and reads them.
 * At 1280 and 375 px, axe clean on every page.
 */
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { readPdfText } from '../helpers/pdf-text';
import { demoPasswordHash } from '../helpers/test-app';
import { drawSignature } from './application';
import { checkPage, downloadedBytes, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;

type Made = { email: string; token: string; name: string };
let server: RunningServer;
let companies: Made[] = [];

beforeAll(async () => {
  // A company of its own per viewport (a company signs once), without a partner: standard mode.
  const started = await startPreparedServer(async (db) => {
    const passwordHash = await demoPasswordHash();
    const made: Made[] = [];
    for (let i = 0; i < 2; i++) {
      const { company } = await createCompany(db, {
        name: `Mission Bay Dental Group ${i + 1}`,
        policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
      });
      const account = await createCompanyAdministrator(db, company.id, { passwordHash });
      made.push({ email: account.email, token: company.idToken, name: company.name });
    }
    return made;
  });
  server = started.server;
  companies = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const BASE = '/broker-of-record';
const REPRESENTATIVE = "Ana O'Neill";
const NEW_TITLE = 'Owner and Chief Executive Officer';

async function fillCompany(page: Page) {
  await page.getByLabel('Full name').fill(REPRESENTATIVE);
  await page.getByLabel(/^Title/).fill('Chief Executive Officer');
  await page.getByLabel(/^Email/).fill('ana@missionbay.example.com');
  await page.getByLabel(/^Phone/).pressSequentially('4155550142');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel(/Federal Employer Identification Number/).pressSequentially('123456789');
}

/** A plan row's fieldset, by its legend ("Medical plan 1"). */
const row = (page: Page, legend: string) => page.getByRole('group', { name: legend });

describe('broker of record, standard mode', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `an administrator moves two carriers to Groupcover and downloads both letters at ${viewport.width}px`,
      { timeout: LONG },
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: companies[index]!.email }, async (page) => {
          const { token } = companies[index]!;
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });

          // The root goes to basic information, keeping the company; Switch Company shows.
          await page.goto(`${server.baseUrl}${BASE}?company_id_token=${token}`);
          await waitForHeading(page, 'Move your plans to Groupcover');
          await waitForPath(page, `${BASE}/basic-information`);
          expect(new URL(page.url()).searchParams.get('company_id_token')).toBe(token);
          await expect(page.getByRole('link', { name: 'Switch Company' }).isVisible()).resolves.toBe(true);
          await checkPage(page);

          await fillCompany(page);

          // Medical: UnitedHealthcare, with where its group number is.
          const medical = row(page, 'Medical plan 1');
          await medical.getByLabel('Plan name').fill('Choice Plus 2000');
          await medical.getByLabel('Plan carrier').selectOption({ label: 'UnitedHealthcare' });
          await medical.getByLabel('Group number').fill('UHC-771204');
          await medical.getByText('The group number is on your UnitedHealthcare member ID card').waitFor();

          // Dental, added once; Delta Dental with its guidance.
          await page.getByRole('button', { name: 'Add an insurance type' }).click();
          await page.getByRole('menuitem', { name: 'Dental' }).click();
          const dental = row(page, 'Dental plan 1');
          await dental.getByLabel('Plan name').fill('Delta PPO');
          await dental.getByLabel('Plan carrier').selectOption({ label: 'Delta Dental' });
          await dental.getByLabel('Group number').fill('DD-99120');
          await dental.getByText('The group number is usually on the Delta Dental ID card').waitFor();
          // Dental is offered only once.
          await page.getByRole('button', { name: 'Add an insurance type' }).click();
          await expect(page.getByRole('menuitem', { name: 'Dental' }).count()).resolves.toBe(0);
          await page.keyboard.press('Escape');

          // An 'Other' carrier without its name is refused at its field.
          await page.getByRole('button', { name: '+ Add another Dental plan' }).click();
          const other = row(page, 'Dental plan 2');
          await other.getByLabel('Plan name').fill('Orthodontia rider');
          await other.getByLabel('Plan carrier').selectOption({ label: 'Other' });
          await other.getByLabel('Group number').fill('OR-1');
          await page.getByRole('button', { name: 'Save and continue' }).click();
          const otherCarrier = other.getByLabel('Other Carrier');
          await other.getByText('Please enter the name of the carrier.').waitFor();
          await expect(otherCarrier.getAttribute('aria-invalid')).resolves.toBe('true');
          expect(new URL(page.url()).pathname).toBe(`${BASE}/basic-information`);
          await checkPage(page);
          // The row goes (rows after the first can be removed).
          await other.getByRole('button', { name: 'Remove Dental plan 2' }).click();
          await expect(row(page, 'Dental plan 2').count()).resolves.toBe(0);

          await page.getByRole('button', { name: 'Save and continue' }).click();
          await waitForPath(page, `${BASE}/sign`);
          await waitForHeading(page, 'Review and sign');
          expect(new URL(page.url()).searchParams.get('company_id_token')).toBe(token);
          await page.getByRole('heading', { name: 'Broker of Record Letter: UnitedHealthcare' }).waitFor();
          await page.getByRole('heading', { name: 'Broker of Record Letter: Delta Dental' }).waitFor();
          await page.getByText('Renewal date', { exact: true }).waitFor();
          await checkPage(page);

          // Review This Letter: a new title and the second effective date offered.
          await page.getByRole('button', { name: 'Review This Letter' }).click();
          const dialog = page.getByRole('dialog', { name: 'Review This Letter' });
          await dialog.waitFor();
          await dialog.getByLabel("Representative's title").fill(NEW_TITLE);
          const dateSelect = dialog.getByLabel('Effective date');
          const dates = await dateSelect
            .locator('option')
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
          const effectiveDate = dates[1]!;
          await dateSelect.selectOption(effectiveDate);
          await dialog.getByRole('button', { name: 'Save changes' }).click();
          await dialog.getByText('Changes have been saved!').waitFor();
          await checkPage(page);
          await dialog.getByRole('button', { name: 'Ok' }).click();
          await dialog.waitFor({ state: 'hidden' });
          const effective = formatLongIsoDate(effectiveDate);
          await page.getByText(effective).first().waitFor();

          // Signing without the agreement is refused at the checkbox.
          await drawSignature(page);
          await page.getByRole('button', { name: 'Sign and save' }).click();
          await page
            .getByText('Please read and acknowledge the notification before moving forward')
            .waitFor();
          expect(new URL(page.url()).pathname).toBe(`${BASE}/sign`);
          // Ticked with the keyboard, then signed.
          const agreement = page.getByRole('checkbox', { name: /am authorized to act for the company/ });
          await agreement.focus();
          await page.keyboard.press('Space');
          await expect(agreement.isChecked()).resolves.toBe(true);
          await page.getByRole('button', { name: 'Sign and save' }).click();

          await waitForPath(page, `${BASE}/policy`);
          await waitForHeading(page, 'Congratulations!');
          await page.getByRole('heading', { name: 'Next steps' }).waitFor();
          await checkPage(page);

          // Both letters download, each naming its carrier, group, signer, title and effective date.
          for (const [carrier, group] of [
            ['UnitedHealthcare', 'UHC-771204'],
            ['Delta Dental', 'DD-99120'],
          ] as const) {
            const [download] = await Promise.all([
              page.waitForEvent('download'),
              page.getByRole('link', { name: `Download the letter to ${carrier} (PDF)` }).click(),
            ]);
            expect(download.suggestedFilename()).toMatch(/\.pdf$/);
            const text = (await readPdfText(await downloadedBytes(download))).replace(/\s+/g, ' ');
            expect(text).toContain(carrier);
            expect(text).toContain(group);
            expect(text).toContain(REPRESENTATIVE);
            expect(text).toContain(NEW_TITLE);
            expect(text).toContain(effective);
          }

          await page.getByRole('link', { name: 'Continue' }).click();
          await waitForHeading(page, 'Congratulations! We are working to get your benefits connected.');
          await waitForPath(page, `${BASE}/success`);
          await checkPage(page);

          // The root now goes to the policy page.
          await page.goto(`${server.baseUrl}${BASE}?company_id_token=${token}`);
          await waitForPath(page, `${BASE}/policy`);
        }),
    );
  }
});
