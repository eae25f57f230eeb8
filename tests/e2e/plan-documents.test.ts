/**
 * Issue 34 item 6 (decision 0070), at 375 px with axe: admin@example.com compares Juniper's renewal packages and
 * reads that "Alternate carrier" moves its enrolled people from the PPO to Kaiser's HMO, selects it, and sees
 * each plan card's SBC, provider directory and drug list links; once the employer has signed (its own call),
 * renewal@example.com reaches the medical comparison of the renewal and sees the plans' documents and that their
 * network changes.
 *
 * Selecting and signing change Juniper's renewal, so the file runs on a server of its own.
 */
import { DEMO_COMPANIES, DEMO_RENEWALS } from '@server/db/seed';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_PNG } from '../helpers/application';
import { continueStep, settle } from './application';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = { timeout: 180_000 };
const JUNIPER = DEMO_COMPANIES.juniper;
const QUERY = `?company_id_token=${JUNIPER.idToken.slice(0, 16)}`;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

/** Selects "Alternate carrier" and signs Juniper's renewal through the employer's calls as admin@example.com. */
async function selectAndSignThroughApi(baseUrl: string) {
  const session = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
  });
  const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const headers = { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken };
  const token = `company_id_token=${JUNIPER.idToken}`;
  const mappings = await fetch(`${baseUrl}/api/v2/company_policies/current/medical_plan_mappings?${token}`, {
    headers: { cookie },
  });
  const { renewal } = (await mappings.json()) as { renewal: { version: number } };
  const selected = await fetch(`${baseUrl}/employer-renewal/select-renewal-suite`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      company_id_token: JUNIPER.idToken,
      plan_suite_id: DEMO_RENEWALS.juniper.planSuiteIds[2],
      version: renewal.version,
    }),
  });
  expect(selected.status, await selected.clone().text()).toBe(200);
  const res = await fetch(`${baseUrl}/api/v1/employer_application/sign_application`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: DEMO_RENEWALS.juniper.id, signatureImageDataUrl: SIGNATURE_PNG }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function expectDocumentLinks(page: Page, scope: ReturnType<Page['locator']>, planName: string) {
  await scope
    .getByRole('link', { name: `Summary of benefits and coverage for ${planName}`, exact: false })
    .first()
    .waitFor();
  await scope
    .getByRole('link', { name: `Provider directory for ${planName}`, exact: false })
    .first()
    .waitFor();
  await scope
    .getByRole('link', { name: `Drug list (formulary) for ${planName}`, exact: false })
    .first()
    .waitFor();
  const href = await scope
    .getByRole('link', { name: `Provider directory for ${planName}`, exact: false })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^https:\/\//);
  void page;
}

describe('plan documents and network changes at 375 px', () => {
  it(
    'the employer sees the package move people to another network, and each plan card its documents',
    LONG,
    () =>
      journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'admin@example.com' },
        async (page) => {
          await page.goto(`${server.baseUrl}/renewal-suites-comparison${QUERY}`);
          await waitForHeading(page, 'Compare renewal packages');
          const alternate = page.getByRole('region', { name: 'Alternate carrier' });
          const note = alternate.getByRole('note');
          await note.getByText('Network changes').waitFor();
          expect(await note.textContent()).toMatch(
            /Medical: \d+ enrolled (people move|person moves) from PPO \(Full PPO Network\) to HMO \(Kaiser Permanente HMO\)\./,
          );
          // The package renewed as offered keeps everyone's network.
          expect(
            await page.getByRole('region', { name: 'Renewal as offered' }).getByRole('note').count(),
          ).toBe(0);
          await checkPage(page);

          await alternate.getByRole('button', { name: 'Select Package' }).click();
          await waitForPath(page, '/benefits-administration/renewal/overview');
          await waitForHeading(page, 'Renewal Overview');
          const medical = page.getByRole('region', { name: 'Medical' });
          await expectDocumentLinks(page, medical, 'Gold HMO 250 (2027)');
          await checkPage(page);
        },
      ),
  );

  it(
    'the employee sees the plans’ documents and that their network changes on the renewal comparison',
    LONG,
    async () => {
      await selectAndSignThroughApi(server.baseUrl);
      await journey(
        { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'renewal@example.com' },
        async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await waitForApp(page);
          await page.goto(`${server.baseUrl}/employee-renewal`);
          await waitForHeading(page, 'Contact Information');
          await continueStep(page);
          await waitForHeading(page, 'Family Information');
          await continueStep(page);
          await waitForHeading(page, 'Choose medical coverage');
          await settle(page);

          const notice = page.getByRole('note').filter({ hasText: 'Network change' });
          await notice.waitFor();
          expect(await notice.textContent()).toContain(
            'Your medical network changes: your plan now, Gold PPO 500, is on PPO (Full PPO Network); Gold HMO 250 (2027) is on HMO (Kaiser Permanente HMO).',
          );
          await expectDocumentLinks(page, page.locator('main'), 'Gold HMO 250 (2027)');
          await checkPage(page);
        },
      );
    },
  );

  it("operations set a plan's links: a link that is not https is refused at its field", LONG, () =>
    journey(
      { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'ops@example.com' },
      async (page) => {
        await page.goto(`${server.baseUrl}/admin/plans`);
        await waitForHeading(page, 'Plans and their documents');
        const medical = page.getByRole('region', { name: 'Medical' });
        const card = medical.getByRole('region', { name: 'Gold PPO 500', exact: true });
        await card.getByRole('link', { name: /find-a-provider/ }).waitFor();
        await checkPage(page);

        await card.getByRole('button', { name: 'Edit links for Gold PPO 500' }).click();
        const dialog = page.getByRole('dialog', { name: 'Document links: Gold PPO 500' });
        const directory = dialog.getByRole('textbox', { name: 'Provider directory' });
        await directory.fill('http://carrier.example/providers');
        await dialog.getByRole('button', { name: 'Save links' }).click();
        await dialog
          .getByText('Please enter a web address that starts with https://', { exact: false })
          .waitFor();
        expect(await directory.getAttribute('aria-invalid')).toBe('true');
        await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
        await checkPage(page);

        await directory.fill('https://carrier.example/providers/gold-ppo-500');
        await dialog.getByRole('button', { name: 'Save links' }).click();
        await dialog.waitFor({ state: 'detached' });
        await card.getByRole('link', { name: 'https://carrier.example/providers/gold-ppo-500' }).waitFor();
      },
    ),
  );
});
