import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSaveSignature } from '../../api/company-profile';
import {
  AgreementAndSignature,
  EMPTY_SIGN_FORM,
  type SignFormValues,
  signFormSchema,
} from '../../components/agreement-and-signature';
import { CarrierLetters } from '../../components/carrier-letters';
import { LetterPreview } from '../../components/letter-preview';
import { ReviewLetterButton } from '../../components/review-letter-modal';
import { WhatChanges } from '../../components/what-changes';
import { borPath } from '../../lib/bor-links';
import { EmbeddedFrame, useEmbeddedFlow } from './embedded-frame';

const TITLE = 'Review and Sign';
const resolver = zodResolver(signFormSchema) as unknown as Resolver<SignFormValues>;

/**
 * …/broker-of-record/confirmation (spec 3 §2 "Review and sign"): the letter to each carrier with 'Review This
 * Letter', what changes and what does not, the agreement and the signature (the shared pieces); signing stores
 * one letter per carrier and goes to the server's next section (contributions). Once signed, the letters sent.
 */
export function ConfirmationPage() {
  const { profile, token, previousPath, goNext } = useEmbeddedFlow('confirmation');
  const sign = useSaveSignature(token);
  const form = useForm<SignFormValues>({ resolver, defaultValues: EMPTY_SIGN_FORM });
  const errors = useFormErrors(form);

  if (profile.signedAt)
    return (
      <EmbeddedFrame title={TITLE} profile={profile} backTo={previousPath}>
        <Text>{`You signed on ${formatLongIsoDate(profile.signedAt.slice(0, 10))}. Your letters have been sent.`}</Text>
        <CarrierLetters changes={profile.carrierChanges} />
        <Group justify="flex-end">
          <Button
            component={Link}
            to={borPath(profile.applicationStatus.nextSectionUrl.split('?')[0]!, token)}
          >
            Continue
          </Button>
        </Group>
      </EmbeddedFrame>
    );

  const onSubmit = async (values: SignFormValues) => {
    errors.clearError();
    try {
      goNext(
        await sign.mutateAsync({
          version: profile.version,
          agreed: true,
          signatureImageDataUrl: values.signatureImageDataUrl,
        }),
      );
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="Read the letter to each of your carriers, then sign to make Groupcover your broker of record."
      profile={profile}
      backTo={previousPath}
    >
      <Stack gap="sm" component="section" aria-labelledby="letters-heading">
        <Title order={2} size="h3" id="letters-heading">
          {profile.letter.letters.length === 1 ? 'Your letter' : 'Your letters'}
        </Title>
        <Text size="sm" c="dimmed">
          One letter goes to each carrier. To change the representative's name and title or the effective
          date, choose Review This Letter.
        </Text>
        <ReviewLetterButton profile={profile} companyIdToken={token} />
        <LetterPreview letters={profile.letter.letters} />
      </Stack>
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg" alert="placed">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="changes-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="changes-heading">
              What this change means
            </Title>
            <WhatChanges />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="sign-heading">
              Sign
            </Title>
            <AgreementAndSignature
              renewalWarning={profile.letter.renewalWarning}
              representative={{
                name: profile.letter.representativeName,
                title: profile.letter.representativeTitle,
              }}
            />
          </Stack>
        </Paper>
        <FormErrorAlert />
        <StepActions previousPath={previousPath} label="Sign and save" saving={sign.isPending} />
      </Form>
    </EmbeddedFrame>
  );
}
