import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { SiteConfig } from '@shared/schemas/api';
import type { PayrollLeadCallToAction } from '@shared/schemas/payroll-lead';
import { queryOptions } from '@tanstack/react-query';

/** A partner's public branding (its name), by slug: the site configuration's partner form. */
export const partnerBrandingQuery = (slug: string) =>
  queryOptions({
    queryKey: ['site-config', slug],
    queryFn: () =>
      apiRequest(`/api/v1/site_config?${new URLSearchParams({ partner: slug })}`, {
        schema: checkedByServer<SiteConfig>(),
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The payroll lead landing page's call to action (decision 0059). */
export const payrollLeadQuery = (partner: string, companyIdToken: string | null) =>
  queryOptions({
    queryKey: ['payroll-lead-call-to-action', partner, companyIdToken],
    queryFn: (): Promise<PayrollLeadCallToAction> =>
      apiRequest(
        `/api/v2/payroll_lead_call_to_action?${new URLSearchParams({
          partner,
          ...(companyIdToken ? { company_id_token: companyIdToken } : {}),
        })}`,
        { schema: checkedByServer<PayrollLeadCallToAction>() },
      ),
    retry: false,
  });
