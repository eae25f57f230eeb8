/**
 * Issue 15 item 5, after signing (decision 0051): a company of its own signs broker-of-record letters to two
 * carriers (Kaiser Permanente and Delta Dental, through the API); its administrator sees the Home card and the
 * status page with "letter sent" for both; ops@example.com moves Kaiser to the current broker's review window and
 * then to confirmed on the operations screen (a second window's stale move answers the reload message); the
 * outbox holds the administrator's two status mails, which link to the status page; the administrator's status
 * page then shows Kaiser's steps with their dates and Delta still at "letter sent". At 1280 and 375 px (a company
 * per width, one server), axe clean on every page.
 */
import { CARRIER_CHANGE_STATUS_LABELS } from '@shared/domain/broker-of-record/letter';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { SIGNATURE_PNG } from '../helpers/application';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForHeading, waitForPath } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const BASE = '/api/v1/broker_of_record';
const WINDOW = "Current broker's review window";
const SENT = 'Letter sent to the carrier';
const CONFIRMED = 'Confirmed by the carrier';

type Made = { companyName: string; token: string; adminEmail: string };

let server: RunningServer;
let made: Made[] = [];

beforeAll(async () => {
  const started = await startPreparedServer(async (db) => {
    const passwordHash = await demoPasswordHash();
    const companies: Made[] = [];
    for (const name of ['Bayside Bakery', 'Cedar Row Studio']) {
      const { company } = await createCompany(db, {
        name,
        policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
      });
      const account = await createCompanyAdministrator(db, company.id, { passwordHash });
      companies.push({ companyName: name, token: company.idToken.slice(0, 16), adminEmail: account.email });
    }
    return companies;
  });
  server = started.server;
  made = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

/** A call as the page's signed-in account (its cookies, the session's CSRF token). */
async function callApi(page: Page, method: 'POST' | 'PUT', path: string, body: unknown) {
  const session = await page.request.get(`${server.baseUrl}/api/v1/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await page.request.fetch(`${server.baseUrl}${path}`, {
    method,
    data: body as Record<string, unknown>,
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** The company information and two carriers saved, then signed, as its administrator would through the wizard. */
async function signTwoCarriers(page: Page, company: Made): Promise<BorCompanyProfile> {
  const token = company.token;
  await callApi(page, 'POST', `${BASE}/update_company_profile`, {
    company_id_token: token,
    version: 1,
    name: company.companyName,
    contactName: 'Ana Lopez',
    contactTitle: 'Owner',
    email: 'ana@bayside.example.com',
    address1: '500 Terry Francois Blvd',
    city: 'San Francisco',
    state: 'CA',
    zip: '94158',
    contactPhoneNumber: '(415) 555-0142',
    partnerPrimaryPhoneNumber: '',
    partnerPrimaryEmail: '',
    fein: '12-3456789',
  });
  await callApi(page, 'POST', `${BASE}/update_company_profile`, {
    company_id_token: token,
    version: 2,
    borApplicationIntake: {
      plans: {
        medical: [
          { id: 'm1', planName: 'Kaiser Gold 20', insuranceCompany: 'kaiser', groupIDNumber: 'KP-604112' },
        ],
        dental: [
          { id: 'd1', planName: 'Delta PPO', insuranceCompany: 'delta-dental', groupIDNumber: 'DD-99120' },
        ],
      },
    },
  });
  return callApi(page, 'POST', `${BASE}/save_signature`, {
    company_id_token: token,
    version: 3,
    signatureImageDataUrl: SIGNATURE_PNG,
    agreed: true,
  });
}

/** A card of the status page or of the operations screen (a region named by its heading). */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The step of a carrier's timeline marked current, as assistive technology finds it. */
const currentStep = (region: Locator) => region.locator('li[aria-current="step"]');

const today = () => formatLongIsoDate(new Date().toISOString().slice(0, 10));

for (const [index, [width, viewport]] of (
  [
    ['1280', VIEWPORTS.desktop],
    ['375', VIEWPORTS.phone],
  ] as const
).entries()) {
  describe(`broker of record status at ${width} px`, () => {
    it(
      'the administrator follows each carrier; operations move one to the window and then confirmed',
      async () => {
        const company = made[index]!;
        const baseUrl = server.baseUrl;
        const statusPage = `/employer-dashboard/broker-of-record?company_id_token=${company.token}`;
        let effectiveDate = '';

        await journey(
          { baseUrl, viewport, email: company.adminEmail, home: '/employer-dashboard' },
          async (page) => {
            await waitForApp(page);
            const profile = await signTwoCarriers(page, company);
            effectiveDate = profile.carrierChanges[0]!.effectiveDate;

            await page.goto(`${baseUrl}/employer-dashboard`);
            await waitForHeading(page, company.companyName);
            const home = card(page, 'Broker of record');
            await home
              .getByText(`You signed the broker-of-record letters on ${today()}.`, { exact: false })
              .waitFor();
            for (const carrier of ['Kaiser Permanente', 'Delta Dental'])
              await expect
                .poll(() =>
                  home
                    .locator('dt', { hasText: carrier })
                    .locator('xpath=following-sibling::dd[1]')
                    .textContent(),
                )
                .toBe(SENT);
            await checkPage(page);

            await home.getByRole('link', { name: 'See broker of record status' }).click();
            await waitForPath(page, '/employer-dashboard/broker-of-record');
            await waitForHeading(page, 'Broker of record status');
            for (const carrier of ['Kaiser Permanente', 'Delta Dental']) {
              const region = card(page, carrier);
              await expect.poll(() => currentStep(region).count()).toBe(1);
              expect(await currentStep(region).textContent()).toContain(`${SENT}(Current step)`);
              expect(await currentStep(region).textContent()).toContain(today());
              await region.getByText('We sent your signed letter to the carrier.').waitFor();
              await region
                .getByRole('link', { name: `Download the signed letter to ${carrier} (PDF)` })
                .waitFor();
            }
            await checkPage(page);
          },
        );

        await journey({ baseUrl, viewport, email: 'ops@example.com' }, async (page, context) => {
          await page.waitForURL((url) => url.pathname !== '/login');
          await page.goto(`${baseUrl}/admin`);
          await waitForHeading(page, 'Admin');
          await page.getByRole('link', { name: 'Broker of record: carrier changes' }).click();
          await waitForPath(page, '/admin/broker-of-record');
          await waitForHeading(page, 'Broker of record: carrier changes');
          const kaiser = card(page, `Kaiser Permanente — ${company.companyName}`);
          await kaiser.getByText(SENT, { exact: true }).waitFor();
          await card(page, `Delta Dental — ${company.companyName}`).waitFor();
          await checkPage(page);

          // Nothing chosen: the field says so.
          await kaiser.getByRole('button', { name: 'Update status' }).click();
          await kaiser.getByText('Please choose a status.').waitFor();
          await kaiser.getByLabel('New status').selectOption({ label: WINDOW });
          await kaiser.getByRole('button', { name: 'Update status' }).click();
          await page
            .getByText(`Kaiser Permanente for ${company.companyName} is now "${WINDOW}".`, { exact: false })
            .waitFor();
          await kaiser.getByText(WINDOW, { exact: true }).first().waitFor();
          await kaiser.getByText('Window ends').waitFor();
          await checkPage(page);

          // A second window confirms first: this one's move is stale and says to reload.
          const other = await context.newPage();
          await other.goto(`${baseUrl}/admin/broker-of-record`);
          await waitForHeading(other, 'Broker of record: carrier changes');
          const otherKaiser = card(other, `Kaiser Permanente — ${company.companyName}`);
          await otherKaiser.getByLabel('New status').selectOption({ label: CONFIRMED });
          await otherKaiser.getByRole('button', { name: 'Update status' }).click();
          await other
            .getByText(`Kaiser Permanente for ${company.companyName} is now "${CONFIRMED}".`, {
              exact: false,
            })
            .waitFor();
          await other.close();

          await kaiser.getByLabel('New status').selectOption({ label: CONFIRMED });
          await kaiser.getByRole('button', { name: 'Update status' }).click();
          await kaiser
            .getByText('This carrier change was changed in another window. Reload to see the latest.')
            .waitFor();
          await checkPage(page);
          await kaiser.getByRole('button', { name: 'Reload' }).click();
          await kaiser.getByText(CONFIRMED, { exact: true }).first().waitFor();
          await expect.poll(() => kaiser.getByRole('button', { name: 'Reload' }).count()).toBe(0);
          await checkPage(page);

          // The administrator was e-mailed when the letters were sent and at each move, with a link to the status
          // page (by the job queue, decision 0081: the last mail may still be on its way).
          const adminSubjects = async () =>
            (
              (await (await page.request.get(`${baseUrl}/api/v1/admin/outbox`)).json()) as {
                messages: Array<{ subject: string; to: string }>;
              }
            ).messages.filter((m) => m.to === company.adminEmail).length;
          await expect.poll(adminSubjects, { timeout: 20_000 }).toBe(4);
          await page.goto(`${baseUrl}/admin/outbox`);
          await waitForHeading(page, 'Mail outbox');
          for (const subject of [`Kaiser Permanente: ${WINDOW}`, `Kaiser Permanente: ${CONFIRMED}`])
            await page.getByRole('link', { name: subject }).first().waitFor();
          const outbox = (await (await page.request.get(`${baseUrl}/api/v1/admin/outbox`)).json()) as {
            messages: Array<{ id: string; subject: string; to: string }>;
          };
          const mine = outbox.messages.filter((m) => m.to === company.adminEmail);
          expect(mine.map((m) => m.subject).sort()).toEqual([
            `Delta Dental: ${CARRIER_CHANGE_STATUS_LABELS.letter_sent}`,
            `Kaiser Permanente: ${CONFIRMED}`,
            `Kaiser Permanente: ${WINDOW}`,
            `Kaiser Permanente: ${CARRIER_CHANGE_STATUS_LABELS.letter_sent}`,
          ]);
          await checkPage(page);
          const confirmedMail = mine.find((m) => m.subject.endsWith(CONFIRMED))!;
          await page.goto(`${baseUrl}/admin/outbox/${confirmedMail.id}`);
          await page.getByText(statusPage, { exact: false }).first().waitFor();
          await checkPage(page);
        });

        await journey(
          { baseUrl, viewport, email: company.adminEmail, home: '/employer-dashboard' },
          async (page) => {
            // The mail's link.
            await page.goto(`${baseUrl}${statusPage}`);
            await waitForHeading(page, 'Broker of record status');
            const kaiser = card(page, 'Kaiser Permanente');
            await expect
              .poll(() => currentStep(kaiser).textContent())
              .toContain(`${CONFIRMED}(Current step)`);
            await kaiser
              .getByText(
                'The carrier has accepted the change and recorded us as your broker from the effective date.',
              )
              .waitFor();
            const steps = kaiser
              .getByRole('list', { name: 'Steps for Kaiser Permanente' })
              .getByRole('listitem');
            const texts = await steps.allTextContents();
            expect(texts).toHaveLength(4);
            expect(texts[0]).toBe(`${SENT}(Done)On ${today()}`);
            expect(texts[1]).toBe(`${WINDOW}(Done)On ${today()}`);
            expect(texts[2]).toBe(`${CONFIRMED}(Current step)On ${today()}`);
            expect(texts[3]).toBe(`Effective(Next)Planned for ${formatLongIsoDate(effectiveDate)}.`);

            const delta = card(page, 'Delta Dental');
            expect(await currentStep(delta).textContent()).toContain(`${SENT}(Current step)`);
            const href = await delta
              .getByRole('link', { name: 'Download the signed letter to Delta Dental (PDF)' })
              .getAttribute('href');
            const pdf = await page.request.get(`${baseUrl}${href}`);
            expect(pdf.status()).toBe(200);
            expect(pdf.headers()['content-type']).toBe('application/pdf');
            await checkPage(page);

            await page.goto(`${baseUrl}/employer-dashboard`);
            await waitForHeading(page, company.companyName);
            const home = card(page, 'Broker of record');
            await expect
              .poll(() =>
                home
                  .locator('dt', { hasText: 'Kaiser Permanente' })
                  .locator('xpath=following-sibling::dd[1]')
                  .textContent(),
              )
              .toBe(CONFIRMED);
            await checkPage(page);
          },
        );
      },
      LONG,
    );
  });
}
