import { PageLoader } from '@client/components/page-loader';
import type { MedicalPlanMappingsResponse, PlanSuite } from '@shared/schemas/renewal-suites';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mappingsQueryOptions, suiteCostsQueryOptions } from '../api';
import { ErrorPanel } from './error-panel';

/** The action names of the comparison's reads, shown on their error panels (docs/spec/3 §8). */
export const LOAD_MAPPINGS = 'Load medical plan mappings';
export const LOAD_SUITES = 'Load plan suites';

export interface ComparisonData {
  mappings: MedicalPlanMappingsResponse;
  current: PlanSuite;
  /** The renewal suites in order, at most five (docs/spec/3 §9). */
  suites: PlanSuite[];
}

/**
 * Loads what every comparison page shows: the mappings (with the renewal and its suites), the current package
 * and each renewal suite with plans and costs. A failed read shows its error panel instead.
 */
export function ComparisonData({
  token,
  children,
}: {
  token: string;
  children: (data: ComparisonData) => ReactNode;
}) {
  const mappings = useQuery(mappingsQueryOptions(token));
  const ids = ['current', ...(mappings.data?.planSuites.map((s) => s.id) ?? [])];
  const suites = useQueries({
    queries: ids.map((id) => ({ ...suiteCostsQueryOptions(token, id), enabled: mappings.isSuccess })),
  });
  if (mappings.isError)
    return <ErrorPanel action={LOAD_MAPPINGS} error={mappings.error} onRetry={() => mappings.refetch()} />;
  const failed = suites.find((s) => s.isError);
  if (failed)
    return (
      <ErrorPanel
        action={LOAD_SUITES}
        error={failed.error}
        onRetry={() => {
          for (const s of suites) if (s.isError) s.refetch();
        }}
      />
    );
  if (!mappings.data || suites.some((s) => !s.data)) return <PageLoader />;
  const [current, ...rest] = suites.map((s) => s.data!.planSuite);
  return <>{children({ mappings: mappings.data, current: current!, suites: rest })}</>;
}
