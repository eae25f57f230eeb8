import { isApiError } from '@client/lib/api-client';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { getAgeRestrictionWarning } from '@shared/domain/display/display';
import { COVERAGE_TYPE_LABELS, type CoverageType, SEGMENT_LABELS } from '@shared/domain/enums';
import { getCoverageStep } from '@shared/domain/steps/steps';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import type { PlanView } from '@shared/schemas/plans';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApplication } from '../../api/get-application';
import { planCostsQueryOptions } from '../../api/get-plan-costs';
import { useUpdateCoverage } from '../../api/update-coverage';
import { useStepNavigation } from '../../lib/step-navigation';
import {
  type CoverageChoiceValues,
  getChoiceDefaults,
  getLineFlow,
  resolveCoverageChoice,
} from './lib/coverage-choice';
import { isSpouseOrPartner } from './lib/dependents';
import { computeEmployeeAge, getToday } from './lib/employee-age';
import { hasPageErrors, listShownFields, placeFieldErrors, type SaveError } from './lib/field-errors';
import { findPlanCost, getEmployeeMonthlyCost, isPlanOverMaxAge } from './lib/plan-costs';
import { buildPlanRows } from './lib/plan-rows';
import { scrollToFirstError } from './scroll-to-first-error';

const GENERIC_SAVE_ERROR = 'Something went wrong. Please try again.';
/** Slider moves are priced once the thumb rests. */
const PRICE_DEBOUNCE_MS = 300;

const hasLifeWarning = (type: CoverageType): type is 'life' | 'term_life' | 'whole_life' =>
  type === 'life' || type === 'term_life' || type === 'whole_life';

/** The state of a choose-coverage screen with plans: the form, prices, the flow, saving and its errors. */
export function useCoverageChoice(coverageType: CoverageType, plans: readonly PlanView[]) {
  const application = useApplication();
  const policy = application.employeePolicy;
  const saved = policy.coverages[coverageType];
  const dependents = application.employeeDependents;
  const employeeAge = computeEmployeeAge(application.employeeForm.bornAt, policy.effectiveAt, getToday());
  const pageRef = useRef<HTMLFormElement>(null);

  const form = useForm<CoverageChoiceValues>({
    defaultValues: getChoiceDefaults(
      saved,
      plans.filter((p) => !isPlanOverMaxAge(p, undefined, employeeAge)),
    ),
  });
  const values = { ...form.getValues(), ...useWatch({ control: form.control }) } as CoverageChoiceValues;
  const [pricedAmount] = useDebouncedValue(values.coverageAmount, PRICE_DEBOUNCE_MS);
  const isVariable = plans.some((p) => p.variable_coverage);
  const costs = useQuery(
    planCostsQueryOptions(policy.id, coverageType, { coverageAmount: isVariable ? pricedAmount : null }),
  );

  const costOf = (plan: PlanView) => findPlanCost(costs.data, plan.id);
  const isSelectable = (plan: PlanView) => !isPlanOverMaxAge(plan, costOf(plan), employeeAge);
  const selectable = plans.filter(isSelectable);
  const selectedPlan = selectable.find((p) => p.id === values.planId);
  const flowPlan = selectedPlan ?? (selectable.length === 1 ? selectable[0] : undefined);
  const flow = getLineFlow(selectedPlan, selectable);
  const segment = values.segment && values.segment !== 'none' ? values.segment : null;

  const mutation = useUpdateCoverage(policy.id, coverageType);
  const navigation = useStepNavigation(getCoverageStep(coverageType));
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const [modalPlan, setModalPlan] = useState<PlanView | null>(null);
  const [modalOpened, modal] = useDisclosure(false);

  const save = (request: CoverageChoiceRequest) => {
    setSaveError(null);
    mutation.mutate(request, {
      onSuccess: () => navigation.goNext(),
      onError: (error) => {
        const shown = listShownFields(flow, {
          hasPlanChoice: plans.length > 1,
          hasAmount: Boolean(flowPlan?.variable_coverage),
          hasSpouseAmount: Boolean(flowPlan?.spouse_variable_coverage) && dependents.some(isSpouseOrPartner),
        });
        const placed = placeFieldErrors(isApiError(error) ? error.fieldErrors : {}, flow, shown);
        for (const [field, message] of Object.entries(placed.page))
          form.setError(field as keyof CoverageChoiceValues, { message });
        if (hasPageErrors(placed)) modal.close();
        setSaveError({
          message: isApiError(error) ? error.error : GENERIC_SAVE_ERROR,
          placed,
          reloadable: isApiError(error) && error.code === 'version_conflict',
        });
        // Errors inside the open modal are brought into view by the modal itself.
        if (hasPageErrors(placed) || !modalOpened) scrollToFirstError(pageRef.current);
      },
    });
  };

  const onSubmit = form.handleSubmit((submitted) => {
    setSaveError(null);
    const outcome = resolveCoverageChoice(submitted, flow, flowPlan, dependents);
    if (outcome.kind === 'save') return save(outcome.request);
    if (outcome.kind === 'enroll_or_decline') {
      setModalPlan(outcome.plan);
      return modal.open();
    }
    for (const [field, message] of Object.entries(outcome.errors))
      form.setError(field as keyof CoverageChoiceValues, { message });
    scrollToFirstError(pageRef.current);
  });

  const typeLabel = COVERAGE_TYPE_LABELS[coverageType];
  const tierPriced = plans.some((p) => p.pricing_type !== 'age');
  return {
    form,
    values,
    pageRef,
    typeLabel,
    dependents,
    employeeAge,
    rows: buildPlanRows(plans, {
      coverageType,
      companyState: application.company.state,
      annualSalary: application.employeeForm.annualSalary,
    }),
    monthlyCosts: plans.map((p) => getEmployeeMonthlyCost(p, costOf(p), employeeAge, segment)),
    costLabel: tierPriced
      ? `Your monthly cost (${SEGMENT_LABELS[segment ?? 'ee_only']})`
      : 'Your monthly cost',
    isSelectable,
    /** The chosen plan, or the line's only plan open to the employee. */
    flowPlan,
    flow,
    costOf,
    annualSalary: application.employeeForm.annualSalary,
    ageWarning: hasLifeWarning(coverageType)
      ? getAgeRestrictionWarning(coverageType, plans.length - selectable.length, plans.length)
      : null,
    saved,
    saveError,
    isSaving: mutation.isPending,
    onSubmit,
    save,
    modal: { plan: modalPlan, opened: modalOpened, close: modal.close },
    previousPath: navigation.previousPath,
  };
}

export type CoverageChoice = ReturnType<typeof useCoverageChoice>;
