/**
 * Issue 13, journey 2 (decisions 0035 and 0037): admin@example.com renews Juniper Landscape. The overview's
 * totals equal the engine's price of the census (computed here with the shared functions from the API's data);
 * removing the medical rows shows "At least one contribution is required."; the administrator fills the details,
 * signs, confirms eligibility, assigns contribution classes, and the status page lists each eligible employee.
 * On the overview the package's first carrier gets its group number for the new plan year (decision 0073).
 * The renewal is reached from Juniper's dashboard (decision 0040: the navigation at 1280 px, the Home card at
 * 375 px), and once signed the dashboard leads to its status. At 1280 and 375 px, axe clean on every page.
 *
 * Signing changes Juniper for good, so each width runs on a server of its own.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import { formatCents } from '@shared/domain/money/money';
import type { PricedPlan } from '@shared/domain/pricing/types';
import { priceCensusOnPlan } from '@shared/domain/renewal/census-costs';
import { CARRIER_GROUP_MESSAGES } from '@shared/schemas/carrier-identifiers';
import type { CompanyPolicy } from '@shared/schemas/company-policy';
import type { RenewalCarrierGroups, RenewalRecord, RenewalResponse } from '@shared/schemas/renewal';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { startServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const JUNIPER = DEMO_COMPANIES.juniper;
const TOKEN = JUNIPER.idToken.slice(0, 16);
const BASE = '/benefits-administration/renewal';

async function readJson<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const res = await page.request.get(`${baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The renewal's rows as the engine reads them: each row's name is the class it stands for. */
function rulesOf(record: RenewalRecord): LineContributionRule[] {
  const key = (name: string) => name.trim().toLowerCase();
  return Object.values(record.contributions)
    .flat()
    .filter((r) => r.active)
    .map((r) => ({
      ...r,
      role:
        record.checks.defaultClassName && key(r.name) === key(record.checks.defaultClassName)
          ? null
          : (record.checks.classIdsByName[key(r.name)] ?? `new:${key(r.name)}`),
      tiers: null,
    }));
}

/** Every card's total is the engine's price of the plan year's census on the plan, and the page shows it. */
async function expectEngineTotals(page: Page, baseUrl: string) {
  const { renewal } = await readJson<RenewalResponse>(
    page,
    baseUrl,
    `/api/v2/ben_admin_renewal?company_id_token=${TOKEN}`,
  );
  const record = renewal!;
  const policy = await readJson<CompanyPolicy>(
    page,
    baseUrl,
    `/api/v2/company_policies/${JUNIPER.companyPolicyId}?include=companyContributions`,
  );
  const employees = policy.simulation!.employees;
  expect(employees.length).toBeGreaterThan(0);
  const rules = rulesOf(record);
  let cards = 0;
  for (const line of record.pricing) {
    const plans = line.plans as PricedPlan[];
    const basePlan = plans.find((p) => p.id === line.basePlanId) ?? null;
    for (const plan of plans) {
      const cost = priceCensusOnPlan({ plan, basePlan, rules, employees });
      const card = record.plans[line.serviceLine].find((c) => c.id === plan.id)!;
      expect(card.total_cost).toBe(cost.premium);
      if (line.serviceLine === 'medical') expect(cost.premium).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId(`plan-card-${plan.id}`).locator('[data-total-cost]').textContent())
        .toBe(`${formatCents(cost.premium)} a month`);
      cards++;
    }
  }
  expect(cards).toBeGreaterThanOrEqual(3);
  return record;
}

/**
 * The package's first carrier gets its group number for the new plan year (decision 0073): a number the shared
 * rule refuses is refused at its field before anything is sent; a good one is saved, said so, and shown on
 * record, also after a reload.
 */
