import { formatCents } from '@shared/domain/money/money';
import { perPaycheckOfMonthly } from '@shared/domain/payroll/paychecks';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerEnrollDialog,
  continueStep,
  declineCoverage,
  drawSignature,
  enterOwnSsn,
  fillIfEmpty,
} from './application';
import {
  checkPage,
  setUpJourneys,
  signIn,
  VIEWPORTS,
  waitForApp,
  waitForHeading,
  waitForPath,
} from './browser';
import { type RunningServer, startServer } from './server';

/** Fourteen screens, each checked by axe: more than the default minute on a busy machine. */
const LONG = { timeout: 120_000 };

/** The done page's download link answers the signed application: a PDF, fetched as the browser would. */
async function expectSignedPdf(page: Page) {
  const href = await page
    .getByRole('link', { name: 'Download your signed application' })
    .getAttribute('href');
  expect(href).toMatch(/^\/api\/v1\/employee_policies\/[\w-]+\/signed_application\.pdf$/);
  const answer = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'same-origin' });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, href!);
  expect(answer).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
}

async function expectChecked(locator: ReturnType<Page['getByRole']>) {
  await locator.waitFor();
  expect(await locator.isChecked()).toBe(true);
}

/**
 * The employee application's journeys at one width, each on a server of its own (its test files:
 * employee-application.test.ts at desktop width, employee-application-phone.test.ts at phone width), so the two
 * widths run side by side.
 */
