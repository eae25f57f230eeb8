/**
 * Renewal Details' checks preview (issue 34 item 7, decision 0068): the page computes ACA affordability from the
 * contributions on screen with the rule the server uses; with the saved rows its figures are the server's, and
 * a richer medical contribution on screen lowers them at once.
 */

import { previewAffordability } from '@client/features/employer-renewal/lib/checks-view';
import { toFormValues } from '@client/features/employer-renewal/lib/details-form';
import { DEMO_COMPANIES } from '@server/db/seed';
import { renewalResponseSchema } from '@shared/schemas/renewal';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';

const suite = apiSuite();
const { admin } = suite.cast;

describe("Renewal Details' affordability preview", () => {
  it('gives the server’s figures for the saved rows, and follows the rows as they are edited', async () => {
    const res = await admin.get(
      `/api/v2/ben_admin_renewal?company_id_token=${DEMO_COMPANIES.juniper.idToken}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const record = renewalResponseSchema.parse(res.json()).renewal!;
    expect(record.checks.affordability.length).toBeGreaterThan(0);
    // No person's dependents or other facts beyond what the rule reads.
    expect(Object.keys(record.checks.affordabilityEmployees[0]!).sort()).toEqual(
      ['annualSalaryDollars', 'employee', 'employeeRoleId', 'id', 'name'].sort(),
    );

    const { rows } = toFormValues(record);
    expect(previewAffordability(rows, record)).toEqual(record.checks.affordability);

    // The company pays all of every employee's own medical premium: nobody pays anything.
    const generous = rows.map((row) =>
      row.serviceLine === 'medical'
        ? { ...row, contributionType: 'percentage' as const, employeePercentage: 100 }
        : row,
    );
    const preview = previewAffordability(generous, record);
    expect(preview.map((a) => a.employeeOnlyCostCents)).toEqual(preview.map(() => 0));
    expect(preview.filter((a) => a.percentOfSalary !== null).every((a) => a.isAffordable)).toBe(true);
  });
});
