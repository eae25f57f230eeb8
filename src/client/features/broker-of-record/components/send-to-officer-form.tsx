import '@mantine/core/styles/Alert.css';
import { TextField } from '@client/components/form/fields';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Text } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { borSigningRequestSchema } from '@shared/schemas/broker-of-record-signing';
import type { Resolver } from 'react-hook-form';
import { type SigningRequestBody, useSendSigningRequest } from '../api/officer-signing';

const officerSchema = borSigningRequestSchema.omit({ company_id_token: true });
const resolver = zodResolver(officerSchema) as unknown as Resolver<SigningRequestBody>;

/**
 * A broker's sign step (decision 0081): a broker cannot sign for the company. They name the company's officer
 * (the representative the letters name, prefilled) and send them the letters to sign: the officer gets an e-mail
 * with a one-time link to a page of their own. A request already sent shows with whom it is and until when.
 */
export function SendToOfficerForm({
  profile,
  token,
  previousPath,
}: {
  profile: BorCompanyProfile;
  token: string | null;
  previousPath: string | null;
}) {
  const send = useSendSigningRequest(token);
  const open = profile.signingRequest;
  const form = useKitForm<SigningRequestBody>({
    resolver,
    defaultValues: {
      version: profile.version,
      officerName: open?.officerName ?? profile.letter.representativeName,
      officerTitle: open?.officerTitle ?? profile.letter.representativeTitle,
      officerEmail: open?.officerEmail ?? profile.email,
    },
  });
  const errors = useFormErrors(form);

  const onSubmit = async (values: SigningRequestBody) => {
    errors.clearError();
    try {
      const next = await send.mutateAsync({ ...values, version: profile.version });
      form.reset({ ...values, version: next.version });
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit} gap="md" alert="placed">
      <Text size="sm">
        A broker cannot sign for the company. The company's authorized officer signs: we e-mail them a link to
        read the letters and sign on a page of their own. They do not need an account.
      </Text>
      {profile.letter.broker.problem ? (
        <Alert color="red" variant="light" title="You cannot be named in these letters yet">
          <Text size="sm">{profile.letter.broker.problem}</Text>
        </Alert>
      ) : null}
      {open ? (
        <Alert color="brand" variant="light" role="status" title="Sent to the officer">
          <Text size="sm">
            {`We e-mailed ${open.officerName} (${open.officerEmail}) a link to sign. It works until ${formatLongIsoDate(open.expiresAt.slice(0, 10))}. Sending again replaces that link.`}
          </Text>
        </Alert>
      ) : null}
      <TextField name="officerName" label="Officer's full name" withAsterisk autoComplete="off" />
      <TextField name="officerTitle" label="Officer's title" withAsterisk autoComplete="off" />
      <TextField name="officerEmail" label="Officer's email" withAsterisk type="email" autoComplete="off" />
      <FormErrorAlert />
      <StepActions
        previousPath={previousPath}
        label={open ? 'Send again to the officer' : 'Send to the officer to sign'}
        saving={send.isPending}
      />
    </Form>
  );
}
