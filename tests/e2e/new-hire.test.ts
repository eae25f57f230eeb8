import { describe, expect, it } from 'vitest';
import {
  answerEnrollDialog,
  continueStep,
  declineRemainingCoverage,
  fillIfEmpty,
  settle,
  signApplication,
} from './application';
import { checkPage, homeFact, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { useServerWithMail } from './server-with-mail';

const journey = setUpJourneys();
const LONG = { timeout: 240_000 };

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('adding a new hire at %s width', (label, viewport) => {
  const mailed = useServerWithMail();

  it(
    'admin@example.com adds an employee, who creates the account from the e-mail and completes the application',
    LONG,
    async () => {
      const email = `nia.park.${label}@example.com`;
      let completedBefore = 0;
      let premiumBefore = 0;
      let deadline = '';
      // 1. The administrator reads the Home's progress and premium, then adds the employee.
      await journey(
        { baseUrl: mailed.server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          await waitForHeading(page, /.+/);
          completedBefore = Number(await homeFact(page, 'Completed'));
          premiumBefore = dollars(await homeFact(page, 'Total premium'));
          await page.goto(`${mailed.server.baseUrl}/employer-dashboard/add-new-employee`);
          await waitForHeading(page, 'Add new employee');
          await page.getByLabel('Contribution class').waitFor();
          await checkPage(page);
          // Continue with nothing entered: every required field says so, and the first takes the focus.
          await continueStep(page);
          await page.getByText('Required').first().waitFor();
          // The focus moves to the first refused field once the errors are shown (it can follow the text a frame later).
          await expect
            .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
            .toBe('firstName');
          await checkPage(page);

          await page.getByLabel('First name').fill('Nia');
          await page.getByLabel('Last name').fill('Park');
          await page.getByLabel('Email').fill(email);
          await page.getByLabel('Date of birth').pressSequentially('07141992');
          await page.getByLabel('Hire date').pressSequentially('11152026');
          await page.getByLabel('Annual salary').fill('68,000');
          expect(await page.getByLabel('Employee type').inputValue()).toBe('full_time');
          expect(await page.getByLabel('Eligible for benefits').isChecked()).toBe(true);
          await continueStep(page);

          await waitForPath(page, '/employer-dashboard/add-new-employee/confirm');
          await waitForHeading(page, 'Confirm new employee');
          await page.getByText(email).waitFor();
          await page.getByText('Payroll Employee (W-2)').waitFor();
          await page.getByRole('heading', { name: 'Coverage can start' }).waitFor();
          await page
            .getByText(
              /^(January|February|March|April|May|June|July|August|September|October|November|December) 1, \d{4}$/,
            )
            .waitFor();
          // The new hire's enrollment window, which the invitation repeats (decision 0080).
          const windowText = await page.getByText(/^They can enroll or decline until /).textContent();
          const applyBy =
            /until (\w+ \d{1,2}, \d{4}) \((open enrollment|their new-hire window)\)\. The invitation says so\.$/.exec(
              windowText ?? '',
            )?.[1];
          expect(applyBy, windowText ?? '').toBeDefined();
          deadline = applyBy!;
          await page.getByRole('heading', { name: 'Estimated monthly cost to the company' }).waitFor();
          await page
            .getByText(/^\$\d[\d,]*\.\d{2}$/)
            .first()
            .waitFor();
          await checkPage(page);

          // Edit keeps what was entered.
          await page.getByRole('button', { name: 'Edit' }).click();
          await waitForHeading(page, 'Add new employee');
          expect(await page.getByLabel('Email').inputValue()).toBe(email);
          await continueStep(page);
          await waitForHeading(page, 'Confirm new employee');
          await page.getByRole('button', { name: 'Add employee' }).click();

          await waitForPath(page, '/employer-dashboard/add-new-employee/success');
          await waitForHeading(page, 'Employee added');
          await page.getByText(`We sent an invitation to ${email}.`, { exact: false }).waitFor();
          await page.getByRole('button', { name: 'Add another employee' }).waitFor();
          await checkPage(page);
          await page.getByRole('link', { name: 'Back to Manage employees' }).click();
          await waitForPath(page, '/employer-dashboard/manage-employees');
          // Without an account yet, the new employee is on the Invited tab.
          await page.getByRole('tab', { name: /^Invited/ }).click();
          const row =
            label === 'desktop'
              ? page.getByRole('row', { name: /Nia Park/ })
              : page.getByRole('listitem').filter({ hasText: 'Nia Park' });
          await row.waitFor();
        },
      );

      // 2. The invitation arrives over SMTP with the link to create the account.
      const mail = await mailed.smtp.nextMail();
      expect(mail.envelope.to).toEqual([email]);
      const link = /https?:\/\/\S+\/create-account\/[A-Za-z0-9_-]+/.exec(mail.parsed.text ?? '')?.[0];
      expect(link).toBeDefined();
      expect(link!.startsWith(`${mailed.server.baseUrl}/`)).toBe(true);
      expect((mail.parsed.text ?? '').replace(/\s+/g, ' ')).toContain(`Please complete it by ${deadline}.`);

      // 3. The new employee creates the account, completes and signs the application.
      await journey({ baseUrl: mailed.server.baseUrl, viewport }, async (page) => {
        await page.goto(link!);
        await waitForHeading(page, 'Create your account');
        await page.getByText(email).waitFor();
        await checkPage(page);
        await page.getByLabel(/^Password/).fill('short');
        await page.getByLabel('Confirm password').fill('short');
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.getByText('Please use at least 12 characters.').waitFor();
        await checkPage(page);
        await page.getByLabel(/^Password/).fill('a new hire passphrase');
        await page.getByLabel('Confirm password').fill('a new hire passphrase');
        await page.getByRole('button', { name: 'Create account' }).click();

        await waitForPath(page, '/employee-application');
        await waitForHeading(page, 'Contact Information');
        expect(await page.getByLabel('First name').inputValue()).toBe('Nia');
        await page.getByLabel('Physical address').fill('1408 Barton Springs Rd');
        await page.getByLabel('City').fill('Austin');
        const state = page.getByLabel(/^State/);
        if (!(await state.inputValue())) await state.selectOption('TX');
        await page.getByLabel('Zip code').fill('78704');
        await page.getByLabel('Home phone').pressSequentially('5125550148');
        await page.getByLabel('Marital status').selectOption({ label: 'Single' });
        await page
          .getByRole('group', { name: /^Gender/ })
          .getByRole('radio', { name: 'Female' })
          .check();
        const tobacco = page.getByRole('group', { name: /^Do you use tobacco\?/ });
        if (await tobacco.count()) await tobacco.getByRole('radio', { name: 'No' }).check();
        await continueStep(page);
        await waitForHeading(page, 'Family Information');
        await continueStep(page);
        // Medical: enroll in a plan without a health account (so the application counts as Completed, not
        // declined); every other line: decline.
        await waitForHeading(page, 'Choose medical coverage');
        await settle(page);
        await page
          .getByRole('radio', { name: /^Choose (?!.*HSA)/ })
          .first()
          .check();
        await continueStep(page);
        const modal = await answerEnrollDialog(page, 'Yes');
        await modal.getByRole('button', { name: 'Save and continue' }).click();
        await page
          .getByRole('heading', { level: 1, name: 'Choose medical coverage' })
          .waitFor({ state: 'detached' });
        await declineRemainingCoverage(page);
        await waitForHeading(page, 'Additional Information');
        const reason = page.getByLabel('Reason for declining coverage');
        if (await reason.count()) {
          await reason.selectOption({ label: 'Other' });
          await page.getByLabel('Explanation').fill('I am covered by my partner’s plan.');
        }
        await fillIfEmpty(page.getByLabel('Job title'), 'Designer');
        await continueStep(page);

        await waitForHeading(page, 'Review and Sign');
        await signApplication(page, '612345679');
        await waitForHeading(page, 'You are done!');
        await checkPage(page);

        // The link worked once: opened again, it says so and what to do.
        await page.goto(link!);
        await waitForHeading(page, 'This link is no longer valid');
        await page
          .getByText(/ask your company's benefits administrator to send you a new invitation/)
          .waitFor();
        await checkPage(page);
      });

      // 4. The administrator sees the application completed (the roster's status for that person).
      await journey(
        { baseUrl: mailed.server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
        async (page) => {
          await page.goto(`${mailed.server.baseUrl}/employer-dashboard/manage-employees`);
          await waitForHeading(page, /.+/);
          if (label === 'desktop') {
            const row = page.getByRole('row', { name: /Nia Park/ });
            await row.getByText(/^(Completed|Declined all coverage)$/).waitFor();
            expect(await row.textContent()).toMatch(/Completed|Declined all coverage/);
          } else {
            await page
              .getByRole('listitem')
              .filter({ hasText: 'Nia Park' })
              .getByText(/Application: (Completed|Declined all coverage)/)
              .waitFor();
          }
          await checkPage(page);
          // The Home counts one more completed application; its premium is billed once operations approve it
          // (decision 0071), and the Home says it waits.
          await page.goto(`${mailed.server.baseUrl}/employer-dashboard`);
          await waitForHeading(page, /.+/);
          expect(Number(await homeFact(page, 'Completed'))).toBe(completedBefore + 1);
          expect(dollars(await homeFact(page, 'Total premium'))).toBe(premiumBefore);
          await page
            .getByText(/1 signed application waits for approval \(\$[\d,]+\.\d{2} a month\)/)
            .waitFor();
          await checkPage(page);
        },
      );
    },
  );
});
