/**
 * Issue 18's journey (decisions 0061 to 0065), on a server of its own whose mail goes to a test SMTP server:
 * Emily Carter (employee@example.com) enrolls her family of four in medical and dental and signs; operations
 * approve the application on /admin/applications; her dashboard says "Coverage effective <date>"; operations run
 * the nightly carrier-files job from /admin/jobs, and the 834 it sent her medical carrier holds the family (an
 * addition for her and her three dependents at the family level from that date, read by node-x12 in strict
 * mode); the notices (application signed, submitted to the administrators, approved) arrived over SMTP. Axe
 * clean on every screen.
 */
import { carriers } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { CarrierFileHistory } from '@shared/schemas/carrier-files';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { expectValid834, memberLoops, render } from '../helpers/x12-834';
import {
  answerEnrollDialog,
  continueStep,
  declineCoverage,
  declineRemainingCoverage,
  drawSignature,
  fillIfEmpty,
  settle,
} from './application';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = { timeout: 300_000 };
const EMPLOYEE = 'employee@example.com';
const NAME = 'Emily Carter';
let smtp: TestSmtpServer;
let server: RunningServer;
const mails: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  const started = await startPreparedServer(
    async (db) => {
      // The demo's carriers have no FEIN on record; an 834 names the payer by it (operations' page sets one).
      await db.update(carriers).set({ fein: '06-0000001' });
    },
    { SMTP_URL: smtp.url, MAIL_FROM: 'Groupcover <benefits@groupcover.test>' },
  );
  server = started.server;
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** Waits for a mail to `to` whose subject matches, keeping every other mail for later checks. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  const seen = mails.find((m) => m.envelope.to.includes(to) && subject.test(m.parsed.subject ?? ''));
  if (seen) return seen;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const next = await Promise.race([
      smtp.nextMail(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
    ]);
    if (!next) break;
    mails.push(next);
    if (next.envelope.to.includes(to) && subject.test(next.parsed.subject ?? '')) return next;
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

async function signedIn(page: Page) {
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

let effectiveOn = '';

describe('from signing to the carrier', () => {
  it('the employee enrolls her family of four and signs', LONG, () =>
    journey({ baseUrl: server.baseUrl, viewport: VIEWPORTS.desktop, email: EMPLOYEE }, async (page) => {
      await waitForHeading(page, 'Contact Information');
      await continueStep(page);
      await waitForHeading(page, 'Family Information');
      await continueStep(page);

      await waitForHeading(page, 'Choose medical coverage');
      await settle(page);
      await page.getByRole('radio', { name: 'Choose Silver HSA PPO 2500' }).check();
      await continueStep(page);
      const modal = await answerEnrollDialog(page, 'Yes');
      for (const group of await modal.getByRole('group', { name: /^Is .+ enrolling\?$/ }).all())
        await group.getByRole('radio', { name: 'Yes' }).check();
      await modal.getByRole('button', { name: 'Save and continue' }).click();

      await waitForHeading(page, 'Choose dental coverage');
      await settle(page);
      const dentalPlans = page.getByRole('radio', { name: /^Choose / });
      if ((await dentalPlans.count()) > 1) await dentalPlans.first().check();
      await page
        .getByRole('group', { name: 'Who is enrolling?' })
        .getByRole('radio', { name: 'Me, My Spouse, and My Children' })
        .check();
      await continueStep(page);
      await page
        .getByRole('heading', { level: 1, name: 'Choose dental coverage' })
        .waitFor({ state: 'detached' });
      await waitForHeading(page, 'Choose vision coverage');
      await declineCoverage(page);
      // Accident is employer paid: enrolled as the employer offers it (no carrier file carries it).
      await waitForHeading(page, 'Choose accident coverage');
      await settle(page);
      await page.getByRole('radio', { name: 'Choose Accident Insurance Basic (employer paid)' }).check();
      await page
        .getByRole('group', { name: /^Do you want to enroll in/ })
        .getByRole('radio', { name: 'Enroll' })
        .check();
      await continueStep(page);
      await page
        .getByRole('heading', { level: 1, name: 'Choose accident coverage' })
        .waitFor({ state: 'detached' });
      await declineRemainingCoverage(page);

      await waitForHeading(page, 'Additional Information');
      await page
        .getByLabel('Reason for declining coverage')
        .selectOption({ label: "Covered by a spouse's or parent's plan" });
      await page.getByLabel('Carrier name').fill('VSP');
      await page.getByLabel('Member ID number').fill('V-552100');
      await fillIfEmpty(page.getByLabel('Job title'), 'Architect');
      await continueStep(page);

      await waitForHeading(page, 'Review and Sign');
      await page.getByText(/^Medical: enrolled in Silver HSA PPO 2500 \(with .+\)$/).waitFor();
      const ssns = ['234567891', '345678912', '456789123', '567891234'];
      const ssnFields = page.getByRole('textbox', { name: /Social Security number or tax ID$/ });
      for (const [i, field] of (await ssnFields.all()).entries())
        if (!(await field.isDisabled())) await field.pressSequentially(ssns[i]!);
      await drawSignature(page);
      await checkPage(page);
      await page.getByRole('button', { name: 'Sign and submit' }).click();
      await waitForHeading(page, 'You are done!');
      await checkPage(page);
    }),
  );

  it('the signed and submitted notices arrive over SMTP', async () => {
    const signed = await mailTo(EMPLOYEE, /^Application signed: your benefits with /);
    expect(signed.parsed.text).toContain('Medical');
    const submitted = await mailTo('admin@example.com', new RegExp(`^${NAME} submitted an application$`));
    expect(submitted.parsed.html).toContain(NAME);
  });

  it('operations approve the application, and the employee is told', LONG, async () => {
    await journey(
      { baseUrl: server.baseUrl, viewport: VIEWPORTS.desktop, email: 'ops@example.com' },
      async (page) => {
        await signedIn(page);
        await page.goto(`${server.baseUrl}/admin/applications`);
        await waitForHeading(page, 'Applications to review');
        const card = page.getByRole('region', { name: NAME });
        // Its review loads once the card is in view (decision 0078); approving asks first.
        await card.scrollIntoViewIfNeeded();
        await card.getByRole('heading', { name: 'Plans and monthly premiums' }).waitFor();
        await checkPage(page);
        await card.getByRole('button', { name: 'Approve' }).click();
        await page
          .getByRole('dialog', { name: `Approve ${NAME}'s application?` })
          .getByRole('button', { name: 'Yes, approve' })
          .click();
        const done = page.getByText(new RegExp(`^${NAME}: Coverage effective (.+)\\.$`));
        await done.waitFor();
        effectiveOn = /Coverage effective (.+)\.$/.exec((await done.textContent()) ?? '')![1]!;
        await checkPage(page);
      },
    );
    expect(effectiveOn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const approved = await mailTo(EMPLOYEE, /^Application approved: your benefits with /);
    expect(approved.parsed.text).toContain(`Your coverage is effective ${effectiveOn}.`);
  });

  it("the employee's dashboard shows the coverage effective (375 px)", LONG, () =>
    journey({ baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: EMPLOYEE }, async (page) => {
      await signedIn(page);
      await page.goto(`${server.baseUrl}/employee-dashboard`);
      await waitForHeading(page, /^Hi .+, welcome to your benefits$/);
      await page
        .getByTestId('application-review')
        .getByText(`Coverage effective ${effectiveOn}`, { exact: true })
        .waitFor();
      await checkPage(page);
    }),
  );

  it('operations run the nightly job, and the 834 to her medical carrier holds the family', LONG, () =>
    journey(
      { baseUrl: server.baseUrl, viewport: VIEWPORTS.desktop, email: 'ops@example.com' },
      async (page) => {
        await signedIn(page);
        await page.goto(`${server.baseUrl}/admin`);
        await waitForHeading(page, 'Admin');
        await page.getByRole('link', { name: 'Scheduled jobs' }).click();
        await waitForHeading(page, 'Scheduled jobs');
        await checkPage(page);
        await page.getByRole('button', { name: 'Run carrier-files.nightly now' }).click();
        await page.getByText('Queued: a worker runs it in a moment.').waitFor();
        // The run shows completed once the worker is through (the page reads the queue again on a reload).
        const deadline = Date.now() + 60_000;
        for (;;) {
          await page.reload();
          await waitForHeading(page, 'Scheduled jobs');
          const done = page
            .getByRole('listitem')
            .filter({ hasText: 'Carrier files: send each carrier its changes, then reconcile' })
            .filter({ hasText: 'Completed' });
          if ((await done.count()) > 0) break;
          if (Date.now() > deadline) throw new Error('The nightly job did not complete');
          await page.waitForTimeout(1_000);
        }
        await checkPage(page);

        // Harborview's 834 files: the one that holds Emily Carter is her medical carrier's.
        const history = (await (
          await page.request.get(
            `${server.baseUrl}/api/v2/admin/carrier_files?companyId=${DEMO_COMPANIES.harborview.id}`,
          )
        ).json()) as CarrierFileHistory;
        const x12Files = history.files.filter((f) => f.kind === 'changes');
        expect(x12Files.length).toBeGreaterThan(0);
        let found: { file: (typeof x12Files)[number]; text: string } | null = null;
        for (const file of x12Files) {
          const text = await (
            await page.request.get(`${server.baseUrl}/api/v2/admin/carrier_files/${file.id}/download`)
          ).text();
          if (/NM1\*IL\*1\*CARTER\*EMILY/.test(text)) found = { file, text };
        }
        expect(found).not.toBeNull();
        const loops = memberLoops(expectValid834(found!.text)).map(render);
        const family = loops.filter((l) => l.some((s) => /^NM1\*IL\*1\*CARTER\*/.test(s)));
        expect(family.map((l) => l[0])).toEqual([
          'INS*Y*18*021*28*A***FT',
          'INS*N*01*021*28*A',
          'INS*N*19*021*28*A',
          'INS*N*19*021*28*A',
        ]);
        for (const loop of family) {
          expect(loop.some((s) => /^HD\*021\*\*HLT\*.+\*FAM$/.test(s))).toBe(true);
          // Benefit begin (DTP*348, CCYYMMDD) is the approval's effective date.
          const begin = loop.find((seg) => seg.startsWith('DTP*348*D8*'))!.slice(-8);
          expect(formatLongIsoDate(`${begin.slice(0, 4)}-${begin.slice(4, 6)}-${begin.slice(6)}`)).toBe(
            effectiveOn,
          );
        }

        // The carrier's history page lists that file with its download.
        await page.goto(`${server.baseUrl}/admin/carriers/${found!.file.carrierId}`);
        await waitForHeading(page, 'Carrier file history');
        await page.getByRole('link', { name: `Download ${found!.file.fileName}` }).waitFor();
        await checkPage(page);
      },
    ),
  );

  it(
    "operations put the carrier's group number on record, make its full file now, and her ID card shows the number",
    LONG,
    async () => {
      let memberId = '';
      await journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.desktop, email: 'ops@example.com' },
        async (page) => {
          await signedIn(page);
          await page.goto(`${server.baseUrl}/admin/companies?q=Harborview`);
          await waitForHeading(page, 'Companies');
          await page.getByRole('link', { name: 'Carriers and files' }).first().click();
          await waitForHeading(page, "Company's carriers");
          const card = page.getByRole('region').filter({ hasText: 'Plan code: Silver HSA PPO 2500' });
          await checkPage(page);
          const carrierName = (await card.getByRole('heading', { level: 2 }).textContent())!;
          await card.getByRole('button', { name: `Edit numbers for ${carrierName}` }).click();
          const dialog = page.getByRole('dialog', { name: `Numbers: ${carrierName}` });
          await dialog.getByLabel('Group number').fill('EMP-10442');
          await dialog.getByLabel('Plan code: Silver HSA PPO 2500').fill('HSA2500');
          await checkPage(page);
          await dialog.getByRole('button', { name: 'Save numbers' }).click();
          await dialog.waitFor({ state: 'detached' });
          await card.getByText('EMP-10442 (set by operations)').waitFor();
          await card.getByRole('button', { name: `Make a full audit file for ${carrierName}` }).click();
          const made = card.getByRole('link', { name: /^Download 834-audit-\d{9}\.x12$/ });
          await made.waitFor();
          const text = await (
            await page.request.get(`${server.baseUrl}${await made.getAttribute('href')}`)
          ).text();
          const loops = memberLoops(expectValid834(text)).map(render);
          const emily = loops.find((l) => l.some((x) => /^NM1\*IL\*1\*CARTER\*EMILY/.test(x)))!;
          expect(emily).toContain('REF*1L*EMP-10442');
          expect(emily.some((x) => x.startsWith('HD*030**HLT*HSA2500*FAM'))).toBe(true);
          memberId = emily.find((x) => x.startsWith('REF*0F*'))!.slice(7);
          await checkPage(page);
        },
      );
      // Her medical ID card (375 px) shows the member id the 834 sent and the carrier's group number.
      await journey({ baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: EMPLOYEE }, async (page) => {
        await signedIn(page);
        await page.goto(`${server.baseUrl}/employee-dashboard/mobile-id-cards`);
        const card = page.getByRole('region', { name: 'Medical ID card' });
        await card.getByText(memberId, { exact: true }).waitFor();
        await card.getByText('EMP-10442', { exact: true }).waitFor();
        await card.getByText(`${NAME} (Employee), ${memberId}-01`).waitFor();
        await checkPage(page);
      });
    },
  );
});
