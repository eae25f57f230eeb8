/**
 * Issue 35 item 5, decision 0079: the renewal reaches the employees. On the demo company Juniper the employer
 * signs the 2027 renewal (the employer's call, as tests/e2e/employee-renewal.test.ts signs it); renewal@example.com
 * is mailed that the renewal is open (the test SMTP server), signs in through the form and lands on
 * /employee-renewal; each choose screen marks the plan continuing theirs "Your current plan" and sets current
 * against new as renewal_comparison gives it; they renew; the done page has the renewal's election summary and its
 * signed PDF; the dashboard shows the coming year beside the current one. At 1280 and 375 px, axe clean on every
 * page, each width on a server of its own.
 */
import { signedApplicationPath } from '@shared/domain/enrollment/summary';
import { formatCents } from '@shared/domain/money/money';
import { describePriceChange } from '@shared/domain/renewal/renewal-comparison';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { ElectionSummaryResponse, RenewalComparisonResponse } from '@shared/schemas/application-summary';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestSmtpServer } from '../helpers/smtp-server';
import { answerEnrollDialog, continueStep, drawSignature, enterOwnSsn, settle } from './application';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { signJuniperRenewal } from './juniper-renewal';
import { useServerWithMail } from './server-with-mail';

const journey = setUpJourneys();
const LONG = { timeout: 240_000 };
const EMAIL = 'renewal@example.com';

