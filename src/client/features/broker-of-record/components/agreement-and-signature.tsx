import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { CheckboxField } from '@client/components/form/fields';
import { SignatureField } from '@client/components/form/signature-field';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { INVALID_SIGNATURE_MESSAGE, isSignatureSufficient } from '@shared/domain/signature/signature';
import { agreedSchema, signatureImageSchema } from '@shared/schemas/fields';
import { z } from 'zod';
import { WhatChanges } from './what-changes';

/** The sign form's values: the agreement, the pad's strokes and its image. */
export const signFormSchema = z
  .object({
    agreed: agreedSchema,
    signatureStrokes: z.array(z.array(z.object({ x: z.number(), y: z.number() }))),
    signatureImageDataUrl: signatureImageSchema,
  })
  .superRefine((values, ctx) => {
    if (Array.isArray(values.signatureStrokes) && values.signatureStrokes.length > 0)
      if (!isSignatureSufficient(values.signatureStrokes))
        ctx.addIssue({ code: 'custom', path: ['signatureStrokes'], message: INVALID_SIGNATURE_MESSAGE });
  });
export type SignFormValues = {
  agreed: boolean;
  signatureStrokes: { x: number; y: number }[][];
  signatureImageDataUrl: string;
};
export const EMPTY_SIGN_FORM: SignFormValues = {
  agreed: false,
  signatureStrokes: [],
  signatureImageDataUrl: '',
};

/**
 * Before signing (docs/spec/3 §2, §5; issue 15): the 90-day renewal warning when the plan renews soon, the agreement
 * checkbox ('Please read and acknowledge the notification before moving forward' when unticked) and the
 * signature (the form kit's, 300 by 100). Bound to the surrounding form's `agreed`, `signatureStrokes` and
 * `signatureImageDataUrl`.
 */
export function AgreementAndSignature({
  renewalWarning,
  representative,
  brokerAgency,
}: {
  renewalWarning: string | null;
  /** Who signs: the authorized representative named in the letters. */
  representative: { name: string; title: string };
  /** The broker of record the letters appoint (decision 0081). */
  brokerAgency: string;
}) {
  return (
    <Stack gap="md">
      {renewalWarning ? (
        <Alert color="brand" variant="light" title="Your plan renews soon">
          <Text size="sm">{renewalWarning}</Text>
        </Alert>
      ) : null}
      <CheckboxField
        name="agreed"
        label={`I, ${representative.name} (${representative.title}), am authorized to act for the company. I have read the letters above and appoint ${brokerAgency} as broker of record for these plans.`}
      />
      <SignatureField
        name="signatureStrokes"
        imageName="signatureImageDataUrl"
        label="Sign your name or initials"
        size="fixed"
        clearLabel="Clear Signature"
      />
    </Stack>
  );
}

/** The two sections before the sign button, the same on the sign step and the officer's page: what changes, and signing. */
export function ReviewAndSign(props: Parameters<typeof AgreementAndSignature>[0]) {
  return (
    <>
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
          <AgreementAndSignature {...props} />
        </Stack>
      </Paper>
    </>
  );
}
