/**
 * Issue 12 items 2 and 3 (decision 0029): admin@example.com reads the health plan details from the
 * dashboard's navigation, opens one plan (the page's two id segments), then prices a new hire's family on
 * Cost of a new hire; the figures on screen are the server's, and the page says it is an estimate. At 1280
 * and 375 px, by keyboard where a form is filled, axe clean on every page.
 */
import { formatCents } from '@shared/domain/money/money';
import type { HealthPlanDetails, NewHireCost } from '@shared/schemas/plan-details';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, setUpJourneys, VIEWPORTS, waitForApp, waitForPath } from './browser';
import { sharedServerUrl } from './server';

const baseUrl = sharedServerUrl();
const journey = setUpJourneys();
const LONG = 120_000;

async function readJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${baseUrl}${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function openFromNavigation(page: Page, label: string, path: string) {
  const nav = page.getByRole('navigation', { name: 'Employer dashboard' });
  await nav.getByRole('link', { name: label }).click();
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: label }).waitFor({ timeout: 15_000 });
}

describe('health plan details and the cost of a new hire', () => {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `lists the plans, opens one, and prices a new hire at ${viewport.width}px`,
      () =>
        journey(
          { baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
          async (page) => {
            await waitForApp(page);
            const session = await readJson<{ activeCompany: { id: string } }>(page, '/api/v1/session');
            const companyId = session.activeCompany.id;
            const details = await readJson<HealthPlanDetails>(
              page,
              `/api/v1/companies/${companyId}/health-plan-details`,
            );
            expect(details.lines.length).toBeGreaterThan(0);

            // The list: each line's section names every plan (a table on a desktop, cards on a phone).
            await openFromNavigation(page, 'Health plan details', '/employer-dashboard/health-plan-details');
            const medical = details.lines.find((l) => l.coverageType === 'medical')!;
            const section = page.getByRole('region', { name: 'Medical plans' });
            for (const plan of medical.plans)
              await section.getByRole('link', { name: plan.name, exact: true }).waitFor();
            if (viewport.width >= 1280) {
              const headers = await section.getByRole('columnheader').allTextContents();
              expect(headers).toEqual([
                'Plan',
                'Carrier',
                'Tier',
                'Network type',
                'Deductible',
                'Doctor visits',
                'Plan documents',
              ]);
            } else {
              await expect(section.getByRole('table').isVisible()).resolves.toBe(false);
              await section.getByText('Network type:', { exact: false }).first().waitFor();
            }
            await checkPage(page);

            // One plan: its page under the plan year and plan ids.
            const plan = medical.plans[0]!;
            await section.getByRole('link', { name: plan.name, exact: true }).click();
            await waitForPath(
              page,
              `/employer-dashboard/health-plan-details/${details.planYear!.id}/${plan.id}`,
            );
            await page.getByRole('heading', { level: 1, name: plan.name }).waitFor();
            await page
              .getByRole('region', { name: 'Plan details' })
              .getByText('Out-of-pocket limit')
              .waitFor();
            // Its documents (decision 0070): the carrier's SBC, directory and drug list; administrators do not upload.
            const documents = page.getByRole('region', { name: 'Plan documents' });
            for (const label of [
              'Summary of benefits and coverage',
              'Provider directory',
              'Drug list (formulary)',
            ])
              await documents
                .getByRole('link', { name: `${label} for ${plan.name}`, exact: false })
                .waitFor();
            expect(await documents.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
            await checkPage(page);
            await page.getByRole('link', { name: 'Back to health plan details' }).click();
            await waitForPath(page, '/employer-dashboard/health-plan-details');

            // Cost of a new hire: a field error first, then a family priced.
            await openFromNavigation(page, 'Cost of a new hire', '/employer-dashboard/cost-of-new-hire');
            await page.getByRole('button', { name: 'Show monthly costs' }).click();
            await page.getByText('Please enter an age from 15 to 99.').waitFor();
            await expect(
              page.getByRole('textbox', { name: 'Age' }).getAttribute('aria-invalid'),
            ).resolves.toBe('true');
            await checkPage(page);

            await page.getByRole('textbox', { name: 'Age' }).fill('34');
            await page.getByRole('textbox', { name: 'Home zip code' }).fill('94105');
            const family = page.getByRole('radio', { name: 'Family (employee, spouse and children)' });
            await family.focus();
            await page.keyboard.press('Space');
            await page.getByRole('textbox', { name: 'Number of children' }).fill('2');
            await page.getByRole('textbox', { name: "Spouse's age" }).fill('41');
            const answered = page.waitForResponse((r) =>
              r.url().endsWith(`/companies/${companyId}/new-hire-cost`),
            );
            await page.getByRole('textbox', { name: 'Number of children' }).press('Enter');
            const response = await answered;
            expect(response.status()).toBe(200);
            const cost = (await response.json()) as NewHireCost;
            expect(cost).toMatchObject({ age: 34, spouseAge: 41, family: 'ee_family', childrenCount: 2 });

            await page.getByRole('heading', { level: 2, name: 'Estimated monthly cost' }).waitFor();
            await page.getByText(/This is an estimate, not a quote/).waitFor();
            await page.getByText(/The spouse is priced at 41\./).waitFor();
            const medicalCost = cost.lines.find((l) => l.coverageType === 'medical')!;
            const priced = medicalCost.plans.find((p) => p.monthly)!;
            const costSection = page.getByRole('region', { name: 'Medical' });
            if (viewport.width >= 1280) {
              const row = costSection.getByRole('row').filter({ hasText: priced.planName });
              await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
                priced.carrier,
                formatCents(priced.monthly!.premiumCents),
                formatCents(priced.monthly!.companyCents),
                formatCents(priced.monthly!.employeeCents),
              ]);
            } else {
              const card = costSection.getByRole('listitem').filter({ hasText: priced.planName });
              await card.getByText(`Company pays: ${formatCents(priced.monthly!.companyCents)}`).waitFor();
              await card.getByText(`Employee pays: ${formatCents(priced.monthly!.employeeCents)}`).waitFor();
            }
            // What the company and the employee pay add up to the premium, plan by plan.
            for (const line of cost.lines)
              for (const p of line.plans)
                if (p.monthly)
                  expect(p.monthly.companyCents + p.monthly.employeeCents).toBe(p.monthly.premiumCents);
            await checkPage(page);
          },
        ),
      LONG,
    );
  }
});
