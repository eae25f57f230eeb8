import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { PayrollOverview } from '@shared/schemas/payroll';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { COMPANIES_QUERY_KEY } from './get-company-employees';

export const payrollKey = (companyId: string) => [...COMPANIES_QUERY_KEY, companyId, 'payroll'] as const;

const payrollPath = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}/payroll`;

/** The pay schedule, a pay date's deductions (the next one when none is named) and the past exports. */
export function payrollQueryOptions(companyId: string, payDate: string | null) {
  return queryOptions({
    queryKey: [...payrollKey(companyId), payDate ?? 'next'] as const,
    queryFn: () =>
      apiRequest(`${payrollPath(companyId)}${payDate ? `?payDate=${encodeURIComponent(payDate)}` : ''}`, {
        schema: checkedByServer<PayrollOverview>(),
      }),
    placeholderData: keepPreviousData,
  });
}

/** Where a stored export's CSV downloads from (an attachment: the page stays). */
export const payrollExportCsvPath = (companyId: string, exportId: string) =>
  `${payrollPath(companyId)}/exports/${encodeURIComponent(exportId)}/csv`;
