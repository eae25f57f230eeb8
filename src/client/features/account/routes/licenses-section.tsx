import '@mantine/core/styles/Alert.css';
import { StateField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { RepeatableRows } from '@client/components/form/repeatable-rows';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  type BrokerLicenses,
  type BrokerLicensesRequest,
  brokerLicensesRequestSchema,
} from '@shared/schemas/broker-licenses';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { brokerLicensesQueryOptions, useSaveBrokerLicenses } from '../api/broker-licenses';

const resolver = zodResolver(brokerLicensesRequestSchema) as unknown as Resolver<BrokerLicensesRequest>;
const NEW_LICENSE = { state: '', licenseNumber: '', npn: '', agency: '' };

/**
 * "Your licences" on a broker's account page (decision 0081): one licence per state. A broker-of-record letter
 * names the broker who prepared it with their agency and their licence for the company's state.
 */
export function LicensesSection() {
  const headingId = useId();
  const query = useQuery(brokerLicensesQueryOptions);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Your licences
      </Title>
      <Text>
        Broker-of-record letters you prepare name you, your agency and your licence for the company's state.
        Add a licence for each state you work in.
      </Text>
      {query.data ? (
        <LicensesForm licenses={query.data} />
      ) : query.error ? (
        <Alert color="red" variant="light">
          Your licences could not be loaded. Please reload the page.
        </Alert>
      ) : (
        <Text size="sm">Loading…</Text>
      )}
    </Stack>
  );
}

function LicensesForm({ licenses }: { licenses: BrokerLicenses }) {
  const save = useSaveBrokerLicenses();
  const [saved, setSaved] = useState(false);
  const form = useKitForm<BrokerLicensesRequest>({
    resolver,
    defaultValues: { version: licenses.version, licenses: licenses.licenses },
  });
  const errors = useFormErrors(form);

  const onSubmit = async (values: BrokerLicensesRequest) => {
    errors.clearError();
    setSaved(false);
    try {
      const next = await save.mutateAsync(values);
      form.reset({ version: next.version, licenses: next.licenses });
      setSaved(true);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <RepeatableRows
        name="licenses"
        newRow={() => ({ ...NEW_LICENSE })}
        legend={(i) => `Licence ${i + 1}`}
        addLabel="Add a licence"
        removeLabel={(i) => `Remove licence ${i + 1}`}
        maxRows={60}
        empty={<Text size="sm">You have no licence on record yet.</Text>}
      >
        {({ path }) => (
          <>
            <StateField name={`${path}.state`} withAsterisk />
            <TextField name={`${path}.licenseNumber`} label="Licence number" withAsterisk />
            <TextField
              name={`${path}.npn`}
              label="National Producer Number (NPN)"
              withAsterisk
              inputMode="numeric"
            />
            <TextField name={`${path}.agency`} label="Agency" withAsterisk autoComplete="organization" />
          </>
        )}
      </RepeatableRows>
      {saved ? (
        <Alert color="brand" variant="light" role="status">
          Your licences have been saved.
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save licences
        </Button>
      </Group>
    </Form>
  );
}
