/**
 * Issue 14 item 4 (docs/spec/3, decision 0043): an employee whose employer offers no dental applies for individual
 * dental: picks a plan on the dental page, continues without vision, chooses who is covered, types the SSN not
 * on file and the bank details (an invalid routing number is refused at its field), submits, and reads
 * "Pending Digital Signature". At 1280 and 375 px, axe clean on every page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployeeWithAccount } from '../factories';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const DELTA = 'Delta Dental Individual PPO Basic';

let server: RunningServer;
let emails: string[] = [];

beforeAll(async () => {
  const started = await startPreparedServer(async (db, cipher) => {
    const passwordHash = await demoPasswordHash();
    // A Texas company that offers no dental or vision; two employees (one per viewport), married with a
    // child, their own and their spouse's SSN on file, the child's not.
    const { company } = await createCompany(db, { state: 'TX' });
    const made: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { account } = await createEmployeeWithAccount(db, cipher, {
        companyId: company.id,
        passwordHash,
        ssn: `123-45-678${i}`,
        overrides: { state: 'TX', firstName: 'Nora', lastName: `Individual${i}` },
        dependents: [
          { dependentType: 'spouse', bornAt: '1988-04-02', firstName: 'Sam', ssn: '234-56-7891' },
          { dependentType: 'child', bornAt: '2019-09-09', firstName: 'Lia' },
        ],
      });
      made.push(account.email);
    }
    return made;
  });
  server = started.server;
  emails = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

describe('the individual dental application', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `applies for individual dental and reads Pending Digital Signature at ${viewport.width}px`,
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: emails[index] }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${server.baseUrl}/individual-application`);
          await waitForPath(page, '/individual-application/dental-plans');
          await waitForHeading(page, 'Individual Dental Plans');

          // The plan card: every field of docs/spec/3's individual plan, the options the family allows.
          const card = page.getByRole('region', { name: DELTA });
          for (const text of ['Just Me', 'Me and my Spouse', 'Me and my Children', 'My Whole Family'])
            await expect(card.getByText(text, { exact: true }).count()).resolves.toBe(1);
          // docs/spec/3 §2: annual maximum, cleanings, cavities, braces, crowns, root canals, extraction, gum cleaning.
          for (const term of [
            'Annual maximum',
            'Cleanings',
            'Cavities',
            'Braces',
            'Crowns',
            'Root canals',
            'Extraction',
            'Gum cleaning',
          ])
            await card.getByText(term, { exact: true }).waitFor();
          await card.getByText('Fine print').click();
          await card.getByText('Waiting periods').waitFor();
          await checkPage(page);
          await card.getByRole('button', { name: 'Select this plan' }).click();

          await waitForPath(page, '/individual-application/vision-plans');
          await waitForHeading(page, 'Individual Vision Plans');
          await checkPage(page);
          await page.getByRole('button', { name: 'Continue Without Vision' }).click();

          await waitForPath(page, '/individual-application/enter-information');
          await waitForHeading(page, 'Enter Information');
          // Nothing chosen yet: 'Required' at the coverage choice.
          await page.getByRole('button', { name: 'Submit' }).click();
          await page.getByText('Required').first().waitFor();
          await page.getByRole('radio', { name: /My Whole Family/ }).check();
          // The SSNs on file are shown masked and disabled.
          await expect(page.getByLabel('Your SSN or Tax ID').inputValue()).resolves.toBe(
            `XXX-XX-678${index}`,
          );
          await expect(page.getByLabel(/Sam .*spouse/).isDisabled()).resolves.toBe(true);
          await page.getByLabel(/Lia .*child/).fill('345-67-8912');
          await page.getByLabel('Bank name').fill('First Bank of Texas');
          const routing = page.getByLabel('Routing number');
          await routing.fill('123456789');
          await page.getByLabel('Account number').fill('000123456789');
          await page.getByRole('button', { name: 'Submit' }).click();
          await page.getByText('Please enter a valid 9-digit bank routing number.').waitFor();
          await expect(routing.getAttribute('aria-invalid')).resolves.toBe('true');
          await checkPage(page);
          await routing.fill('021000021');
          await page.getByRole('button', { name: 'Submit' }).click();

          await waitForPath(page, '/individual-application/done');
          await page.getByText('Pending Digital Signature').waitFor();
          // docs/spec/3's next step, verbatim (issue 34 item 7).
          await page
            .getByText('a text message arrives in 1-3 days from the carrier', { exact: false })
            .waitFor();
          await page.getByText(`${DELTA} (My Whole Family)`).waitFor();
          await waitForApp(page);
          await checkPage(page);

          // Reloaded, the application stays submitted: the plan pages lead to done.
          await page.goto(`${server.baseUrl}/individual-application/dental-plans`);
          await waitForPath(page, '/individual-application/done');
          const plans = await page.request.get(
            `${server.baseUrl}/api/v1/employee_forms/${await ownFormId(page)}/individual_plans`,
          );
          expect((await plans.json()).enrolledPlanNames).toEqual([DELTA]);
        }),
      LONG,
    );
  }
});

async function ownFormId(page: import('playwright-core').Page): Promise<string> {
  const res = await page.request.get(`${page.url().split('/individual-application')[0]}/api/v1/session`);
  return ((await res.json()) as { employee: { employeeFormId: string } }).employee.employeeFormId;
}
