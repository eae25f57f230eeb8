import { Modal } from '@mantine/core';
import type { ComponentProps } from 'react';
import { EnrollOrDeclineForm } from './enroll-or-decline-form';

interface EnrollOrDeclineModalProps
  extends Omit<ComponentProps<typeof EnrollOrDeclineForm>, 'plan' | 'onCancel'> {
  opened: boolean;
  onClose: () => void;
  /** The plan last asked about; kept while the modal closes so its content does not vanish mid-transition. */
  plan: ComponentProps<typeof EnrollOrDeclineForm>['plan'] | null;
}

/** "Enroll or Decline": the age-priced plan's Yes/No, and on Yes who else enrolls (spec 1 §4). */
export function EnrollOrDeclineModal({ opened, onClose, plan, ...formProps }: EnrollOrDeclineModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Enroll or Decline"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {plan && <EnrollOrDeclineForm key={plan.id} plan={plan} onCancel={onClose} {...formProps} />}
    </Modal>
  );
}
