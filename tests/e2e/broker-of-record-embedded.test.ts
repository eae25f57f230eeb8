/**
 * Issue 15 items 1 and 4 (docs/spec/3 §2, §4, §5, §8, §9; decisions 0048 and 0050): the administrator of a company
 * whose partner is NetSuite walks the embedded broker-of-record flow: the landing page (Next disabled until
 * answered, No an outside link), company information, two medical plans, Review and Sign, contributions (a
 * percentage over 100 refused at its field, 'Use for all', the ACA questions and the measurement method), file
 * upload (a program passed off as a PDF refused with the server's message at that plan and file, the page
 * staying; then a real file), Set up Payroll Deductions, and Done with its letter and 'Return to Quickbooks'.
 * The side progress list says each section's state. At 1280 and 375 px, axe clean on every page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../helpers/multipart';
import { drawSignature } from './application';
import { type PartnerCompany, preparePartnerCompanies } from './broker-of-record-partners';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const BASE = '/broker-of-record';

let server: RunningServer;
/** One NetSuite company per viewport (a company signs once): its token and its administrator. */
let companies: PartnerCompany[] = [];

beforeAll(async () => {
  const started = await startPreparedServer((db) =>
    preparePartnerCompanies(db, 'netsuite', ['Harbor Lights Bakery', 'Cedar Row Dental']),
  );
  server = started.server;
  companies = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

/** The side progress list's current item and the state words of every item. */
async function progressItems(page: Page, phone: boolean) {
  const nav = page.getByRole('navigation', { name: 'Broker of record progress' });
  if (phone) {
    const details = nav.locator('details');
    if ((await details.getAttribute('open')) === null) await nav.locator('summary').click();
  }
  const items = nav.getByRole('listitem');
  const texts = (await items.allInnerTexts()).filter((t) => t.trim() !== '');
  const marked = nav.locator('li[aria-current="step"]:visible');
  const current = (await marked.count()) > 0 ? await marked.innerText() : null;
  return { texts, current };
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

describe('the embedded broker-of-record flow of a NetSuite company', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    const phone = viewport.width < 500;
    it(`goes through every step to Return to Quickbooks at ${viewport.width}px`, { timeout: LONG }, () =>
      journey({ baseUrl: server.baseUrl, viewport, email: companies[index]!.email }, async (page) => {
        const { token, name } = companies[index]!;
        const query = `?company_id_token=${token}`;
        await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });

        // The root sends an embedded company to the landing page.
        await page.goto(`${server.baseUrl}${BASE}${query}`);
        await waitForHeading(page, 'Connect existing plan');
        await waitForPath(page, `${BASE}/landing-page`);
        await page.getByText('Deductions synced to payroll').waitFor();
        await page.getByText('NetSuite', { exact: false }).first().waitFor();
        expect(await page.getByRole('link', { name: 'Log out' }).count()).toBe(0);
        const question = page.getByRole('group', {
          name: `Does ${name} currently offer medical insurance benefits?`,
        });
        expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
        await checkPage(page);
        await question.getByRole('radio', { name: 'No' }).check();
        const outside = page.getByRole('link', { name: /^Next/ });
        expect(await outside.getAttribute('href')).toMatch(
          /^https:\/\/groupcover\.com\/small-group\/new-plan\?source=broker-of-record&partner=netsuite$/,
        );
        expect(await outside.getAttribute('target')).toBe('_blank');
        await question.getByRole('radio', { name: 'Yes' }).check();
        await page.getByRole('button', { name: 'Next' }).click();

        // Company information.
        await waitForHeading(page, 'Company Information');
        await waitForPath(page, `${BASE}/company-information`);
        let progress = await progressItems(page, phone);
        expect(progress.current).toMatch(/Company Information/);
        expect(progress.texts.join('\n')).toContain('Tell us your carrier name and group number');
        await checkPage(page);
        await page.getByRole('textbox', { name: 'Full name' }).fill("Ana O'Neill");
        await page.getByRole('textbox', { name: 'Address' }).fill('500 Terry Francois Blvd');
        await page
          .getByRole('textbox', { name: /Federal Employer Identification Number/ })
          .pressSequentially('123456789');
        await page.getByRole('button', { name: 'Continue' }).click();

        // Insurance plans: two medical plans.
        await waitForHeading(page, 'Insurance Plans');
        progress = await progressItems(page, phone);
        expect(progress.current).toMatch(/Insurance Plans/);
        expect(progress.texts.find((t) => t.includes('Company Information'))).toMatch(/complete/);
        const first = page.getByRole('group', { name: 'Medical plan 1' });
        await first.getByRole('textbox', { name: 'Plan name' }).fill('Kaiser Gold 20');
        await first.getByRole('combobox', { name: 'Plan carrier' }).selectOption('kaiser');
        await first.getByRole('textbox', { name: 'Group number' }).fill('KP-604112');
        await page.getByRole('button', { name: '+ Add another Medical plan' }).click();
        const second = page.getByRole('group', { name: 'Medical plan 2' });
        await second.getByRole('textbox', { name: 'Plan name' }).fill('Kaiser Silver 70');
        await second.getByRole('combobox', { name: 'Plan carrier' }).selectOption('kaiser');
        await second.getByRole('textbox', { name: 'Group number' }).fill('KP-604113');
        await checkPage(page);
        await page.getByRole('button', { name: 'Continue' }).click();

        // Review and sign.
        await waitForHeading(page, 'Review and Sign');
        await page.getByRole('button', { name: 'Review This Letter' }).waitFor();
        await checkPage(page);
        await page.getByRole('checkbox', { name: /am authorized to act for the company/ }).check();
        await drawSignature(page);
        await page.getByRole('button', { name: 'Sign and save' }).click();

        // Contributions: a percentage over 100 is refused at its field; then 75% for both plans.
        await waitForHeading(page, 'Contribution');
        await waitForPath(page, `${BASE}/contributions`);
        progress = await progressItems(page, phone);
        expect(progress.current).toMatch(/Contribution/);
        expect(progress.texts.find((t) => t.includes('Review and Sign'))).toMatch(/complete/);
        const plan1 = region(page, /Kaiser Gold 20/);
        const plan2 = region(page, /Kaiser Silver 70/);
        const typeSelect = plan1.getByRole('combobox', { name: 'Contribution type' });
        expect(await typeSelect.locator('option').allInnerTexts()).toEqual([
          '% of the least expensive plan',
          '% of total premium',
          'Flat dollar amount',
          'Class-based',
          'Other',
        ]);
        await typeSelect.selectOption('percentage');
        const employee = plan1.getByRole('textbox', { name: 'Employee contribution (%)' });
        await employee.fill('150');
        await page
          .getByRole('group', { name: /part-time employees/ })
          .getByRole('radio', { name: 'No' })
          .check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await plan1.getByText('Please enter a percentage from 0 to 100.').waitFor();
        expect(await employee.getAttribute('aria-invalid')).toBe('true');
        await page.getByText('Please choose a measurement method.').waitFor();
        await employee.fill('75');
        await plan1.getByRole('checkbox', { name: 'Use for all Medical plans' }).check();
        await plan2.getByText('Same as the first Medical plan.').waitFor();
        await page.getByRole('radio', { name: 'Look-Back 12 Months' }).check();
        await page
          .getByRole('group', { name: /50 or more full-time equivalent/ })
          .getByRole('radio', { name: 'No' })
          .check();
        await checkPage(page);
        await page.getByRole('button', { name: 'Continue' }).click();

        // File upload: a program passed off as a PDF is refused at that plan's plan documents; the page stays.
        await waitForHeading(page, 'File Upload');
        await waitForPath(page, `${BASE}/file-upload`);
        await checkPage(page);
        const files1 = region(page, /Kaiser Gold 20/);
        await files1
          .locator('input[type="file"]')
          .nth(0)
          .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: SAMPLE_FILES.pdf });
        await files1
          .locator('input[type="file"]')
          .nth(1)
          .setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: SAMPLE_FILES.exe });
        await page.getByRole('button', { name: 'Continue' }).click();
        await files1.getByText('This file type is not accepted. Upload a PDF, PNG or JPEG file.').waitFor();
        await files1.getByText('On file: invoice.pdf').waitFor();
        expect(new URL(page.url()).pathname).toBe(`${BASE}/file-upload`);
        await checkPage(page);
        await files1
          .locator('input[type="file"]')
          .nth(1)
          .setInputFiles({ name: 'sbc.pdf', mimeType: 'application/pdf', buffer: SAMPLE_FILES.pdf });
        await page.getByRole('button', { name: 'Continue' }).click();

        // Deductions (NetSuite only).
        await waitForHeading(page, 'Set up Payroll Deductions');
        await waitForPath(page, `${BASE}/deductions`);
        progress = await progressItems(page, phone);
        expect(progress.current).toBeNull();
        expect(progress.texts.filter((t) => /, complete/.test(t))).toHaveLength(5);
        for (const plan of [/Kaiser Gold 20/, /Kaiser Silver 70/]) {
          const box = region(page, plan);
          await box.getByRole('combobox', { name: /^Expense account/ }).selectOption({ index: 1 });
          await box.getByRole('combobox', { name: /^Liability account/ }).selectOption({ index: 1 });
        }
        await checkPage(page);
        await page.getByRole('button', { name: 'Continue' }).click();

        // Done.
        await waitForHeading(page, 'Congratulations!');
        await waitForPath(page, `${BASE}/done`);
        await page.getByRole('link', { name: 'Download the letter to Kaiser Permanente (PDF)' }).waitFor();
        await page.getByRole('heading', { name: 'Next steps' }).waitFor();
        const back = page.getByRole('button', { name: 'Return to Quickbooks' });
        await back.waitFor();
        expect(await page.getByRole('link', { name: 'Log out' }).count()).toBe(0);
        await checkPage(page);
        // Not inside a partner's frame: the button falls back to the employer dashboard.
        await back.click();
        await waitForPath(page, '/employer-dashboard');
      }),
    );
  }
});
