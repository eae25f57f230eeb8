import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Card.css';
import { Dialog } from '@client/components/dialog';
import { Facts } from '@client/components/facts';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { COVERAGE_TYPES, SERVICE_LINE_LABELS } from '@shared/domain/enums';
import { PLAN_LINK_LABELS, type PlanLinkField, planLinkFieldsOf } from '@shared/domain/plans/plan-documents';
import {
  type CatalogPlan,
  type PlanDocumentLinksRequest,
  planDocumentLinksRequestSchema,
} from '@shared/schemas/plan-documents';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { planCatalogQueryOptions, useSavePlanLinks } from '../api/plans';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';

const HEADING = 'Plans and their documents';

const lineLabel = (type: CatalogPlan['coverageType']) =>
  (SERVICE_LINE_LABELS as Record<string, string>)[type] ??
  `${type.charAt(0).toUpperCase()}${type.slice(1).replaceAll('_', ' ')}`;

const FIELD_HINTS: Record<PlanLinkField, string> = {
  sbcUrl: "The carrier's page or PDF of the plan's summary of benefits and coverage.",
  providerDirectoryUrl:
    "The carrier's search for the doctors, dentists or eye doctors in the plan's network.",
  formularyUrl: "The carrier's list of the drugs the plan covers.",
};

type LinksForm = { sbcUrl: string; providerDirectoryUrl: string; formularyUrl: string; version: number };

function LinksEditor({ plan, onSaved }: { plan: CatalogPlan; onSaved: () => void }) {
  const form = useKitForm<LinksForm>({
    resolver: zodResolver(planDocumentLinksRequestSchema) as unknown as Resolver<LinksForm>,
    defaultValues: {
      sbcUrl: plan.sbcUrl ?? '',
      providerDirectoryUrl: plan.providerDirectoryUrl ?? '',
      formularyUrl: plan.formularyUrl ?? '',
      version: plan.version,
    },
  });
  const errors = useFormErrors(form);
  const save = useSavePlanLinks(plan.id);
  const onSubmit = async (values: LinksForm) => {
    // The resolver has turned '' into null (no link).
    if (await errors.attempt(() => save.mutateAsync(values as unknown as PlanDocumentLinksRequest)))
      onSaved();
  };
  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      {planLinkFieldsOf(plan.coverageType).map((field) => (
        <TextField
          key={field}
          name={field}
          label={PLAN_LINK_LABELS[field]}
          description={`${FIELD_HINTS[field]} An https address; leave empty for none.`}
          type="url"
          inputMode="url"
          autoComplete="off"
        />
      ))}
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save links
        </Button>
      </Group>
    </Form>
  );
}

function LinkFact({ href }: { href: string | null }) {
  if (!href) return 'None';
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="always"
      style={{ overflowWrap: 'anywhere' }}
    >
      {href}
    </Anchor>
  );
}

function PlanCard({ plan }: { plan: CatalogPlan }) {
  const [editing, setEditing] = useState(false);
  return (
    <AdminCard heading={plan.name} order={3} size="h5">
      <Facts
        items={[
          ['Carrier', plan.carrier],
          ['State', plan.state],
          ['Network type', plan.networkType ?? 'Not provided'],
          ...planLinkFieldsOf(plan.coverageType).map(
            (field) => [PLAN_LINK_LABELS[field], <LinkFact key={field} href={plan[field]} />] as const,
          ),
        ]}
      />
      <Group>
        <Button variant="outline" onClick={() => setEditing(true)}>
          {`Edit links for ${plan.name}`}
        </Button>
      </Group>
      <Dialog opened={editing} onClose={() => setEditing(false)} title={`Document links: ${plan.name}`}>
        <LinksEditor plan={plan} onSaved={() => setEditing(false)} />
      </Dialog>
    </AdminCard>
  );
}

function PlanCatalogList() {
  const { plans } = useSuspenseQuery(planCatalogQueryOptions()).data;
  return (
    <Stack gap="xl">
      {COVERAGE_TYPES.filter((type) => plans.some((p) => p.coverageType === type)).map((type) => (
        <Stack key={type} gap="sm" component="section" aria-labelledby={`plans-${type}`}>
          <Title order={2} size="h4" id={`plans-${type}`}>
            {lineLabel(type)}
          </Title>
          <CardList items={plans.filter((p) => p.coverageType === type)} itemKey={(plan) => plan.id}>
            {(plan) => <PlanCard plan={plan} />}
          </CardList>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * /admin/plans (decision 0070): every plan's summary of benefits and coverage, provider directory and formulary
 * links, which every page showing the plan offers. A company's own SBC document is uploaded on its Health plan
 * details.
 */
export function PlansPage() {
  return (
    <AdminPage
      heading={HEADING}
      intro="The carrier's links shown with each plan wherever it appears: the summary of benefits and coverage, the provider directory (medical, dental and vision) and the drug list (medical). A company's own copy of an SBC is uploaded on that company's Health plan details and is shown before the link."
    >
      <PlanCatalogList />
    </AdminPage>
  );
}