async function enterGroupNumber(page: Page, baseUrl: string) {
  const { carriers } = await readJson<RenewalCarrierGroups>(
    page,
    baseUrl,
    `/api/v2/ben_admin_renewal/carrier_groups?company_id_token=${TOKEN}`,
  );
  expect(carriers.length).toBeGreaterThan(0);
  const carrier = carriers[0]!;
  const section = page.getByRole('region', { name: 'Carrier group numbers' });
  const field = section.getByLabel(`Group number with ${carrier.carrierName}`);
  await field.fill('EMP 2027 (new)');
  await section.getByRole('button', { name: 'Save group numbers' }).click();
  await section.getByText(CARRIER_GROUP_MESSAGES.groupNumber).waitFor();
  await field.fill('JUN-2027-01');
  await section.getByRole('button', { name: 'Save group numbers' }).click();
  await section
    .getByText('Saved. ID cards, carrier files, payroll exports and invoices use these numbers')
    .waitFor();
  await section.getByText('On record: JUN-2027-01 (entered at renewal).').waitFor();
  await checkPage(page);
  await page.reload();
  await waitForHeading(page, 'Renewal Overview');
  await section.getByText('On record: JUN-2027-01 (entered at renewal).').waitFor();
  await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toBe('JUN-2027-01');
}

/** Draws a signature on the Authorize pad (several strokes across the 300 by 100 box). */
async function drawSignature(page: Page) {
  const pad = page.getByRole('application', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  expect(Math.round(box.width)).toBe(300);
  expect(Math.round(box.height)).toBe(100);
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.5));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.25, 0.2],
    [0.4, 0.7],
    [0.55, 0.3],
    [0.7, 0.75],
    [0.85, 0.4],
  ] as const)
    await page.mouse.move(...at(fx, fy), { steps: 8 });
  await page.mouse.up();
}

