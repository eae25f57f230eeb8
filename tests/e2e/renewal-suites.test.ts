/**
 * Issue 13, journey 4 (decision 0039): admin@example.com opens the comparison from Juniper's dashboard navigation
 * (decision 0040) and compares Juniper's current package with its three renewal suites; the current package's figures on the screen are the shared engine's price of the census (computed here
 * from the plan year's simulation data), and each suite's are the costs call's (which the API test pins to the
 * engine); the administrator opens both detail pages (tabs by keyboard) and selects a package, the button
 * disabled while it is sent, and lands on the address the server returns. At 1280 and 375 px, axe clean.
 *
 * Selecting changes Juniper's renewal, so the file runs on a server of its own.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { readTiers } from '@shared/domain/contributions/contributions';
import type { LineContributionRule } from '@shared/domain/contributions/simulation';
import { formatCents } from '@shared/domain/money/money';
import { addCosts, priceCensusOnLine, ZERO_COST } from '@shared/domain/renewal/census-costs';
import type { CompanyPolicy } from '@shared/schemas/company-policy';
import type { MedicalPlanMappingsResponse, PlanSuiteResponse } from '@shared/schemas/renewal-suites';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const JUNIPER = DEMO_COMPANIES.juniper;
const QUERY = `?company_id_token=${JUNIPER.idToken.slice(0, 16)}`;
const TOKEN = `company_id_token=${JUNIPER.idToken}`;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${server.baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The current package's monthly figures as the shared engine prices the plan year's census. */
async function engineCurrentCosts(page: Page) {
  const policy = await readJson<CompanyPolicy>(
    page,
    `/api/v2/company_policies/${JUNIPER.companyPolicyId}?include=companyContributions`,
  );
  const rules: LineContributionRule[] = policy.companyContributions!.map((r) => ({
    ...r,
    role: r.employeeRoleId,
    tiers: readTiers(r, policy.hasTieredContributions),
  }));
  let total = { ...ZERO_COST };
  for (const line of policy.simulation!.lines) {
    const basePlan = line.plans.find((p) => p.id === line.basePlanId) ?? null;
    total = addCosts(
      total,
      priceCensusOnLine({
        line,
        basePlan,
        rules,
        employees: policy.simulation!.employees,
        choose: (_e, current) => line.plans.find((p) => p.id === current) ?? basePlan,
      }),
    );
  }
  return total;
}

/** The value beside a label in a card's figures. */
const fact = (card: Locator, label: string) =>
  card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function expectFigures(
  card: Locator,
  costs: { premium: number; companyContribution: number; employeeDeduction: number },
) {
  expect(await fact(card, 'Monthly premium').textContent()).toBe(formatCents(costs.premium));
  expect(await fact(card, 'Company contribution').textContent()).toBe(formatCents(costs.companyContribution));
  expect(await fact(card, 'Employee deduction').textContent()).toBe(formatCents(costs.employeeDeduction));
}

async function comparePackages(page: Page) {
  // From Juniper's dashboard: its navigation offers the comparison while the renewal is open (decision 0040).
  await page.goto(`${server.baseUrl}/employer-dashboard${QUERY}`);
  await page
    .getByRole('navigation', { name: 'Employer dashboard' })
    .getByRole('link', { name: 'Compare renewal packages' })
    .click();
  await waitForPath(page, '/renewal-suites-comparison');
  expect(new URL(page.url()).search).toBe(QUERY);
  await waitForHeading(page, 'Compare renewal packages');
  const current = page.getByRole('region', { name: 'Current package' });
  await current.waitFor();
  const engine = await engineCurrentCosts(page);
  expect(engine.premium).toBeGreaterThan(0);
  await expectFigures(current, engine);

  const { planSuites } = await readJson<MedicalPlanMappingsResponse>(
    page,
    `/api/v2/company_policies/current/medical_plan_mappings?${TOKEN}`,
  );
  expect(planSuites).toHaveLength(3);
  for (const s of planSuites) {
    const { planSuite } = await readJson<PlanSuiteResponse>(
      page,
      `/api/v2/plan_suites/${s.id}/renewal_costs?${TOKEN}`,
    );
    const card = page.getByRole('region', { name: s.shortName });
    await expectFigures(card, planSuite.renewalPlanSuiteCosts!);
    await card.getByRole('button', { name: 'Select Package' }).waitFor();
  }
  await checkPage(page);
  return planSuites;
}

