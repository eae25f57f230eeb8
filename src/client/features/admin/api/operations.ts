import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { ApplicationField } from '@shared/domain/employment/field-rights';
import type {
  AdminApplication,
  AdminApplicationList,
  AdminApplicationReview,
  AdminAuditPage,
  AdminCompanyList,
  AdminQueueList,
  ApplicationReviewFilter,
  QueueSummaryList,
} from '@shared/schemas/operations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The operations console's calls (decision 0064): the queues' counts, applications to review and their
 * approve / return, companies, the audit log. One file: each call is a few lines over one schema file.
 */
export const OPERATIONS_QUERY_KEY = ['admin', 'operations'] as const;
const APPLICATIONS_KEY = [...OPERATIONS_QUERY_KEY, 'applications'] as const;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export function queuesQueryOptions() {
  return queryOptions({
    queryKey: [...OPERATIONS_QUERY_KEY, 'queues'],
    queryFn: () => apiRequest('/api/v2/admin/queues', { schema: checkedByServer<QueueSummaryList>() }),
  });
}

export function applicationsQueryOptions(status: ApplicationReviewFilter, companyId?: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, status, companyId ?? ''],
    queryFn: () =>
      apiRequest(`/api/v2/admin/applications${query({ status, companyId })}`, {
        schema: checkedByServer<AdminApplicationList>(),
      }),
  });
}

export function companiesQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...OPERATIONS_QUERY_KEY, 'companies', q],
    queryFn: () =>
      apiRequest(`/api/v2/admin/companies${query({ q })}`, { schema: checkedByServer<AdminCompanyList>() }),
  });
}

export function auditQueryOptions(filters: {
  companyId?: string;
  person: string;
  action: string;
  page: number;
}) {
  return queryOptions({
    queryKey: [...OPERATIONS_QUERY_KEY, 'audit', filters],
    queryFn: () =>
      apiRequest(`/api/v2/admin/audit${query(filters)}`, { schema: checkedByServer<AdminAuditPage>() }),
  });
}

/** What operations approve (decision 0078): people, priced lines, checks, the signed PDF, returnable fields. */
export function applicationReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'review', id],
    queryFn: () =>
      apiRequest(`/api/v2/admin/applications/${encodeURIComponent(id)}/review`, {
        schema: checkedByServer<AdminApplicationReview>(),
      }),
  });
}

/** Approves or returns an application; the lists, counts and reviews are read again after. */
export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: string; version: number } & (
        | { action: 'approve' }
        | { action: 'return'; reason: string; fields: readonly ApplicationField[] }
      ),
    ) =>
      apiRequest(`/api/v2/admin/applications/${encodeURIComponent(input.id)}/${input.action}`, {
        method: 'POST',
        body:
          input.action === 'return'
            ? { version: input.version, reason: input.reason, fields: input.fields }
            : { version: input.version },
        schema: checkedByServer<AdminApplication>(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATIONS_QUERY_KEY }),
  });
}

export function queueListQueryOptions(path: 'registration_leads' | 'claims_help', status: string) {
  return queryOptions({
    queryKey: [...OPERATIONS_QUERY_KEY, path, status],
    queryFn: () =>
      apiRequest(`/api/v2/admin/${path}${query({ status })}`, { schema: checkedByServer<AdminQueueList>() }),
  });
}