describe('employer renewal', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `reviews, contributes, signs, confirms and assigns classes at ${viewport.width}px`,
      async () => {
        const server = await startServer();
        try {
          await journey(
            { baseUrl: server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
            async (page) => {
              const base = server.baseUrl;
              // Juniper's dashboard announces the open renewal (decision 0040): a Home card and, after Home,
              // the navigation's Renewal and Compare renewal packages, each naming the company.
              await page.goto(`${base}/employer-dashboard?company_id_token=${TOKEN}`);
              const card = page.getByRole('region', { name: 'Your 2027 renewal is ready' });
              await card
                .getByText(
                  'Compare the 3 packages, choose one, set your contributions and sign before 01/01/2027.',
                )
                .waitFor();
              const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
              const navLabels = await nav.getByRole('link').allTextContents();
              expect(navLabels.slice(0, 4)).toEqual([
                'Home',
                'Renewal',
                'Compare renewal packages',
                'Manage employees',
              ]);
              expect(
                await nav.getByRole('link', { name: 'Compare renewal packages' }).getAttribute('href'),
              ).toBe(`/renewal-suites-comparison?company_id_token=${TOKEN}`);
              await checkPage(page);
              // From the navigation at desktop width, from the card's one button on a phone.
              if (viewport.width >= 768)
                await nav.getByRole('link', { name: 'Renewal', exact: true }).click();
              else await card.getByRole('link', { name: 'Begin renewal' }).click();
              await waitForPath(page, `${BASE}/overview`);
              expect(new URL(page.url()).searchParams.get('company_id_token')).toBe(TOKEN);
              await waitForHeading(page, 'Renewal Overview');
              await page.getByText('These are your plans for the upcoming policy.').waitFor();
              await page.getByRole('link', { name: 'Switch Company' }).waitFor();
              for (const line of ['Medical', 'Dental', 'Vision'])
                await page.getByRole('heading', { level: 2, name: line }).waitFor();
              const record = await expectEngineTotals(page, base);
              await checkPage(page);
              await enterGroupNumber(page, base);

              await page.getByRole('link', { name: 'Next' }).click();
              await waitForPath(page, `${BASE}/policy-details`);
              await waitForHeading(page, 'Renewal Details');
              await page.getByRole('heading', { name: 'Before you sign' }).waitFor();
              await checkPage(page);

              // Without a medical row the line is refused, at the line; nothing is saved.
              const medical = page.getByRole('region', { name: 'Medical' });
              const medicalRows = record.contributions.medical.length;
              expect(medicalRows).toBeGreaterThan(0);
              for (let i = 0; i < medicalRows; i++)
                await medical
                  .getByRole('button', { name: /^Remove Medical/ })
                  .first()
                  .click();
              await page.getByRole('button', { name: 'Next' }).click();
              await medical.getByText('At least one contribution is required.').waitFor();
              expect(new URL(page.url()).pathname).toBe(`${BASE}/policy-details`);
              await checkPage(page);

              // Afresh: the saved rows, a waiting period and a signature; Next saves, signs and goes on.
              await page.reload();
              await waitForHeading(page, 'Renewal Details');
              await page.getByLabel('1st of month after hire date (most common)').check();
              await drawSignature(page);
              await page.getByRole('button', { name: 'Clear Signature' }).waitFor();
              await page.getByRole('button', { name: 'Next' }).click();
              await waitForPath(page, `${BASE}/employee-eligibility`);
              await waitForHeading(page, 'Confirm Employees');
              const { renewal } = await readJson<RenewalResponse>(
                page,
                base,
                `/api/v2/ben_admin_renewal?company_id_token=${TOKEN}`,
              );
              expect(renewal!.status).toBe('signed');
              const eligible = renewal!.employees.filter((e) => e.isEligible);
              expect(eligible.length).toBeGreaterThan(0);
              for (const e of renewal!.employees)
                await page.getByText(e.name, { exact: true }).filter({ visible: true }).first().waitFor();
              await page.getByRole('link', { name: 'Manage employees' }).waitFor();
              await checkPage(page);

              await page.getByRole('link', { name: 'Next' }).click();
              await waitForPath(page, `${BASE}/employee-contributions`);
              await waitForHeading(page, 'Employee Contribution');
              await page.getByRole('link', { name: 'renewal details' }).waitFor();
              const options = renewal!.medicalCompanyContributionOptions;
              expect(options.length).toBeGreaterThan(1);
              // The first eligible employee moves to the last class.
              const first = eligible[0]!;
              const last = options[options.length - 1]!;
              if (viewport.width >= 768)
                await page.getByRole('radio', { name: `${last.label} for ${first.name}` }).check();
              else
                await page
                  .getByRole('group', { name: first.name })
                  .getByRole('radio', { name: last.label })
                  .check();
              await checkPage(page);
              await page.getByRole('button', { name: 'Next' }).click();
              await waitForPath(page, `${BASE}/status`);
              await waitForHeading(page, 'Renewal Status');
              const after = await readJson<RenewalResponse>(
                page,
                base,
                `/api/v2/ben_admin_renewal?company_id_token=${TOKEN}`,
              );
              expect(
                after.renewal!.employees.find((e) => e.id === first.id)!.medicalCompanyContributionID,
              ).toBe(last.id);
              for (const e of eligible) {
                await page.getByText(e.name, { exact: true }).filter({ visible: true }).first().waitFor();
                await page
                  .getByRole('link', { name: `Application of ${e.name}` })
                  .first()
                  .waitFor();
              }
              expect(
                await page.getByRole('link', { name: /^Application of / }).count(),
              ).toBeGreaterThanOrEqual(eligible.length);
              await checkPage(page);
              // Signed: the details show read-only.
              await page.goto(`${base}${BASE}/policy-details?company_id_token=${TOKEN}`);
              await waitForHeading(page, 'Renewal Details');
              await page.getByText('Its details can no longer change.').waitFor();
              await checkPage(page);

              // Back on the dashboard, the renewal is signed: its status is one click away.
              await page.goto(`${base}/employer-dashboard?company_id_token=${TOKEN}`);
              const signedCard = page.getByRole('region', { name: 'Your 2027 renewal is signed' });
              await signedCard.getByRole('link', { name: 'See renewal status' }).waitFor();
              expect(await nav.getByRole('link', { name: 'Renewal', exact: true }).count()).toBe(0);
              await checkPage(page);
              await nav.getByRole('link', { name: 'Renewal status' }).click();
              await waitForPath(page, `${BASE}/status`);
              await waitForHeading(page, 'Renewal Status');
            },
          );
        } finally {
          await server.stop();
        }
      },
      LONG,
    );
  }
});
