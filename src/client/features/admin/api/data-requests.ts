import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type {
  AdminDataRequestList,
  DataRequestKindFilter,
  DataRequestStatusFilter,
} from '@shared/schemas/data-requests';
import { queryOptions } from '@tanstack/react-query';

export const DATA_REQUESTS_QUERY_KEY = ['admin', 'data-requests'] as const;

/** Operations' queue of data requests (decisions 0056 and 0060), by status and kind, with counts. */
export function dataRequestsQueryOptions(status: DataRequestStatusFilter, kind: DataRequestKindFilter) {
  return queryOptions({
    queryKey: [...DATA_REQUESTS_QUERY_KEY, status, kind],
    queryFn: () =>
      apiRequest(
        `/api/v2/admin/data_requests?status=${encodeURIComponent(status)}&kind=${encodeURIComponent(kind)}`,
        { schema: checkedByServer<AdminDataRequestList>() },
      ),
  });
}