export function applicationJourneysAt(label: 'desktop' | 'phone') {
  const viewport = VIEWPORTS[label];
  const journey = setUpJourneys();
  describe(`journeys at ${label} width`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      // A server of its own at each width: the journeys sign Emily's application, which no other file may find
      // signed, and they must not find it changed by another file.
      server = await startServer();
    });
    afterAll(async () => {
      await server?.stop();
    });
    /** A journey on this width's server, signed in as `email`. */
    const journeyAs = (email: string, body: Parameters<typeof journey>[1]) =>
      journey({ baseUrl: server.baseUrl, viewport, email }, body);

    it('employee@example.com enrolls the family, signs, and finds every choice after a reload', LONG, () =>
      journeyAs('employee@example.com', async (page) => {
        const base = server.baseUrl;
        await waitForHeading(page, 'Contact Information');
        // The class and salary are the employer's (decision 0077): shown, not changeable, saying who sets them;
        // Emily was typed in by hand, so nothing says it came from Paycove.
        expect(await page.getByLabel('Employee role').isDisabled()).toBe(true);
        expect(await page.getByLabel('Annual salary').getAttribute('readonly')).not.toBeNull();
        expect(
          await page.getByText('Set by your employer. Ask your benefits administrator to change it.').count(),
        ).toBe(2);
        expect(await page.getByText(/From Paycove/).count()).toBe(0);
        await checkPage(page);
        await continueStep(page);

        await waitForHeading(page, 'Family Information');
        await checkPage(page);
        await continueStep(page);

        await waitForHeading(page, 'Choose medical coverage');
        await checkPage(page);
        if (label === 'phone') {
          // A phone shows that more plans lie to the side: a line says so, and the next plan's column shows.
          await page.getByText(/^\d+ plans: scroll the table sideways to compare them all\.$/).waitFor();
          const region = (await page.getByRole('region', { name: 'Compare medical plans' }).boundingBox())!;
          const nextPlan = (await page.getByRole('columnheader').nth(2).boundingBox())!;
          expect(nextPlan.x).toBeLessThan(region.x + region.width - 24);
        }
        // The price shown is the engine's: the plan cost the API computes for this family, on the comparison
        // (priced for the people being covered, and saying who) as in the dialog.
        const app = await (await page.request.get(`${base}/api/v1/employee_applications/current`)).json();
        const dependentIDs = app.employeeDependents.map((d: { id: string }) => d.id).join(',');
        const costs = await (
          await page.request.get(
            `${base}/api/v1/employee_policies/${app.employeePolicy.id}/plan_costs?type=medical&dependentIDs=${dependentIDs}`,
          )
        ).json();
        const plans = await (
          await page.request.get(
            `${base}/api/v1/employee_policies/${app.employeePolicy.id}/plans?type=medical`,
          )
        ).json();
        const hdhp = plans.plans.find(
          (p: { display_name: string }) => p.display_name === 'Silver HSA PPO 2500',
        );
        const hdhpCost = costs.planCosts.find((c: { planID: string }) => c.planID === hdhp.id);
        const familyPrice = formatCents(hdhpCost.costBreakdowns.employeeTotalCost);
        const costRow = page
          .getByRole('row')
          .filter({ has: page.getByText('Your monthly cost (You, Michael, Ava and Noah)', { exact: true }) });
        await expect.poll(async () => (await costRow.innerText()).includes(familyPrice)).toBe(true);
        await page.getByRole('radio', { name: 'Choose Silver HSA PPO 2500' }).check();
        await continueStep(page);
        const modal = await answerEnrollDialog(page, 'Yes');
        for (const group of await modal.getByRole('group', { name: /^Is .+ enrolling\?$/ }).all()) {
          await group.getByRole('radio', { name: 'Yes' }).check();
        }
        await modal.getByText(familyPrice, { exact: true }).waitFor();
        await checkPage(page);
        await modal.getByRole('button', { name: 'Save and continue' }).click();

        await waitForHeading(page, 'Choose dental coverage');
        await checkPage(page);
        const dentalPlans = page.getByRole('radio', { name: /^Choose / });
        if ((await dentalPlans.count()) > 1) await dentalPlans.first().check();
        await page
          .getByRole('group', { name: 'Who is enrolling?' })
          .getByRole('radio', { name: 'Me, My Spouse, and My Children' })
          .check();
        await continueStep(page);

        await waitForHeading(page, 'Choose vision coverage');
        await checkPage(page);
        await page.getByRole('radio', { name: 'None (decline coverage)' }).check();
        await continueStep(page);

        await waitForHeading(page, 'Choose accident coverage');
        await checkPage(page);
        await page.getByRole('radio', { name: 'Choose Accident Insurance Basic (employer paid)' }).check();
        await page
          .getByRole('group', { name: /^Do you want to enroll in/ })
          .getByRole('radio', { name: 'Enroll' })
          .check();
        await continueStep(page);

        await waitForHeading(page, 'Choose life coverage');
        await checkPage(page);
        const slider = page.getByRole('slider', { name: 'Your coverage amount' });
        await slider.focus();
        for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
        await page.getByText('Your coverage amount: $100,000').waitFor();
        // The page prices the amount on the slider, and the Enroll dialog says the same (issue 34).
        const pagePrice = page.getByText(/^\$\d+\.\d\d$/).first();
        await expect.poll(async () => (await pagePrice.textContent()) !== '$0.00').toBe(true);
        const lifePrice = await pagePrice.textContent();
        await continueStep(page);
        const lifeModal = await answerEnrollDialog(page, 'Yes');
        await lifeModal.getByText(lifePrice!, { exact: true }).waitFor();
        for (const group of await lifeModal.getByRole('group', { name: /^Is .+ enrolling\?$/ }).all()) {
          await group.getByRole('radio', { name: 'No' }).check();
        }
        await checkPage(page);
        await lifeModal.getByRole('button', { name: 'Save and continue' }).click();

        for (const type of ['term life', 'whole life', 'short term disability', 'long term disability']) {
          await waitForHeading(page, `Choose ${type} coverage`);
          await checkPage(page);
          await declineCoverage(page);
        }

        await waitForHeading(page, 'Health Account Information');
        await checkPage(page);
        await page.getByLabel('Your annual contribution').fill('1200');
        await page
          // Harborview pays every other week: 26 pay dates in the 2027 plan year, as payroll deducts ($1,200 / 26).
          .getByText(
            'That comes to $46.15 per paycheck over the 26 paychecks (every other week) of your coverage this plan year.',
            { exact: true },
          )
          .waitFor();
        await continueStep(page);

        await waitForHeading(page, 'Additional Information');
        await checkPage(page);
        await page
          .getByLabel('Reason for declining coverage')
          .selectOption({ label: "Covered by a spouse's or parent's plan" });
        await page.getByLabel('Carrier name').fill('VSP');
        await page.getByLabel('Member ID number').fill('V-552100');
        const beneficiary = page.getByRole('group', { name: 'Beneficiary 1' });
        await beneficiary.getByLabel('Full name').fill('Michael Carter');
        await beneficiary.getByLabel('Relationship').fill('Spouse');
        await beneficiary.getByLabel('Date of birth').pressSequentially('03021987');
        await beneficiary
          .getByRole('textbox', { name: 'Social Security number' })
          .pressSequentially('123456789');
        await beneficiary.getByLabel('Phone').pressSequentially('5105550100');
        await beneficiary.getByLabel('Address').fill('1270 Irving St');
        await beneficiary.getByLabel('City').fill('Oakland');
        await beneficiary.getByLabel('State').selectOption('CA');
        await beneficiary.getByLabel('Zip code').fill('94611');
        await checkPage(page);
        await continueStep(page);

        await waitForHeading(page, 'Review and Sign');
        await page.getByText('Medical: enrolled in Silver HSA PPO 2500 (with Michael, Ava, Noah)').waitFor();
        await page.getByText('Vision: declined').waitFor();
        // Over Harborview's 26 pay dates of the plan year (its pay schedule, not the application's frequency).
        const perPaycheck = formatCents(
          perPaycheckOfMonthly(hdhpCost.costBreakdowns.employeeTotalCost, {
            paychecks: 26,
            coveredMonths: 12,
          }),
        );
        // Before signing: each line's cost a month and a paycheck, and the total (issue 34), as the done page.
        const toPay = page.getByRole('region', { name: 'What you will pay' });
        await toPay.getByText(/^Your total: /).waitFor();
        expect((await toPay.innerText()).replace(/\s+/g, ' ')).toContain(
          `Medical Silver HSA PPO 2500 Covers: You, Michael, Ava and Noah ${familyPrice} a month · ${perPaycheck} per paycheck`,
        );
        await checkPage(page);
        const ssns = ['234567891', '345678912', '456789123', '567891234'];
        const ssnFields = page.getByRole('textbox', { name: /Social Security number or tax ID$/ });
        expect(await ssnFields.count()).toBe(4);
        for (const [i, field] of (await ssnFields.all()).entries()) await field.pressSequentially(ssns[i]!);
        await drawSignature(page);
        await checkPage(page);
        await page.getByRole('button', { name: 'Sign and submit' }).click();

        await waitForHeading(page, 'You are done!');
        await page.getByText('Our team will be in touch once your application is approved.').waitFor();
        // The summary (decision 0042): each line's choice, who it covers, a month and a paycheck, the HSA, totals.
        const summary = page.getByRole('region', { name: 'Your benefits summary' });
        await summary.getByText(/^Your total: /).waitFor();
        const summaryText = (await summary.innerText()).replace(/\s+/g, ' ');
        for (const expected of [
          'Medical Silver HSA PPO 2500 Covers: You, Michael, Ava and Noah',
          // Pre-tax, as the payroll export books medical (issue 34 item 3).
          `${familyPrice} a month · ${perPaycheck} per paycheck Pre-tax payroll deduction`,
          'Vision Declined',
          'Term life Declined',
          '$100,000',
          '$1,200.00 a year',
        ])
          expect(summaryText).toContain(expected);
        await expectSignedPdf(page);
        await checkPage(page);

        // After a reload every choice is still there.
        await page.reload();
        await waitForHeading(page, 'You are done!');
        const app2 = await (await page.request.get(`${base}/api/v1/employee_applications/current`)).json();
        expect(app2.employeePolicy.completedAt).not.toBeNull();
        expect(JSON.stringify(app2)).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
        const stepUrl = (path: string) => `${base}/employee-application${path}`;
        await page.goto(stepUrl('/choose-medical-coverage'));
        await waitForHeading(page, 'Choose medical coverage');
        await expectChecked(page.getByRole('radio', { name: 'Choose Silver HSA PPO 2500' }));
        await page.goto(stepUrl('/choose-dental-coverage'));
        await waitForHeading(page, 'Choose dental coverage');
        await expectChecked(page.getByRole('radio', { name: 'Me, My Spouse, and My Children' }));
        await page.goto(stepUrl('/choose-vision-coverage'));
        await waitForHeading(page, 'Choose vision coverage');
        await expectChecked(page.getByRole('radio', { name: 'None (decline coverage)' }));
        await page.goto(stepUrl('/choose-life-coverage'));
        await waitForHeading(page, 'Choose life coverage');
        await page.getByText('Your coverage amount: $100,000').waitFor();
        await page.goto(stepUrl('/health-account-information'));
        await waitForHeading(page, 'Health Account Information');
        expect(await page.getByLabel('Your annual contribution').inputValue()).toMatch(/^1,?200(\.00)?$/);
        await page.goto(stepUrl('/additional-information'));
        await waitForHeading(page, 'Additional Information');
        expect(await page.getByLabel('Reason for declining coverage').inputValue()).toBe(
          'spouse_parent_plan',
        );
        expect(
          await page.getByRole('group', { name: 'Beneficiary 1' }).getByLabel('Full name').inputValue(),
        ).toBe('Michael Carter');
        await checkPage(page);
      }),
    );

    it('an employee who declines all coverage sees it said, and every other path leads to /done', () =>
      journeyAs('employee.tx@example.com', async (page) => {
        const base = server.baseUrl;
        await waitForHeading(page, 'Contact Information');
        const tobacco = page.getByRole('radiogroup', { name: 'Do you use tobacco?' });
        if (await tobacco.count()) await tobacco.getByRole('radio', { name: 'No' }).check();
        await continueStep(page);
        await waitForHeading(page, 'Family Information');
        await continueStep(page);
        for (const type of ['medical', 'dental', 'vision']) {
          await waitForHeading(page, `Choose ${type} coverage`);
          await declineCoverage(page);
        }
        await waitForHeading(page, 'Additional Information');
        await page.getByLabel('Reason for declining coverage').selectOption({ label: 'Other' });
        await page.getByLabel('Explanation').fill('I am buying my own plan later this year.');
        await fillIfEmpty(page.getByLabel('Job title'), 'Warehouse Lead');
        await checkPage(page);
        await continueStep(page);

        await waitForHeading(page, 'Review and Sign');
        await enterOwnSsn(page, '612345678');
        // A scribble too small to be a signature is refused at the pad, and Sign and submit stays off.
        const pad = page.getByRole('application', { name: 'Sign your name or initials' });
        const box = (await pad.boundingBox())!;
        await page.mouse.move(box.x + 20, box.y + 20);
        await page.mouse.down();
        await page.mouse.move(box.x + 24, box.y + 22, { steps: 3 });
        await page.mouse.up();
        await page.getByText('Invalid signature. Please sign your name or initials.').waitFor();
        expect(await page.getByRole('button', { name: 'Sign and submit' }).isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'Clear' }).click();
        await drawSignature(page);
        expect(await page.getByText('Invalid signature. Please sign your name or initials.').count()).toBe(0);
        await page.getByRole('button', { name: 'Sign and submit' }).click();

        await waitForHeading(page, 'You are done!');
        await page.getByText('You have declined all coverage.').waitFor();
        await page.getByRole('link', { name: 'Go to your employee dashboard' }).waitFor();
        await checkPage(page);
        for (const path of [
          '',
          '/family-information',
          '/choose-medical-coverage',
          '/sign',
          '/jump',
          '/no-such-step',
        ]) {
          await page.goto(`${base}/employee-application${path}`);
          await waitForPath(page, '/employee-application/done');
          await waitForHeading(page, 'You are done!');
        }
      }));

    it('an administrator opens an application in admin mode, saves a step, and exits', () =>
      journey(
        { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          const base = server.baseUrl;
          await waitForApp(page);
          await page.getByLabel('Company').selectOption({ label: 'Harborview Architecture, Inc.' });
          await page.getByRole('heading', { level: 1, name: 'Harborview Architecture, Inc.' }).waitFor();
          await expect.poll(() => page.getByLabel('Company').isEnabled()).toBe(true);
          // The people are listed on Manage employees; the dashboard's root is its Home.
          await page.getByRole('link', { name: 'Manage employees', exact: true }).click();
          await waitForPath(page, '/employer-dashboard/manage-employees');
          // David has no account: he is on the Invited tab; admin mode is in his row's actions.
          await page.getByRole('tab', { name: /^Invited/ }).click();
          await page.getByRole('button', { name: 'Actions for David Okafor' }).click();
          await page.getByRole('menuitem', { name: 'Open in admin mode' }).click();
          await page.waitForURL(/\/company-admin\/employee-application\/[0-9a-f-]{36}$/);
          await page.getByText("You are viewing David Okafor's application.").waitFor();
          await waitForHeading(page, 'Contact Information');
          // In admin mode the employer's fields are the administrator's to change.
          expect(await page.getByLabel('Employee role').isDisabled()).toBe(false);
          expect(await page.getByLabel('Annual salary').getAttribute('readonly')).toBeNull();
          await checkPage(page);
          await page.getByLabel('Physical address').fill('88 Lakeshore Ave');
          await page.getByLabel('City').fill('Oakland');
          await page.getByLabel('Zip code').fill('94610');
          await continueStep(page);
          await waitForHeading(page, 'Family Information');
          await page.getByText("You are viewing David Okafor's application.").waitFor();
          expect(new URL(page.url()).pathname).toMatch(
            /^\/company-admin\/employee-application\/[0-9a-f-]{36}\/family-information$/,
          );
          await checkPage(page);

          const formId = new URL(page.url()).pathname.split('/')[3];
          const saved = await (
            await page.request.get(`${base}/api/v1/employee_applications/${formId}`)
          ).json();
          expect(saved.adminMode).toBe(true);
          expect(saved.employeeForm).toMatchObject({ homeAddress: '88 Lakeshore Ave', zipCode: '94610' });
          expect(saved.employeePolicy.completedSteps).toContain('basicInformation');

          // "You are done!" only once signed: David's application is not, so /done opens the first step left.
          await page.goto(`${base}/company-admin/employee-application/${formId}/done`);
          await waitForHeading(page, 'Family Information');
          expect(await page.getByRole('heading', { name: 'You are done!' }).count()).toBe(0);

          // The done page in admin mode (James Whitaker has signed): no employee dashboard link, a way back.
          const session = await (await page.request.get(`${base}/api/v1/session`)).json();
          const list = await (
            await page.request.get(
              `${base}/api/v1/companies/${session.activeCompany.id}/employees?tab=active&search=Whitaker`,
            )
          ).json();
          const james = list.employees.find((e: { lastName: string }) => e.lastName === 'Whitaker');
          await page.goto(`${base}/company-admin/employee-application/${james.employeeFormId}/done`);
          await waitForHeading(page, 'You are done!');
          await page.getByRole('link', { name: 'Return to Manage Employees' }).waitFor();
          expect(await page.getByRole('link', { name: 'Go to your employee dashboard' }).count()).toBe(0);
          await page
            .getByRole('region', { name: 'Your benefits summary' })
            .getByText(/^Your total: /)
            .waitFor();
          await expectSignedPdf(page);
          await checkPage(page);

          await page.getByRole('link', { name: 'Exit Employee Application' }).click();
          await waitForPath(page, '/employer-dashboard/manage-employees');
          await checkPage(page);
        },
      ));

    it('refuses a save from a window left behind by another, and offers to reload the latest', () =>
      journeyAs('employee.ny@example.com', async (first, context) => {
        const base = server.baseUrl;
        await waitForHeading(first, 'Contact Information');
        const second = await context.newPage();
        await second.goto(`${base}/employee-application`);
        await waitForHeading(second, 'Contact Information');

        await first.getByLabel('City').fill('Ithaca');
        await continueStep(first);
        await waitForHeading(first, 'Family Information');

        await second.getByLabel('City').fill('Albany');
        await continueStep(second);
        const alert = second.getByRole('alert').filter({
          hasText: 'This application was changed in another window. Reload to see the latest.',
        });
        await alert.waitFor();
        await checkPage(second);
        await alert.getByRole('button', { name: 'Reload' }).click();
        await waitForHeading(second, 'Contact Information');
        await expect.poll(() => second.getByLabel('City').inputValue()).toBe('Ithaca');
        const saved = await (await second.request.get(`${base}/api/v1/employee_applications/current`)).json();
        expect(saved.employeeForm.city).toBe('Ithaca');
      }));

    it('shows a refused field its error at the field, takes the focus there, and adds and removes rows by keyboard', () =>
      journeyAs('employee.nozip@example.com', async (page) => {
        await waitForHeading(page, 'Contact Information');
        const firstName = page.getByLabel('First name');
        await firstName.fill('');
        await continueStep(page);
        // The schema refuses the empty first name and the missing zip: each at its field, the first focused.
        await expect.poll(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await firstName.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await firstName.getAttribute('aria-describedby')) ?? '';
        const messages = await Promise.all(
          describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
        );
        expect(messages.join(' ')).toMatch(/\S/);
        expect(await page.getByLabel('Zip code').getAttribute('aria-invalid')).toBe('true');
        expect(new URL(page.url()).pathname).toBe('/employee-application');
        await checkPage(page);

        await page.goto(`${server.baseUrl}/employee-application/family-information`);
        await waitForHeading(page, 'Family Information');
        const rows = page.getByRole('group', { name: /^Dependent \d+$/ });
        const before = await rows.count();
        await page.getByRole('button', { name: 'Add dependent' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => rows.count()).toBe(before + 1);
        const added = page.getByRole('group', { name: `Dependent ${before + 1}` });
        await expect
          .poll(() => added.getByLabel('First name').evaluate((el) => el === document.activeElement))
          .toBe(true);
        await checkPage(page);
        await page.getByRole('button', { name: `Remove dependent ${before + 1}` }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => rows.count()).toBe(before);
      }));

    it('tells an employee without a home zip to enter it, and says when medical is not set up', () =>
      journeyAs('employee.nozip@example.com', async (page, context) => {
        const base = server.baseUrl;
        await waitForHeading(page, 'Contact Information');
        await page.goto(`${base}/employee-application/choose-medical-coverage`);
        await waitForHeading(page, 'Choose medical coverage');
        await page.getByText('You must enter your home zip code before selecting a plan.').waitFor();
        const link = page.getByRole('link', { name: 'Enter your home zip code in Basic Information' });
        await checkPage(page);
        await link.click();
        await waitForHeading(page, 'Contact Information');
        await context.clearCookies();

        await signIn(page, base, 'employee.ny@example.com');
        await waitForHeading(page, 'Contact Information');
        await page.goto(`${base}/employee-application/choose-medical-coverage`);
        await waitForHeading(page, 'Choose medical coverage');
        await page
          .getByText(
            'Thanks for inquiring! Your company is still setting up their plan selections. We will be in touch when next steps are available.',
          )
          .waitFor();
        await page.getByRole('link', { name: /@/ }).first().waitFor();
        const current = page
          .getByRole('navigation', { name: 'Application progress' })
          .locator('[aria-current="step"]');
        expect(await current.innerText()).toMatch(/^2\s*Choose Plan/);
        await checkPage(page);
      }));
  });
}
