import '@mantine/core/styles/Stack.css';
import type { SaveErrors } from '@client/components/wizard/create-wizard';
import { useCompanyToken } from '@client/lib/company-token';
import { Stack } from '@mantine/core';
import { BorFrame } from '../../components/bor-frame';
import { SignLettersForm } from '../../components/sign-letters-form';
import { borStandardWizard } from '../../wizard';

/** 'Sign and save' goes where the signed application says (the policy page). */
const useSignAndContinue = (errors: SaveErrors) => borStandardWizard.useSaveAndContinue('sign', errors);

/**
 * Standard mode, step 2 (docs/spec/3 §2 "Confirm and sign"): the letter to each carrier, 'Review This Letter' to
 * edit its details, what changes and what does not, the renewal warning, the agreement and the signature;
 * 'Sign and save' signs (one letter per carrier is stored and sent) and goes to the policy page. The flow sends
 * a signed application to the policy page and one without its basic information back there.
 */
export function SignPage() {
  const { record: profile } = borStandardWizard.useWizardPaths();
  const { previousPath } = borStandardWizard.useStepNavigation('sign');
  return (
    <BorFrame
      title="Review and sign"
      subtitle="Read the letter to each of your carriers, then sign to make Groupcover your broker of record."
    >
      <Stack gap="lg">
        <SignLettersForm
          profile={profile}
          token={useCompanyToken()}
          intro="One letter goes to each carrier. Check the representative's name and title and the effective date; to change them, choose Review This Letter."
          previousPath={previousPath}
          useSaveAndContinue={useSignAndContinue}
        />
      </Stack>
    </BorFrame>
  );
}
