import '@mantine/core/styles/Badge.css';
import { useBranding } from '@client/app/use-branding';
import { Badge } from '@mantine/core';
import type { PlanView } from '@shared/schemas/plans';
import { EligibilityQuizTrigger } from './eligibility-quiz-trigger';

/**
 * The plan's badge: Eligible; Ineligible on partner-branded sites (the spec's branding variant), elsewhere the
 * quiz inviting "Am I Eligible?"; the quiz trigger while the company's eligibility is unknown.
 */
export function PlanEligibility({ plan }: { plan: PlanView }) {
  const { partnerName } = useBranding();
  switch (plan.is_company_eligible_for_plan) {
    case 'eligible':
      return (
        <Badge variant="light" radius="sm">
          Eligible
        </Badge>
      );
    case 'ineligible':
      return partnerName ? (
        <Badge variant="light" color="red" radius="sm">
          Ineligible
        </Badge>
      ) : (
        <EligibilityQuizTrigger takeQuiz />
      );
    case 'unknown':
      return <EligibilityQuizTrigger takeQuiz={false} />;
  }
}
