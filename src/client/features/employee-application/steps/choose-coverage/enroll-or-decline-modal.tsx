import { Dialog } from '@client/components/dialog';
import type { ComponentProps } from 'react';
import { EnrollOrDeclineForm } from './enroll-or-decline-form';

interface EnrollOrDeclineModalProps
  extends Omit<ComponentProps<typeof EnrollOrDeclineForm>, 'plan' | 'onCancel'> {
  opened: boolean;
  onClose: () => void;
  /** The plan last asked about; kept while the modal closes so its content does not vanish mid-transition. */
  plan: ComponentProps<typeof EnrollOrDeclineForm>['plan'] | null;
}

/** "Enroll or Decline": the age-priced plan's Yes/No, and on Yes who else enrolls (docs/spec/1 §4). */
export function EnrollOrDeclineModal({ opened, onClose, plan, ...formProps }: EnrollOrDeclineModalProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Enroll or Decline">
      {plan && <EnrollOrDeclineForm key={plan.id} plan={plan} onCancel={onClose} {...formProps} />}
    </Dialog>
  );
}
