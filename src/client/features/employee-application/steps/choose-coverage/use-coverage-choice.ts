import { isApiError } from '@client/lib/api-client';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { getAgeRestrictionWarning } from '@shared/domain/display/display';
import { decideCoverageChoice } from '@shared/domain/enrollment/coverage-choice';
import {
  type CoveragePlan,
  getCoverageAmountRange,
  getSpouseCoverageAmountRange,
  isOverAgeLimit,
  listCoverableDependents,
} from '@shared/domain/enrollment/coverage-plan';
import { isSpouseOrPartner, listComparedDependents } from '@shared/domain/enrollment/family';
import { describeCoveredPeople } from '@shared/domain/enrollment/summary';
import { COVERAGE_TYPE_LABELS, type CoverageType, SEGMENT_LABELS, type Segment } from '@shared/domain/enums';
import { selectSegment } from '@shared/domain/pricing/segment';
import { getCoverageStep } from '@shared/domain/steps/steps';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import { readToday } from '@shared/schemas/fields';
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
import { buildScreenCoverageFacts } from './lib/coverage-facts';
import { hasPageErrors, listShownFields, placeFieldErrors, type SaveError } from './lib/field-errors';
import { findPlanCost, getEmployeeMonthlyCost } from './lib/plan-costs';
import { buildPlanRows } from './lib/plan-rows';
import { scrollToFirstError } from './scroll-to-first-error';

const GENERIC_SAVE_ERROR = 'Something went wrong. Please try again.';
/** The server's words for a refused choice; the preview refuses with the same rule, so it says the same. */
const REFUSED_CHOICE = 'Please correct the highlighted fields.';
/** Slider moves are priced once the thumb rests. */
const PRICE_DEBOUNCE_MS = 300;

const hasLifeWarning = (type: CoverageType): type is 'life' | 'term_life' | 'whole_life' =>
  type === 'life' || type === 'term_life' || type === 'whole_life';

/**
 * The state of a choose-coverage screen with plans: the form, prices, the flow, saving and its errors. The
 * screen decides nothing itself: it builds the shared rule's facts from what the API answered and asks that
 * rule what is open to the employee (plans, slider maxima, dependents) and whether Continue's request passes.
 */
