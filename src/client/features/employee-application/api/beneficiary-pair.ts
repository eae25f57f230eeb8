import { apiRequest } from '@client/lib/api-client';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

const pairPath = (employeeFormId: string) =>
  `/api/v2/employee_forms/${encodeURIComponent(employeeFormId)}/beneficiary_pairs`;

/** The stored pair as the form reads it: any field may be missing; numbers for percentages. */
const storedPairSchema = z.object({
  beneficiaryPair: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type StoredBeneficiaryPair = Record<string, unknown> | null;

/**
 * GET /api/v2/employee_forms/{id}/beneficiary_pairs: the saved pair, or null before one is saved. The screen
 * saves the pair with the additional information (one write), not through this path's PUT.
 */
export function beneficiaryPairQueryOptions(employeeFormId: string) {
  return queryOptions({
    queryKey: ['beneficiary-pair', employeeFormId],
    queryFn: async (): Promise<StoredBeneficiaryPair> =>
      (await apiRequest(pairPath(employeeFormId), { schema: storedPairSchema })).beneficiaryPair ?? null,
  });
}
