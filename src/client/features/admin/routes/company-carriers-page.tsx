import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Card.css';
import { Dialog } from '@client/components/dialog';
import { Facts } from '@client/components/facts';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { isApiError } from '@client/lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CarrierFile } from '@shared/schemas/carrier-files';
import {
  type CarrierGroup,
  type CarrierGroupRequest,
  carrierGroupRequestSchema,
} from '@shared/schemas/carrier-identifiers';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  carrierGroupsQueryOptions,
  useGenerateCarrierFile,
  useSaveCarrierGroup,
} from '../api/carrier-groups';
import { carrierFileDownloadPath } from '../api/carriers';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';

const HEADING = "Company's carriers";
const SOURCE_WORDS: Record<NonNullable<CarrierGroup['source']>, string> = {
  broker_of_record: 'from broker of record',
  renewal: 'from the renewal',
  operations: 'set by operations',
};

function NumbersForm({
  companyId,
  carrier,
  onSaved,
}: {
  companyId: string;
  carrier: CarrierGroup;
  onSaved: () => void;
}) {
  const form = useKitForm<CarrierGroupRequest>({
    resolver: zodResolver(carrierGroupRequestSchema),
    defaultValues: {
      groupNumber: carrier.groupNumberOnRecord ?? '',
      planCodes: Object.fromEntries(carrier.plans.map((p) => [p.planId, p.codeOnRecord ?? ''])),
      version: carrier.version,
    },
  });
  const errors = useFormErrors(form);
  const save = useSaveCarrierGroup(companyId, carrier.carrierId);
  const onSubmit = async (values: CarrierGroupRequest) => {
    if (await errors.attempt(() => save.mutateAsync(values))) {
      onSaved();
    }
  };
  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <TextField
        name="groupNumber"
        label="Group number"
        description={`The number ${carrier.carrierName} gave this group. Leave empty to use ours (${carrier.groupNumber}).`}
        autoComplete="off"
      />
      {carrier.plans.map((plan) => (
        <TextField
          key={plan.planId}
          name={`planCodes.${plan.planId}`}
          label={`Plan code: ${plan.planName}`}
          description="The carrier's code for the plan (HD04 of the 834). Leave empty to send the plan's name."
          autoComplete="off"
        />
      ))}
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save numbers
        </Button>
      </Group>
    </Form>
  );
}

function MakeFile({ companyId, carrier }: { companyId: string; carrier: CarrierGroup }) {
  const generate = useGenerateCarrierFile();
  const [made, setMade] = useState<CarrierFile | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const run = async (kind: 'changes' | 'audit') => {
    setMade(null);
    setRefused(null);
    try {
      setMade(await generate.mutateAsync({ companyId, carrierId: carrier.carrierId, kind }));
    } catch (error) {
      setRefused(isApiError(error) ? error.error : 'The file could not be made. Try again.');
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="md">
        <Button onClick={() => run('changes')} loading={generate.isPending}>
          {`Make the 834 for ${carrier.carrierName} now`}
        </Button>
        <Button variant="outline" onClick={() => run('audit')} disabled={generate.isPending}>
          {`Make a full audit file for ${carrier.carrierName}`}
        </Button>
      </Group>
      <div aria-live="polite">
        {made && (
          <Text size="sm">
            {`Made ${made.kind === 'audit' ? 'a full audit file' : 'a changes file'} of ${made.memberCount} ${made.memberCount === 1 ? 'member' : 'members'}. `}
            <Anchor href={carrierFileDownloadPath(made.id)} download underline="always">
              {`Download ${made.fileName}`}
            </Anchor>
          </Text>
        )}
        {refused && (
          <Text size="sm" c="red.9" role="alert">
            {refused}
          </Text>
        )}
      </div>
    </Stack>
  );
}

function CarrierCard({ companyId, carrier }: { companyId: string; carrier: CarrierGroup }) {
  const [editing, setEditing] = useState(false);
  const facts: [string, string][] = [
    [
      'Group number',
      carrier.groupNumberOnRecord
        ? `${carrier.groupNumberOnRecord} (${carrier.source ? SOURCE_WORDS[carrier.source] : 'on record'})`
        : `${carrier.groupNumber} (ours: the carrier's is not on record)`,
    ],
    ...carrier.plans.map((p): [string, string] => [
      `Plan code: ${p.planName}`,
      p.codeOnRecord ?? `Not on record (sends "${p.planCode}")`,
    ]),
  ];
  return (
    <AdminCard heading={carrier.carrierName}>
      <Facts items={facts} />
      <Group gap="md">
        <Button variant="outline" onClick={() => setEditing(true)}>
          {`Edit numbers for ${carrier.carrierName}`}
        </Button>
      </Group>
      <MakeFile companyId={companyId} carrier={carrier} />
      <Dialog opened={editing} onClose={() => setEditing(false)} title={`Numbers: ${carrier.carrierName}`}>
        <NumbersForm companyId={companyId} carrier={carrier} onSaved={() => setEditing(false)} />
      </Dialog>
    </AdminCard>
  );
}

function CarrierList({ companyId }: { companyId: string }) {
  const list = useSuspenseQuery(carrierGroupsQueryOptions(companyId)).data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {list.companyName}
      </Title>
      <CardList
        items={list.carriers}
        itemKey={(carrier) => carrier.carrierId}
        empty="No plan year of this company offers a carrier's plans yet."
      >
        {(carrier) => <CarrierCard companyId={companyId} carrier={carrier} />}
      </CardList>
    </Stack>
  );
}

/**
 * /admin/companies/:companyId/carriers (decision 0069): the group number and plan codes each carrier knows the
 * company by (the ID cards, 834s, payroll exports and invoices show them), and its 834 made now.
 */
export function CompanyCarriersPage() {
  const { companyId = '' } = useParams();
  return (
    <AdminPage
      heading={HEADING}
      back={{ to: '/admin/companies', label: 'Back to companies' }}
      intro="The numbers each carrier knows this company by. The ID cards, the 834 files, the payroll export and the invoices all show them."
    >
      <CarrierList companyId={companyId} />
    </AdminPage>
  );
}
