/**
 * Issue 13 journey 3 (docs/spec/2 §2.5, decision 0038): on the demo company Juniper, whose 2027 renewal is signed,
 * renewal@example.com completes the renewal application (basic information → family → medical, dental and
 * vision, their current elections preselected → additional information → sign → done), and admin@example.com
 * does the same for Priya Nair in admin mode from /company-admin/employee-renewal/{hash}; then both renewal
 * applications are completed. At 1280 and 375 px, axe clean on every page, each width on a server of its own.
 *
 * The renewal is signed first through the employer's call (POST /api/v1/employer_application/sign_application),
 * and the statuses are read from the employer's renewal record (GET /api/v2/ben_admin_renewal).
 */
import { DEMO_COMPANIES } from '@server/db/seed';
import { demoToken } from '@server/db/seed/deterministic';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEnrollDialog, continueStep, drawSignature, enterOwnSsn, settle } from './application';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { signJuniperRenewal } from './juniper-renewal';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = { timeout: 180_000 };
const PRIYA_HASH = demoToken('employee-hash:priya-nair', 16);
const ADMIN_BASE = `/company-admin/employee-renewal/${PRIYA_HASH}`;

/** Signs Juniper's renewal through the employer's call as admin@example.com; null when it does not sign. */
async function signThroughApi(baseUrl: string): Promise<string | null> {
  const { res, cookie } = await signJuniperRenewal(baseUrl);
  return res.ok ? cookie : null;
}

/** Each employee's renewal status as the employer's renewal record lists it (docs/spec/2 §3 "Renewal employee"). */
async function readStatusesThroughApi(baseUrl: string, cookie: string) {
  const token = DEMO_COMPANIES.juniper.idToken;
  const res = await fetch(`${baseUrl}/api/v2/ben_admin_renewal?company_id_token=${token}`, {
    headers: { cookie },
  });
  type Employee = {
    id: string;
    renewalPolicyStatus: string | null;
    renewalApplicationRelativePath: string | null;
  };
  const body = (await res.json()) as { renewal: { employees: Employee[] } | null };
  return new Map(
    (body.renewal?.employees ?? []).flatMap((e) =>
      e.renewalPolicyStatus
        ? [
            [
              e.id,
              { status: e.renewalPolicyStatus, relativePath: e.renewalApplicationRelativePath ?? '' },
            ] as const,
          ]
        : [],
    ),
  );
}

type SignedServer = RunningServer & {
  /** Each employee form's renewal status, as the employer's renewal record lists it. */
  statuses(): Promise<Map<string, { status: string; relativePath: string }>>;
};

/** A server whose demo has Juniper's renewal signed by the employer's call (as admin@example.com). */
async function startSignedServer(): Promise<SignedServer> {
  const server = await startServer();
  const cookie = await signThroughApi(server.baseUrl);
  if (!cookie) {
    await server.stop();
    throw new Error("The employer's signing call did not sign Juniper's renewal.");
  }
  return { ...server, statuses: () => readStatusesThroughApi(server.baseUrl, cookie) };
}

/** Waits until signing in has landed on the account's home. */
async function signedIn(page: Page) {
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await waitForApp(page);
}

async function readJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** The progress header of the renewal: its three groups. */
async function expectProgress(page: Page, present: string) {
  const nav = page.getByRole('navigation', { name: 'Renewal progress' });
  await nav.waitFor();
  for (const label of ['Review Basic Information', 'Choose Plan', 'Signature'])
    await nav.getByText(label).first().waitFor();
  if (present) await nav.locator('[aria-current="step"]', { hasText: present }).waitFor();
}

/** A choose screen whose current election is preselected: the checked plan (or tier) is kept, then Continue. */
async function keepElection(page: Page, type: string, plan: string | null) {
  await waitForHeading(page, `Choose ${type} coverage`);
  await settle(page);
  await expectProgress(page, 'Choose Plan');
  if (plan) {
    const radio = page.getByRole('radio', { name: `Choose ${plan}` });
    if (await radio.count()) expect(await radio.isChecked(), `${plan} preselected`).toBe(true);
  }
  const tiers = page.getByRole('group', { name: 'Who is enrolling?' });
  if (await tiers.count()) {
    const checked = tiers.getByRole('radio', { checked: true });
    expect(await checked.count(), `a ${type} tier preselected`).toBe(1);
  }
  await checkPage(page);
  await continueStep(page);
  const modal = page.getByRole('dialog', { name: 'Enroll or Decline' });
  if (await modal.isVisible().catch(() => false)) {
    await answerEnrollDialog(page, 'Yes');
    // The dialog fades in: axe reads colours once its transitions have ended.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    await checkPage(page);
    await modal.getByRole('button', { name: 'Save and continue' }).click();
  }
  await page
    .getByRole('heading', { level: 1, name: `Choose ${type} coverage` })
    .waitFor({ state: 'detached' });
}