/** Signs Juniper's renewal through the employer's call as admin@example.com. */
async function signRenewalAsEmployer(baseUrl: string) {
  const { res } = await signJuniperRenewal(baseUrl);
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The renewal-open mail to the address, once the job has sent it (the queue works it after the signature). */
async function renewalMailTo(smtp: TestSmtpServer, address: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mail = smtp.received.find(
      (m) => m.envelope.to.includes(address) && /^Renew your benefits/.test(m.parsed.subject ?? ''),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No renewal mail reached ${address}.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

const monthly = (cents: number | null) => (cents === null ? null : `${formatCents(cents)} a month`);

/**
 * A renewal choose screen: the plan continuing the employee's is marked and chosen, the panel sets the line's
 * current plan and cost against the new one as the server compares them; then the election is kept.
 */
async function checkAndKeepLine(page: Page, type: string, comparison: RenewalComparisonResponse) {
  await waitForHeading(page, `Choose ${type} coverage`);
  await settle(page);
  const line = comparison.lines.find((l) => l.coverageType === type)!;
  expect(line, type).toBeDefined();

  const panel = page.getByRole('region', { name: 'Current against new' });
  await panel.waitFor();
  await panel.getByText('Current plan year, from January 1, 2026').waitFor();
  await panel.getByText('New plan year, from January 1, 2027').waitFor();
  for (const side of [line.current, line.renewal]) {
    if (!side) continue;
    await panel
      .getByText(side.planName ?? side.statusLabel, { exact: true })
      .first()
      .waitFor();
    const cost = monthly(side.monthlyCents);
    if (side.planName && cost) await panel.getByText(cost, { exact: true }).first().waitFor();
  }
  const change = describePriceChange(line.changeCents, formatCents);
  if (change) await panel.getByText(change, { exact: true }).waitFor();

  // The plan continuing theirs is marked in words, and is the one chosen.
  if (line.renewal.planName) {
    await page.getByText('Your current plan', { exact: true }).first().waitFor();
    const radio = page.getByRole('radio', { name: `Choose ${line.renewal.planName}, your current plan` });
    // Medical offers two plans (a table of radios); a line with one plan shows it alone, badge and all.
    if (type === 'medical') expect(await radio.count(), 'medical: one plan marked current').toBe(1);
    if (await radio.count()) expect(await radio.isChecked(), `${type}: current plan chosen`).toBe(true);
  }
  await checkPage(page);
  await continueStep(page);
  const modal = page.getByRole('dialog', { name: 'Enroll or Decline' });
  if (await modal.isVisible().catch(() => false)) {
    await answerEnrollDialog(page, 'Yes');
    await modal.getByRole('button', { name: 'Save and continue' }).click();
  }
  await page
    .getByRole('heading', { level: 1, name: `Choose ${type} coverage` })
    .waitFor({ state: 'detached' });
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('the renewal reaching the employees at %s width', (_label, viewport) => {
  const mailed = useServerWithMail();

  it(
    'the employer signs; the employee is mailed, lands on the renewal, compares, renews and sees both years',
    LONG,
    async () => {
      const base = mailed.server.baseUrl;
      await signRenewalAsEmployer(base);

      // The notice reaches the employee, with the way in.
      const mail = await renewalMailTo(mailed.smtp, EMAIL);
      expect(mail.parsed.text?.replace(/\s+/g, ' ')).toContain('Your renewal application is open.');
      expect(mail.parsed.text).toContain(`${base}/employee-renewal`);

      await journey({ baseUrl: base, viewport, email: EMAIL, viaForm: true }, async (page) => {
        // Signing in lands on the renewal.
        await page.waitForURL((url) => url.pathname.startsWith('/employee-renewal'), { timeout: 15_000 });
        await waitForHeading(page, 'Contact Information');
        await checkPage(page);
        const renewal = await readJson<ApplicationResponse>(page, `${base}/api/v1/employee_renewals/current`);
        const policyId = renewal.employeePolicy.id;
        const comparison = await readJson<RenewalComparisonResponse>(
          page,
          `${base}/api/v1/employee_policies/${policyId}/renewal_comparison`,
        );
        expect(comparison.currentPlanYearStartsOn).toBe('2026-01-01');
        expect(comparison.renewalPlanYearStartsOn).toBe('2027-01-01');
        const medical = comparison.lines.find((l) => l.coverageType === 'medical')!;
        expect(medical.current?.planName).toBeTruthy();
        expect(medical.renewal.planName).toMatch(/\(2027\)$/);
        // Both sides priced: the panel says how the price moves.
        expect(medical.changeCents).not.toBeNull();
        await continueStep(page);

        await waitForHeading(page, 'Family Information');
        await checkPage(page);
        await continueStep(page);

        await checkAndKeepLine(page, 'medical', comparison);
        await checkAndKeepLine(page, 'dental', comparison);
        if ((await page.getByRole('heading', { level: 1 }).textContent()) === 'Choose vision coverage')
          await checkAndKeepLine(page, 'vision', comparison);

        await waitForHeading(page, /^(Additional|Employment) Information$/);
        const reason = page.getByLabel('Reason for declining coverage');
        if ((await reason.count()) && !(await reason.inputValue())) {
          await reason.selectOption({ label: "Covered by a spouse's or parent's plan" });
          await page.getByLabel('Carrier name').fill('Kaiser Permanente');
          await page.getByLabel('Member ID number').fill('K-4410');
        }
        await checkPage(page);
        await continueStep(page);

        await waitForHeading(page, 'Review and Sign');
        await enterOwnSsn(page, '123456789');
        for (const field of await page
          .getByRole('textbox', { name: /Social Security number or tax ID$/ })
          .all())
          if ((await field.isEditable()) && !(await field.inputValue()))
            await field.pressSequentially('234567891');
        await drawSignature(page);
        await page.getByRole('button', { name: 'Sign and submit' }).click();

        // The done page: the renewal's summary, per line and in total, and its signed PDF.
        await waitForPath(page, '/employee-renewal/done');
        await waitForHeading(page, 'You are done!');
        const summary = await readJson<ElectionSummaryResponse>(
          page,
          `${base}/api/v1/employee_policies/${policyId}/summary`,
        );
        expect(summary.signedAt).not.toBeNull();
        const section = page.getByRole('region', { name: 'Your benefits summary' });
        await section.waitFor();
        for (const line of summary.lines)
          await section.getByRole('heading', { level: 3, name: line.label, exact: true }).waitFor();
        await section
          .getByText(
            `Your total: ${formatCents(summary.totals.monthlyCents)} a month · ${formatCents(summary.totals.perPaycheckCents)} per paycheck`,
          )
          .waitFor();
        const download = page.getByRole('link', { name: 'Download your signed application' });
        expect(await download.getAttribute('href')).toBe(signedApplicationPath(policyId));
        const pdf = await page.request.get(`${base}${signedApplicationPath(policyId)}`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toContain('application/pdf');
        await checkPage(page);

        // The dashboard: the current year and the coming one, side by side.
        await page.getByRole('link', { name: 'Back to Dashboard' }).click();
        await waitForPath(page, '/employee-dashboard');
        await waitForApp(page);
        const current = page.getByRole('region', { name: 'Coverage at a glance' });
        await current.getByText('Plan year from January 1, 2026, your current year').waitFor();
        if (medical.current?.planName)
          await current.getByText(medical.current.planName, { exact: true }).waitFor();
        const coming = page.getByRole('region', { name: 'Coming plan year' });
        await coming.getByText('Plan year from January 1, 2027').waitFor();
        await coming.getByText(/^Renewal signed on /).waitFor();
        const renewedMedical = summary.lines.find((l) => l.coverageType === 'medical')!;
        await coming
          .getByText(`${renewedMedical.planName}, ${formatCents(renewedMedical.monthlyCents!)} a month`)
          .waitFor();
        await coming.getByText(formatCents(summary.totals.monthlyCents), { exact: true }).waitFor();
        await coming.getByText(formatCents(summary.totals.perPaycheckCents), { exact: true }).waitFor();
        await checkPage(page);
      });
    },
  );
});
