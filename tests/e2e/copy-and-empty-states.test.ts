/**
 * Issue 34 item 7 (decision 0068), at 375 px with axe: admin@example.com reads Juniper's Renewal Overview, every
 * line with all its plan cards, each within the screen; on Renewal Details the ACA affordability figures follow
 * the medical contribution as it is typed, before anything is saved.
 */
import { DEMO_COMPANIES } from '@server/db/seed';
import type { RenewalResponse } from '@shared/schemas/renewal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, expectNoHorizontalScroll, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { type RunningServer, startServer } from './server';

const journey = setUpJourneys();
const LONG = { timeout: 180_000 };
const JUNIPER = DEMO_COMPANIES.juniper;
const QUERY = `?company_id_token=${JUNIPER.idToken.slice(0, 16)}`;
const LINE_HEADINGS = { medical: 'Medical', dental: 'Dental', vision: 'Vision' } as const;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe('the employer renewal at 375 px', () => {
  it('shows every line’s plan cards, and previews affordability from the contributions typed', LONG, () =>
    journey(
      { baseUrl: server.baseUrl, viewport: VIEWPORTS.phone, email: 'admin@example.com' },
      async (page) => {
        const res = await page.request.get(
          `${server.baseUrl}/api/v2/ben_admin_renewal?company_id_token=${JUNIPER.idToken}`,
        );
        const record = ((await res.json()) as RenewalResponse).renewal!;

        await page.goto(`${server.baseUrl}/benefits-administration/renewal/overview${QUERY}`);
        await waitForHeading(page, 'Renewal Overview');
        for (const [line, heading] of Object.entries(LINE_HEADINGS)) {
          const section = page.getByRole('region', { name: heading });
          const cards = record.plans[line as keyof typeof LINE_HEADINGS];
          expect(cards.length).toBeGreaterThan(0);
          for (const card of cards) {
            const shown = section.getByTestId(`plan-card-${card.id}`);
            await shown.waitFor();
            const box = (await shown.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
          }
        }
        await expectNoHorizontalScroll(page);
        await checkPage(page);

        await page.getByRole('link', { name: 'Next' }).click();
        await waitForHeading(page, 'Renewal Details');
        const table = page.getByRole('region', { name: 'Before you sign' }).getByRole('table');
        await table.waitFor();
        const first = record.checks.affordability.find((a) => a.percentOfSalary !== null)!;
        const row = table.getByRole('row', { name: new RegExp(first.name) });
        expect(await row.textContent()).toContain(`${first.percentOfSalary}%`);
        await page.getByText('after the contributions above (as you edit them)', { exact: false }).waitFor();

        // The company pays all of the employee's own premium: the figures follow at once, nothing saved.
        const medical = page.getByRole('region', { name: 'Medical' });
        for (const field of await medical.getByLabel('Company pays for the employee (%)').all())
          await field.fill('100');
        await row.getByText('$0.00').waitFor();
        expect(await row.textContent()).toContain('0% (affordable)');
        await checkPage(page);

        const after = await page.request.get(
          `${server.baseUrl}/api/v2/ben_admin_renewal?company_id_token=${JUNIPER.idToken}`,
        );
        expect(((await after.json()) as RenewalResponse).renewal!.version).toBe(record.version);
      },
    ),
  );
});
