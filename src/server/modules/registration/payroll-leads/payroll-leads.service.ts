import { UNKNOWN_PARTNER_MESSAGE } from '@shared/domain/registration/partner-slug';
import type { PayrollLeadCallToAction, PayrollLeadQuery } from '@shared/schemas/payroll-lead';
import type { Actor } from '../../../access/actor';
import { type CompanyTokenScope, resolveScope } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findCompanyName, findPartnerBranding } from './payroll-leads.repository';

/**
 * The payroll lead landing page's call to action (decision 0059). Public: the partner's name and branding are
 * public (the sign-in page shows them too). A company is named only for a signed-in caller, with the rules of
 * every company_id_token call (unknown 404, another company's 403); a signed-out caller's token is not looked
 * up, so the answer says nothing about whether it names a company.
 */
export async function getPayrollLeadCallToAction(
  db: Db,
  actor: Actor | null,
  query: PayrollLeadQuery,
): Promise<PayrollLeadCallToAction> {
  const partner = await findPartnerBranding(db, query.partner.toLowerCase());
  if (!partner)
    throw new AppError('not_found', UNKNOWN_PARTNER_MESSAGE, { partner: UNKNOWN_PARTNER_MESSAGE });
  let companyName: string | null = null;
  if (actor && query.company_id_token) {
    const scope = (await resolveScope(db, actor, 'companyToken', {}, { query })) as CompanyTokenScope;
    companyName = (await findCompanyName(db, scope.companyId))?.name ?? null;
  }
  return {
    partner_name: partner.name,
    partner_slug: partner.slug,
    partner_logo: partner.logoUrl,
    color: partner.color,
    company_name: companyName,
  };
}
