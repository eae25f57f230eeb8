import type { YesNo } from '@shared/domain/enums';
import type { PlanView } from '@shared/schemas/plans';
import { YesNoRadioGroup } from './yes-no-radio-group';

interface EmployerPaidChoiceProps {
  plan: PlanView;
  value: YesNo | null;
  onChange: (value: YesNo) => void;
  error?: string;
}

/** An employer-paid plan the employee may still decline (docs/spec/1 §4). */
export function EmployerPaidChoice({ plan, ...props }: EmployerPaidChoiceProps) {
  return (
    <YesNoRadioGroup
      legend={`Do you want to enroll in ${plan.display_name}?`}
      description="Paid by your employer"
      yesLabel="Enroll"
      noLabel="Decline"
      {...props}
    />
  );
}