/** The renewal from its first page to done, keeping every current election. */
async function completeRenewal(page: Page, base: string, expected: { medical: string | null }) {
  await waitForHeading(page, 'Contact Information');
  await expectProgress(page, 'Review Basic Information');
  await checkPage(page);
  await continueStep(page);

  await waitForHeading(page, 'Family Information');
  await checkPage(page);
  await continueStep(page);

  await keepElection(page, 'medical', expected.medical);
  await keepElection(page, 'dental', null);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  if (heading === 'Choose vision coverage') await keepElection(page, 'vision', null);

  // Titled Additional Information when a health line is declined (it asks why), else Employment Information.
  await waitForHeading(page, /^(Additional|Employment) Information$/);
  await expectProgress(page, 'Signature');
  const reason = page.getByLabel('Reason for declining coverage');
  if ((await reason.count()) && !(await reason.inputValue())) {
    await reason.selectOption({ label: "Covered by a spouse's or parent's plan" });
    await page.getByLabel('Carrier name').fill('Kaiser Permanente');
    await page.getByLabel('Member ID number').fill('K-4410');
  }
  await checkPage(page);
  await continueStep(page);

  await waitForHeading(page, 'Review and Sign');
  await checkPage(page);
  await enterOwnSsn(page, '123456789');
  for (const field of await page.getByRole('textbox', { name: /Social Security number or tax ID$/ }).all())
    if ((await field.isEditable()) && !(await field.inputValue())) await field.pressSequentially('234567891');
  await drawSignature(page);
  await page.getByRole('button', { name: 'Sign and submit' }).click();

  await waitForPath(page, `${base}/done`);
  await waitForHeading(page, 'You are done!');
  await page.getByText('Our team will be in touch once your application is approved.').waitFor();
  await checkPage(page);
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('the employee renewal at %s width', (_label, viewport) => {
  let server: SignedServer;
  beforeAll(async () => {
    server = await startSignedServer();
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('renewal@example.com completes the renewal, starting from their current elections', LONG, () =>
    journey({ baseUrl: server.baseUrl, viewport, email: 'renewal@example.com' }, async (page) => {
      const base = server.baseUrl;
      await signedIn(page);
      const renewal = await readJson<ApplicationResponse>(page, `${base}/api/v1/employee_renewals/current`);
      const medical = renewal.employeePolicy.coverages.medical;
      expect(medical?.isEnrolling).toBe('Yes');

      // A bad link, and a life path leading to additional information (after the steps before it).
      await page.goto(`${base}/employee-renewal/no-such-page`);
      await waitForHeading(page, 'Whoops! Bad Link.');
      await page
        .getByText(
          "You've clicked on a link we don't know how to handle. Please contact support for assistance.",
        )
        .waitFor();
      await checkPage(page);
      await page.goto(`${base}/employee-renewal/choose-life-coverage`);
      await waitForPath(page, '/employee-renewal/additional-information');
      await page.goto(`${base}/employee-renewal/jump`);
      await waitForHeading(page, 'Jump to a step');
      for (const link of [
        'Basic Information',
        'Choose Medical Plan',
        'Choose Term Life Plan',
        'Signature',
        'Done',
      ])
        await page.getByRole('link', { name: link, exact: true }).waitFor();
      await checkPage(page);

      await page.goto(`${base}/employee-renewal`);
      await waitForApp(page);
      await completeRenewal(page, '/employee-renewal', { medical: medical?.planName ?? null });
      await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
      await page.getByRole('link', { name: 'Frequently asked questions about your benefits' }).waitFor();

      const done = await readJson<ApplicationResponse>(page, `${base}/api/v1/employee_renewals/current`);
      expect(done.employeePolicy.completedAt).not.toBeNull();
      expect(done.employeePolicy.coverages.medical?.planId).toBe(medical?.planId);
      // The application of the plan year being renewed is untouched: still the signed 2026 one.
      const current = await readJson<ApplicationResponse>(
        page,
        `${base}/api/v1/employee_applications/current`,
      );
      expect(current.employeePolicy.isRenewal).toBe(false);
      expect(current.employeePolicy.signedAt).not.toBeNull();
    }),
  );

  it('admin@example.com completes Priya Nair’s renewal in admin mode', LONG, () =>
    journey({ baseUrl: server.baseUrl, viewport, email: 'admin@example.com' }, async (page) => {
      const base = server.baseUrl;
      await signedIn(page);
      const renewal = await readJson<ApplicationResponse>(
        page,
        `${base}/api/v1/employee_renewals/${PRIYA_HASH}`,
      );
      expect(renewal.adminMode).toBe(true);
      await page.goto(`${base}${ADMIN_BASE}`);
      await waitForApp(page);
      const banner = page.getByText("You are viewing Priya Nair's renewal application.");
      await banner.waitFor();
      const back = page.getByRole('link', { name: 'Back to Renewal Status' });
      expect(await back.getAttribute('href')).toBe(
        `/benefits-administration/renewal/status?company_id_token=${renewal.companyIDToken}`,
      );
      await completeRenewal(page, ADMIN_BASE, {
        medical: renewal.employeePolicy.coverages.medical?.planName ?? null,
      });
      await page.getByRole('link', { name: 'Exit Employee Application' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Dashboard' }).count()).toBe(0);
      const done = await readJson<ApplicationResponse>(
        page,
        `${base}/api/v1/employee_renewals/${PRIYA_HASH}`,
      );
      expect(done.employeePolicy.completedAt).not.toBeNull();
    }),
  );

  it('lists both renewal applications as completed', LONG, async () => {
    const statuses = await server.statuses();
    const completed = [...statuses.values()].filter((s) => s.status === 'completed');
    expect(completed.map((s) => s.relativePath)).toContain(ADMIN_BASE);
    expect(completed).toHaveLength(2);
  });
});
