import { toCentsOrNull } from '@shared/domain/money/money';
import type { ContributionRow } from '@shared/schemas/contribution';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import { invalidateLinePricing } from '../../carriers';
import { updateContributionRow } from './company-policies.repository';

/**
 * Changes one of a company's contribution rules (the renewal's contributions step will call it, under the
 * company scope): the row is the one the shared contribution schema validated. The line's pricing is forgotten
 * in every process once it is stored, so the next plan cost uses the new rule.
 */
export async function updateContributionRule(
  db: Db,
  companyId: string,
  contributionId: string,
  row: ContributionRow,
): Promise<void> {
  const line = await updateContributionRow(db, companyId, contributionId, {
    name: row.name,
    contributionType: row.contributionType,
    active: row.active,
    employeePercentage: row.employeePercentage ?? null,
    dependentPercentage: row.dependentPercentage ?? null,
    employeeFixedAmountCents: toCentsOrNull(row.employeeFixedAmount),
    dependentFixedAmountCents: toCentsOrNull(row.dependentFixedAmount),
  });
  if (!line) throw notFound('That contribution');
  await invalidateLinePricing(db, [line]);
  // The renewal comparison's current side prices with the plan year's contributions.
  await invalidateCompanyRenewal(db, [companyId]);
}