export function useCoverageChoice(coverageType: CoverageType, plans: readonly PlanView[]) {
  const application = useApplication();
  const policy = application.employeePolicy;
  const saved = policy.coverages[coverageType];
  const dependents = application.employeeDependents;
  const pageRef = useRef<HTMLFormElement>(null);
  const factsWith = (costs: Parameters<typeof buildScreenCoverageFacts>[3]) =>
    buildScreenCoverageFacts(application, coverageType, plans, costs, readToday());

  // Before prices arrive: what the plans themselves say (the defaults, and whether an amount is priced).
  const unpriced = factsWith(undefined);
  const form = useForm<CoverageChoiceValues>({
    defaultValues: getChoiceDefaults(
      saved,
      unpriced.offer.plans.filter((p) => !isOverAgeLimit(coverageType, p, unpriced.family.employeeAge)),
    ),
  });
  const values = { ...form.getValues(), ...useWatch({ control: form.control }) } as CoverageChoiceValues;
  const [pricedAmount] = useDebouncedValue(values.coverageAmount, PRICE_DEBOUNCE_MS);
  const isVariable = unpriced.offer.plans.some((p) => p.variableCoverage);
  // Priced for the people the employee is covering (the saved answer's, else the whole family), as the
  // Enroll dialog and the summary price them.
  const compared = listComparedDependents(coverageType, saved, dependents);
  const costs = useQuery(
    planCostsQueryOptions(policy.id, coverageType, {
      dependentIds: compared.map((d) => d.id),
      coverageAmount: isVariable ? pricedAmount : null,
    }),
  );

  const facts = factsWith(costs.data);
  const { employeeAge } = facts.family;
  const factsById = new Map(facts.offer.plans.map((p) => [p.id, p]));
  const factsOf = (plan: PlanView): CoveragePlan => factsById.get(plan.id)!;
  const costOf = (plan: PlanView) => findPlanCost(costs.data, plan.id);
  const isOverAge = (plan: PlanView) => isOverAgeLimit(coverageType, factsOf(plan), employeeAge);
  const isSelectable = (plan: PlanView) => !isOverAge(plan);
  const selectable = plans.filter(isSelectable);
  const selectedPlan = selectable.find((p) => p.id === values.planId);
  const flowPlan = selectedPlan ?? (selectable.length === 1 ? selectable[0] : undefined);
  const flowPlanFacts = flowPlan && factsOf(flowPlan);
  const flow = getLineFlow(selectedPlan && factsOf(selectedPlan), selectable.map(factsOf));
  const chosenSegment = values.segment && values.segment !== 'none' ? values.segment : null;
  // A tier plan's cost shows the chosen tier, else the tier of the people compared.
  const segment =
    chosenSegment ??
    (compared.length > 0 ? selectSegment(compared.map((d) => ({ relationship: d.dependentType }))) : null);
  const hasSpouse = dependents.some((d) => isSpouseOrPartner(d.dependentType));

  const mutation = useUpdateCoverage(policy.id, coverageType);
  const navigation = useStepNavigation(getCoverageStep(coverageType));
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const [modalPlan, setModalPlan] = useState<PlanView | null>(null);
  const [modalOpened, modal] = useDisclosure(false);

  /** Field errors (the server's, or the preview's) at their controls, in the modal, or in the form alert. */
  const showRefusal = (fieldErrors: Record<string, string>, message: string, reloadable: boolean) => {
    const shown = listShownFields(flow, {
      hasPlanChoice: plans.length > 1,
      hasAmount: Boolean(flowPlanFacts?.variableCoverage),
      hasSpouseAmount: Boolean(flowPlanFacts?.spouseCoverage?.variableCoverage) && hasSpouse,
    });
    const placed = placeFieldErrors(fieldErrors, flow, shown);
    for (const [field, text] of Object.entries(placed.page))
      form.setError(field as keyof CoverageChoiceValues, { message: text });
    if (hasPageErrors(placed)) modal.close();
    setSaveError({ message, placed, reloadable });
    // Errors inside the open modal are brought into view by the modal itself.
    if (hasPageErrors(placed) || !modalOpened) scrollToFirstError(pageRef.current);
  };

  const save = (request: CoverageChoiceRequest) => {
    setSaveError(null);
    // The server's own rule on the screen's facts: a request it would refuse is not sent.
    const preview = decideCoverageChoice(facts, request);
    if (!preview.ok) return showRefusal(preview.fieldErrors, REFUSED_CHOICE, false);
    mutation.mutate(request, {
      onSuccess: () => navigation.goNext(),
      onError: (error) =>
        isApiError(error)
          ? showRefusal(error.fieldErrors ?? {}, error.error, error.code === 'version_conflict')
          : showRefusal({}, GENERIC_SAVE_ERROR, false),
    });
  };

  const onSubmit = form.handleSubmit((submitted) => {
    setSaveError(null);
    const outcome = resolveCoverageChoice(submitted, flow, flowPlanFacts, dependents);
    if (outcome.kind === 'save') return save(outcome.request);
    if (outcome.kind === 'enroll_or_decline') {
      setModalPlan(flowPlan ?? null);
      return modal.open();
    }
    for (const [field, message] of Object.entries(outcome.errors))
      form.setError(field as keyof CoverageChoiceValues, { message });
    scrollToFirstError(pageRef.current);
  });

  const monthlyCostOf = (plan: PlanView, tier: Segment | null) =>
    getEmployeeMonthlyCost(costOf(plan), isOverAge(plan), tier);
  const typeLabel = COVERAGE_TYPE_LABELS[coverageType];
  const tierPriced = facts.offer.plans.some((p) => p.isSegmentPriced);
  const modalPlanFacts = modalPlan ? factsOf(modalPlan) : undefined;
  return {
    form,
    values,
    pageRef,
    typeLabel,
    dependents,
    hasSpouse,
    rows: buildPlanRows(plans, {
      coverageType,
      companyState: application.company.state,
      annualSalary: application.employeeForm.annualSalary,
    }),
    monthlyCosts: plans.map((p) => monthlyCostOf(p, segment)),
    monthlyCostOf,
    costLabel: tierPriced
      ? `Your monthly cost (${SEGMENT_LABELS[segment ?? 'ee_only']})`
      : compared.length > 0
        ? `Your monthly cost (${describeCoveredPeople(compared.map((d) => d.firstName))})`
        : 'Your monthly cost',
    isSelectable,
    /** The chosen plan, or the line's only plan open to the employee. */
    flowPlan,
    flowPlanFacts,
    flow,
    /** The sliders of the chosen plan (null where its amount is not chosen). */
    amountRange: flowPlanFacts ? getCoverageAmountRange(flowPlanFacts, facts.annualSalary) : null,
    spouseAmountRange: flowPlanFacts ? getSpouseCoverageAmountRange(flowPlanFacts) : null,
    ageWarning: hasLifeWarning(coverageType)
      ? getAgeRestrictionWarning(coverageType, plans.length - selectable.length, plans.length)
      : null,
    saved,
    saveError,
    isSaving: mutation.isPending,
    onSubmit,
    save,
    modal: {
      plan: modalPlan,
      planFacts: modalPlanFacts,
      /** Who the modal asks about: the dependents the plan covers, in display order. */
      coverable: modalPlanFacts
        ? listCoverableDependents(modalPlanFacts, dependents, values.spouseCoverageAmount)
        : [],
      isOverAgeLimit: modalPlan ? isOverAge(modalPlan) : false,
      opened: modalOpened,
      close: modal.close,
    },
    previousPath: navigation.previousPath,
  };
}

export type CoverageChoice = ReturnType<typeof useCoverageChoice>;
