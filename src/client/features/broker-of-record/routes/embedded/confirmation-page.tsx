import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import type { SaveErrors } from '@client/components/wizard/create-wizard';
import { useCompanyToken } from '@client/lib/company-token';
import { Button, Group, Text } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { Link } from 'react-router';
import { CarrierLetters } from '../../components/carrier-letters';
import { SignLettersForm } from '../../components/sign-letters-form';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';

const TITLE = 'Review and Sign';

/** 'Sign and save' goes where the signed application says (contributions). */
const useSignAndContinue = (errors: SaveErrors) =>
  borEmbeddedWizard.useSaveAndContinue('confirmation', errors);

/**
 * …/broker-of-record/confirmation (docs/spec/3 §2 "Review and sign"): the letter to each carrier with 'Review This
 * Letter', what changes and what does not, the agreement and the signature (the shared pieces); signing stores
 * one letter per carrier and goes to the server's next section (contributions). Once signed, the letters sent
 * and a Continue to the server's next section.
 */
export function ConfirmationPage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const { previousPath, nextPath } = borEmbeddedWizard.useStepNavigation('confirmation');
  const token = useCompanyToken();

  if (profile.signedAt)
    return (
      <EmbeddedFrame title={TITLE} profile={profile} backTo={previousPath}>
        <Text>{`You signed on ${formatLongIsoDate(profile.signedAt.slice(0, 10))}. Your letters have been sent.`}</Text>
        <CarrierLetters changes={profile.carrierChanges} />
        {nextPath ? (
          <Group justify="flex-end">
            <Button component={Link} to={nextPath}>
              Continue
            </Button>
          </Group>
        ) : null}
      </EmbeddedFrame>
    );

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="Read the letter to each of your carriers, then sign to make Groupcover your broker of record."
      profile={profile}
      backTo={previousPath}
    >
      <SignLettersForm
        profile={profile}
        token={token}
        intro="One letter goes to each carrier. To change the representative's name and title or the effective date, choose Review This Letter."
        previousPath={previousPath}
        useSaveAndContinue={useSignAndContinue}
      />
    </EmbeddedFrame>
  );
}
