import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Card.css';
import { Dialog } from '@client/components/dialog';
import { Facts } from '@client/components/facts';
import { SelectField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  type CarrierEdi,
  type CarrierEdiRequest,
  carrierEdiRequestSchema,
} from '@shared/schemas/carrier-files';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { carriersQueryOptions, useSaveCarrierEdi } from '../api/carriers';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { formatDay } from '../lib/format-time';

const HEADING = 'Carriers and their files';
const USAGE_OPTIONS = [
  { value: 'T', label: 'Test files (T)' },
  { value: 'P', label: 'Production files (P)' },
];

function EdiForm({ carrier, onSaved }: { carrier: CarrierEdi; onSaved: () => void }) {
  const form = useKitForm<CarrierEdiRequest>({
    resolver: zodResolver(carrierEdiRequestSchema),
    defaultValues: {
      fein: '',
      ediReceiverId: carrier.ediReceiverId ?? '',
      ediUsage: carrier.ediUsage,
      version: carrier.version,
    },
  });
  const errors = useFormErrors(form);
  const save = useSaveCarrierEdi(carrier.id);
  const onSubmit = async (values: CarrierEdiRequest) => {
    if (await errors.attempt(() => save.mutateAsync(values))) {
      onSaved();
    }
  };
  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <TextField
        name="fein"
        label="Carrier's FEIN"
        description={
          carrier.fein
            ? `On record: ${carrier.fein}. Enter the whole number again to change it.`
            : 'As XX-XXXXXXX. The 834 names the carrier by it.'
        }
        autoComplete="off"
        withAsterisk
      />
      <TextField
        name="ediReceiverId"
        label="EDI receiver id"
        description="The id the carrier gave for its 834 files (capital letters and digits). Leave empty to address files by the carrier's name."
        autoComplete="off"
      />
      <SelectField
        name="ediUsage"
        label="Files sent as"
        description="ISA15 of the 834: test files while the carrier checks the feed, production once it takes them."
        options={USAGE_OPTIONS}
      />
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save EDI details
        </Button>
      </Group>
    </Form>
  );
}

function CarrierCard({ carrier }: { carrier: CarrierEdi }) {
  const [editing, setEditing] = useState(false);
  return (
    <AdminCard heading={carrier.name}>
      <Facts
        items={[
          ['FEIN', carrier.fein ?? 'Not on record: 834 files wait for it'],
          ['EDI receiver id', carrier.ediReceiverId ?? 'None (the name’s letters)'],
          ['Files sent as', carrier.ediUsage === 'P' ? 'Production (P)' : 'Test (T)'],
          [
            'Files sent',
            carrier.fileCount === 0
              ? 'None yet'
              : `${carrier.fileCount}, the last on ${formatDay(carrier.lastFileAt!)}`,
          ],
        ]}
      />
      <Group gap="md">
        <Button variant="outline" onClick={() => setEditing(true)}>
          {`Edit EDI details for ${carrier.name}`}
        </Button>
        {carrier.fileCount > 0 && (
          <Anchor component={Link} to={`/admin/carriers/${carrier.id}`} underline="always">
            {`File history of ${carrier.name}`}
          </Anchor>
        )}
      </Group>
      <Dialog opened={editing} onClose={() => setEditing(false)} title={`EDI details: ${carrier.name}`}>
        <EdiForm carrier={carrier} onSaved={() => setEditing(false)} />
      </Dialog>
    </AdminCard>
  );
}

function CarrierList() {
  const { carriers } = useSuspenseQuery(carriersQueryOptions()).data;
  const missing = carriers.filter((c) => !c.fein).length;
  return (
    <Stack gap="md">
      <Text size="sm">
        {missing === 0
          ? 'Every carrier has its FEIN on record.'
          : `${missing === 1 ? '1 carrier has' : `${missing} carriers have`} no FEIN on record: the nightly job sends them no 834 until it is.`}
      </Text>
      <CardList items={carriers} itemKey={(carrier) => carrier.id}>
        {(carrier) => <CarrierCard carrier={carrier} />}
      </CardList>
    </Stack>
  );
}

/**
 * /admin/carriers (decisions 0061 and 0065): each carrier's EDI details, which its 834 files need, and the way
 * to the files it was sent.
 */
export function CarriersPage() {
  return (
    <AdminPage
      heading={HEADING}
      intro="Every night each company's changes go to its carriers: an 834 enrollment file for medical, dental, vision and disability, a census file for life. An 834 names the carrier by its FEIN."
    >
      <CarrierList />
    </AdminPage>
  );
}
