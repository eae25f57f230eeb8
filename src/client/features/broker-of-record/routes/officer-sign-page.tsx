import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { ApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { BorOfficerSigned, BorOfficerSigning } from '@shared/schemas/broker-of-record-signing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { officerSigningQueryOptions, useSignAsOfficer } from '../api/officer-signing';
import {
  EMPTY_SIGN_FORM,
  ReviewAndSign,
  type SignFormValues,
  signFormSchema,
} from '../components/agreement-and-signature';
import { LetterPreview } from '../components/letter-preview';

const TITLE = 'Sign the broker of record letters';
const resolver = zodResolver(signFormSchema) as unknown as Resolver<SignFormValues>;

/**
 * /broker-of-record/officer-sign/{token} (decision 0081): the company's officer, signed out, from the one-time
 * link in their e-mail: the letters as they will be signed, what changes, the agreement and the signature. A link
 * that no longer works says why, in plain words.
 */
export function OfficerSignPage() {
  usePageTitle(TITLE);
  const { token = '' } = useParams();
  const query = useQuery(officerSigningQueryOptions(token));
  const [signed, setSigned] = useState<BorOfficerSigned | null>(null);
  if (signed) return <Signed signed={signed} />;
  if (query.error) return <LinkRefused error={query.error} />;
  if (!query.data) return <PageLoader />;
  return <OfficerSignForm token={token} signing={query.data} onSigned={setSigned} />;
}

function LinkRefused({ error }: { error: Error }) {
  const message =
    error instanceof ApiError && error.status < 500
      ? error.error
      : 'The letters could not be loaded. Please reload the page.';
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1}>This signing link does not work</Title>
      <Text>{message}</Text>
    </Stack>
  );
}

function Signed({ signed }: { signed: BorOfficerSigned }) {
  return (
    <Stack maw={640} mx="auto" gap="md">
      <Title order={1}>Thank you: the letters are signed</Title>
      <Alert color="brand" variant="light" role="status">
        {`You signed ${signed.letterCount === 1 ? 'the letter' : `the ${signed.letterCount} letters`} for ${signed.companyName} on ${formatLongIsoDate(signed.signedAt.slice(0, 10))}. They go to the carriers now; the company's administrators can follow each carrier's answer on their dashboard.`}
      </Alert>
      <Text>There is nothing more for you to do. You can close this page.</Text>
    </Stack>
  );
}

function OfficerSignForm({
  token,
  signing,
  onSigned,
}: {
  token: string;
  signing: BorOfficerSigning;
  onSigned: (signed: BorOfficerSigned) => void;
}) {
  const sign = useSignAsOfficer(token);
  const form = useKitForm<SignFormValues>({ resolver, defaultValues: EMPTY_SIGN_FORM });
  const errors = useFormErrors(form);

  const onSubmit = async (values: SignFormValues) => {
    errors.clearError();
    try {
      onSigned(await sign.mutateAsync({ agreed: true, signatureImageDataUrl: values.signatureImageDataUrl }));
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack maw={860} mx="auto" gap="lg">
      <Stack gap="xs">
        <Title order={1}>{TITLE}</Title>
        <Text>
          {`${signing.companyName} appoints ${signing.broker.agency} (agent: ${signing.broker.name}, licence ${signing.broker.license}) as its broker of record from ${formatLongIsoDate(signing.effectiveDate)}. As ${signing.officerTitle}, you are asked to sign for the company. This link works once, until ${formatLongIsoDate(signing.expiresAt.slice(0, 10))}.`}
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="letters-heading">
        <Title order={2} size="h3" id="letters-heading">
          {signing.letters.length === 1 ? 'The letter' : 'The letters'}
        </Title>
        <LetterPreview letters={signing.letters} />
      </Stack>
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg" alert="placed">
        <ReviewAndSign
          renewalWarning={null}
          representative={{ name: signing.officerName, title: signing.officerTitle }}
          brokerAgency={signing.broker.agency}
        />
        <FormErrorAlert />
        <Group justify="flex-end">
          <Button type="submit" loading={sign.isPending}>
            Sign the letters
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}