async function openDetails(page: Page, suites: MedicalPlanMappingsResponse['planSuites']) {
  await page.getByRole('link', { name: 'Detailed benefits comparison' }).click();
  await waitForPath(page, '/renewal-suites-comparison/detailed-benefits-comparison');
  await waitForHeading(page, 'Detailed benefits comparison');
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  expect(await tabs.count()).toBeGreaterThanOrEqual(2);
  await checkPage(page);
  // Keyboard: the arrow moves to the next mapping's tab and shows its panel.
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
  await page.getByRole('tabpanel').getByRole('region', { name: suites[0]!.shortName }).waitFor();
  await checkPage(page);

  await page.getByRole('link', { name: 'Detailed costs comparison' }).click();
  await waitForHeading(page, 'Detailed costs comparison');
  await page.getByRole('heading', { name: 'Costs per employee' }).waitFor();
  const { planSuite } = await readJson<PlanSuiteResponse>(
    page,
    `/api/v2/plan_suites/${suites[0]!.id}/renewal_costs?${TOKEN}`,
  );
  const first = planSuite.renewalEmployeeCosts![0]!;
  // The table at 1280 px, a card at 375 px: whichever is shown.
  await page
    .getByRole('tabpanel')
    .getByText(first.name, { exact: true })
    .filter({ visible: true })
    .first()
    .waitFor();
  await checkPage(page);
  const costTabs = page.getByRole('tab');
  await costTabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => costTabs.nth(1).getAttribute('aria-selected')).toBe('true');
  await page.getByRole('heading', { name: `${suites[1]!.shortName} against your current package` }).waitFor();
  await checkPage(page);
}

async function selectPackage(page: Page, index: number) {
  await page.getByRole('link', { name: 'Compare packages' }).click();
  await waitForHeading(page, 'Compare renewal packages');
  const { planSuites } = await readJson<MedicalPlanMappingsResponse>(
    page,
    `/api/v2/company_policies/current/medical_plan_mappings?${TOKEN}`,
  );
  const chosen = planSuites[index]!;
  // Hold the answer back a moment, to see every Select Package button disabled while it is sent.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/employer-renewal/select-renewal-suite', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('region', { name: chosen.shortName })
    .getByRole('button', { name: 'Select Package' })
    .click();
  const buttons = page.getByRole('button', { name: 'Select Package' });
  await expect
    .poll(async () =>
      (await buttons.evaluateAll((b) => b.map((x) => (x as HTMLButtonElement).disabled))).every(Boolean),
    )
    .toBe(true);
  release();
  await waitForPath(page, '/benefits-administration/renewal/overview');
  expect(new URL(page.url()).search).toBe(QUERY);
  await page.unroute('**/employer-renewal/select-renewal-suite');
  const after = await readJson<MedicalPlanMappingsResponse>(
    page,
    `/api/v2/company_policies/current/medical_plan_mappings?${TOKEN}`,
  );
  expect(after.renewal.selectedPlanSuiteId).toBe(chosen.id);
  await page.locator('h1').first().waitFor();
  await checkPage(page);
}

describe('Renewal suite comparison (issue 13, journey 4)', () => {
  it(
    'compares the three suites at 1280 px, opens both details and selects one',
    async () => {
      await journey(
        {
          baseUrl: server.baseUrl,
          viewport: VIEWPORTS.desktop,
          email: 'admin@example.com',
          home: '/employer-dashboard',
        },
        async (page) => {
          const suites = await comparePackages(page);
          await openDetails(page, suites);
          await selectPackage(page, 1);
        },
      );
    },
    LONG,
  );

  it(
    'does the same at 375 px, with cards instead of tables',
    async () => {
      await journey(
        {
          baseUrl: server.baseUrl,
          viewport: VIEWPORTS.phone,
          email: 'admin@example.com',
          home: '/employer-dashboard',
        },
        async (page) => {
          const suites = await comparePackages(page);
          await openDetails(page, suites);
          await selectPackage(page, 2);
        },
      );
    },
    LONG,
  );
});
