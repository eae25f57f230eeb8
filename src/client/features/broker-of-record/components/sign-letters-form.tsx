import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import type { SaveErrors } from '@client/components/wizard/create-wizard';
import { StepActions } from '@client/components/wizard/step-actions';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import type { Resolver } from 'react-hook-form';
import { useSaveSignature } from '../api/company-profile';
import {
  EMPTY_SIGN_FORM,
  ReviewAndSign,
  type SignFormValues,
  signFormSchema,
} from './agreement-and-signature';
import { LetterPreview } from './letter-preview';
import { ReviewLetterButton } from './review-letter-modal';
import { SendToOfficerForm } from './send-to-officer-form';

const resolver = zodResolver(signFormSchema) as unknown as Resolver<SignFormValues>;

/**
 * Review and sign, in both modes (docs/spec/3 §2): the letter to each carrier with 'Review This Letter', what changes
 * and what does not, the renewal warning, the agreement and the signature; 'Sign and save' signs (one letter per
 * carrier is stored) and goes where the signed application says, by the mode's wizard (`useSaveAndContinue`). A
 * broker cannot sign: their step sends the letters to the company's officer instead (decision 0081).
 */
export function SignLettersForm({
  profile,
  token,
  intro,
  previousPath,
  useSaveAndContinue,
}: {
  profile: BorCompanyProfile;
  token: string | null;
  intro: string;
  previousPath: string | null;
  /** The mode's wizard's save-and-continue for its sign step (a hook: the same on every render). */
  useSaveAndContinue: (
    errors: SaveErrors,
  ) => (save: () => Promise<BorCompanyProfile | null>) => Promise<void>;
}) {
  const session = useSignedInSession();
  const sign = useSaveSignature(token);
  const form = useKitForm<SignFormValues>({ resolver, defaultValues: EMPTY_SIGN_FORM });
  const errors = useFormErrors(form);
  const saveAndContinue = useSaveAndContinue(errors);

  const onSubmit = (values: SignFormValues) =>
    saveAndContinue(() =>
      sign.mutateAsync({
        version: profile.version,
        agreed: true,
        signatureImageDataUrl: values.signatureImageDataUrl,
      }),
    );

  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="letters-heading">
        <Title order={2} size="h3" id="letters-heading">
          {profile.letter.letters.length === 1 ? 'Your letter' : 'Your letters'}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <ReviewLetterButton profile={profile} companyIdToken={token} />
        <LetterPreview letters={profile.letter.letters} />
      </Stack>
      {session.account.role === 'broker' ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="officer-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="officer-heading">
              Send to the officer to sign
            </Title>
            <SendToOfficerForm profile={profile} token={token} previousPath={previousPath} />
          </Stack>
        </Paper>
      ) : (
        <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg" alert="placed">
          <ReviewAndSign
            renewalWarning={profile.letter.renewalWarning}
            representative={{
              name: profile.letter.representativeName,
              title: profile.letter.representativeTitle,
            }}
            brokerAgency={profile.letter.broker.agency}
          />
          <FormErrorAlert />
          <StepActions previousPath={previousPath} label="Sign and save" saving={sign.isPending} />
        </Form>
      )}
    </>
  );
}
