import { Alert, Button, Stack } from '@mantine/core';
import type { CoverageType } from '@shared/domain/enums';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useApplication } from '../../api/get-application';
import { plansQueryOptions } from '../../api/get-plans';
import { CoverageChooser } from './coverage-chooser';
import { CoverageNotOffered } from './coverage-not-offered';
import { PlanLoading } from './plan-loading';

/** Loads the line's plans: loading, a failure to retry, none (not offered), or the chooser. */
export function CoveragePlans({ coverageType }: { coverageType: CoverageType }) {
  const application = useApplication();
  const plans = useQuery(plansQueryOptions(application.employeePolicy.id, coverageType));
  // The comparison is the step's biggest render: React builds it in the background once the plans arrive,
  // in short slices a phone can interrupt, while the loading line stays (the same as a transition).
  const shown = useDeferredValue(plans.data);
  const shownPlans = shown?.plans;
  if (plans.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" title="We could not load your plans">
          {plans.error.message}
        </Alert>
        <Button variant="default" onClick={() => plans.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  if (shownPlans === undefined) return <PlanLoading coverageType={coverageType} />;
  if (shownPlans.length === 0) return <CoverageNotOffered coverageType={coverageType} />;
  return (
    <CoverageChooser
      coverageType={coverageType}
      plans={shownPlans}
      renewedPlan={shown?.renewed_plan ?? null}
    />
  );
}
