import { StepActions } from '@client/components/wizard/step-actions';
import { Alert, Stack } from '@mantine/core';
import type { CoverageType } from '@shared/domain/enums';
import type { PlansResponse, PlanView } from '@shared/schemas/plans';
import { Controller } from 'react-hook-form';
import { CurrentAgainstNew } from './current-against-new';
import { EnrollOrDeclineModal } from './enroll-or-decline-modal';
import { EnrollmentControls } from './enrollment-controls';
import { FormErrorAlert } from './form-error-alert';
import { buildEnrollOrDeclineRequest, getEnrollOrDeclineDefaults } from './lib/coverage-choice';
import { NetworkChangeNotice } from './network-change-notice';
import { PlanComparison } from './plan-comparison';
import { SinglePlanView } from './single-plan-view';
import { useCoverageChoice } from './use-coverage-choice';

interface CoverageChooserProps {
  coverageType: CoverageType;
  plans: readonly PlanView[];
  /** On a renewal, the plan the employee is on now (decision 0070's network-change warning). */
  renewedPlan?: PlansResponse['renewed_plan'];
}

/** The plans of a line, what the chosen plan's flow asks, Continue, and the Enroll or Decline modal. */
export function CoverageChooser({ coverageType, plans, renewedPlan = null }: CoverageChooserProps) {
  const choice = useCoverageChoice(coverageType, plans);
  const { form, values, saveError, modal } = choice;
  const { plan: modalPlan, planFacts: modalPlanFacts, coverable } = modal;
  const [onlyPlan] = plans;
  const currentPlanId = renewedPlan?.continued_by_plan_id ?? null;

  return (
    <>
      <form ref={choice.pageRef} onSubmit={choice.onSubmit} noValidate>
        <Stack gap="lg">
          {choice.ageWarning && (
            <Alert color="red" role="note">
              {choice.ageWarning}
            </Alert>
          )}
          <CurrentAgainstNew coverageType={coverageType} />
          <NetworkChangeNotice coverageType={coverageType} renewedPlan={renewedPlan} plan={choice.flowPlan} />
          {plans.length === 1 && onlyPlan ? (
            <SinglePlanView
              plan={onlyPlan}
              rows={choice.rows}
              cost={choice.monthlyCosts[0] ?? { kind: 'pending' }}
              costLabel={choice.costLabel}
              isCurrentPlan={onlyPlan.id === currentPlanId}
            />
          ) : (
            <Controller
              control={form.control}
              name="planId"
              render={({ field, fieldState }) => (
                <PlanComparison
                  typeLabel={choice.typeLabel}
                  plans={plans}
                  rows={choice.rows}
                  costs={choice.monthlyCosts}
                  costLabel={choice.costLabel}
                  selectedPlanId={choice.flowPlan?.id ?? null}
                  onSelect={field.onChange}
                  isSelectable={choice.isSelectable}
                  currentPlanId={currentPlanId}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <EnrollmentControls choice={choice} />
          {saveError && !modal.opened && <FormErrorAlert saveError={saveError} />}
          <StepActions previousPath={choice.previousPath} saving={choice.isSaving} />
        </Stack>
      </form>
      <EnrollOrDeclineModal
        opened={modal.opened}
        onClose={modal.close}
        plan={modalPlan}
        coverable={coverable}
        defaults={
          modalPlan
            ? getEnrollOrDeclineDefaults(choice.saved, modalPlan.id, coverable)
            : { isEnrolling: null, dependentsEnrolling: {} }
        }
        amounts={{
          coverageAmount: modalPlanFacts?.variableCoverage ? values.coverageAmount : null,
          spouseCoverageAmount: modalPlanFacts?.spouseCoverage?.variableCoverage
            ? values.spouseCoverageAmount
            : null,
        }}
        isOverAgeLimit={modal.isOverAgeLimit}
        isSaving={choice.isSaving}
        saveError={modal.opened ? saveError : null}
        onSubmit={(answers) =>
          modalPlanFacts &&
          choice.save(buildEnrollOrDeclineRequest(modalPlanFacts, answers, values, choice.dependents))
        }
      />
    </>
  );
}
