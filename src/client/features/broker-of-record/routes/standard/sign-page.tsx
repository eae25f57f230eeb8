import '@mantine/core/styles/Paper.css';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { BOR_STANDARD_PATHS } from '@shared/domain/broker-of-record/application';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { type Resolver, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useSaveSignature } from '../../api/company-profile';
import {
  AgreementAndSignature,
  EMPTY_SIGN_FORM,
  type SignFormValues,
  signFormSchema,
} from '../../components/agreement-and-signature';
import { BorFrame } from '../../components/bor-frame';
import { LetterPreview } from '../../components/letter-preview';
import { ReviewLetterButton } from '../../components/review-letter-modal';
import { WhatChanges } from '../../components/what-changes';
import { borPath } from '../../lib/bor-links';

const resolver = zodResolver(signFormSchema) as unknown as Resolver<SignFormValues>;

/**
 * Standard mode, step 2 (spec 3 §2 "Confirm and sign"): the letter to each carrier, 'Review This Letter' to
 * edit its details, what changes and what does not, the renewal warning, the agreement and the signature;
 * 'Sign and save' signs (one letter per carrier is stored and sent) and goes to the policy page.
 */
export function SignPage() {
  return (
    <BorFrame
      mode="standard"
      title="Review and sign"
      subtitle="Read the letter to each of your carriers, then sign to make Groupcover your broker of record."
    >
      {(profile, token) => {
        if (profile.signedAt) return <Navigate to={borPath(BOR_STANDARD_PATHS.policy, token)} replace />;
        if (profile.applicationStatus.nextSectionUrl.endsWith(BOR_STANDARD_PATHS.basicInformation))
          return <Navigate to={borPath(BOR_STANDARD_PATHS.basicInformation, token)} replace />;
        return <SignForm profile={profile} token={token} />;
      }}
    </BorFrame>
  );
}

function SignForm({ profile, token }: { profile: BorCompanyProfile; token: string | null }) {
  const navigate = useNavigate();
  const sign = useSaveSignature(token);
  const form = useForm<SignFormValues>({ resolver, defaultValues: EMPTY_SIGN_FORM });
  const errors = useFormErrors(form);

  const onSubmit = async (values: SignFormValues) => {
    errors.clearError();
    try {
      const signed = await sign.mutateAsync({
        version: profile.version,
        agreed: true,
        signatureImageDataUrl: values.signatureImageDataUrl,
      });
      navigate(borPath(signed.applicationStatus.nextSectionUrl, token));
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="letters-heading">
        <Title order={2} size="h3" id="letters-heading">
          {profile.letter.letters.length === 1 ? 'Your letter' : 'Your letters'}
        </Title>
        <Text size="sm" c="dimmed">
          One letter goes to each carrier. Check the representative's name and title and the effective date;
          to change them, choose Review This Letter.
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
        <StepActions
          previousPath={borPath(BOR_STANDARD_PATHS.basicInformation, token)}
          label="Sign and save"
          saving={sign.isPending}
        />
      </Form>
    </Stack>
  );
}
