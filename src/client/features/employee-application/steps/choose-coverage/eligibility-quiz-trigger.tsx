import { Dialog } from '@client/components/dialog';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getEligibilityTriggerLabel } from '@shared/domain/eligibility/eligibility-quiz';
import { useQuery } from '@tanstack/react-query';
import { eligibilityQueryOptions } from '../../api/eligibility';
import { useApplication } from '../../api/get-application';
import { EligibilityQuiz } from './eligibility-quiz';

/** The quiz's trigger: "Confirm Eligibility", "Am I Eligible?" when inviting the quiz, or "{result} (Edit)". */
export function EligibilityQuizTrigger({ takeQuiz }: { takeQuiz: boolean }) {
  const application = useApplication();
  const policyId = application.employeePolicy.id;
  const eligibility = useQuery(eligibilityQueryOptions(policyId));
  const [opened, { open, close }] = useDisclosure(false);
  const label = getEligibilityTriggerLabel(eligibility.data?.result ?? 'unknown', takeQuiz);
  return (
    <>
      <Button variant="subtle" size="compact-sm" px={4} onClick={open}>
        {label}
      </Button>
      <Dialog opened={opened} onClose={close} title="Confirm Eligibility">
        <EligibilityQuiz
          employeePolicyId={policyId}
          companyState={application.company.state}
          eligibility={eligibility}
          onDone={close}
        />
      </Dialog>
    </>
  );
}
