import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Facts } from '@client/components/facts';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PlanDocumentLinks } from '@client/components/plan-document-links';
import { usePageTitle } from '@client/lib/page-title';
import { useSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { COVERAGE_TYPE_LABELS, type CoverageType } from '@shared/domain/enums';
import { describePlanFurther, summarizePlan } from '@shared/domain/plan-details/plan-details';
import type { HealthPlanDetails, PlanDetail, PlanYear } from '@shared/schemas/plan-details';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import { Link, useLocation, useParams } from 'react-router';
import { z } from 'zod';
import {
  healthPlanDetailQueryOptions,
  healthPlanDetailsQueryOptions,
  useUploadPlanSbc,
} from '../api/get-health-plan-details';
import { DashboardSection } from '../components/dashboard-section';
import { formatIsoDay, POLICY_STATE_LABELS } from '../lib/dashboard-text';
import { useDashboardCompany } from '../lib/use-dashboard-company';

const HEADING = 'Health plan details';
const BASE = '/employer-dashboard/health-plan-details';

const lineTitle = (type: CoverageType) => {
  const label = COVERAGE_TYPE_LABELS[type];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} plans`;
};

/**
 * /employer-dashboard/health-plan-details and …/{plan year id}/{plan id} (decision 0029): the plans the
 * current plan year offers by line, or one plan of a plan year with everything known about it.
 */
export function HealthPlanDetailsPage() {
  const { companyPolicyId, planId } = useParams();
  const company = useDashboardCompany();
  if (!company)
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  if (companyPolicyId && planId)
    return <PlanPage companyId={company.id} companyPolicyId={companyPolicyId} planId={planId} />;
  return <PlanList companyId={company.id} />;
}

function PlanYearFacts({ planYear }: { planYear: PlanYear }) {
  return (
    <Facts
      items={[
        ['Status', POLICY_STATE_LABELS[planYear.status]],
        ['Effective', formatIsoDay(planYear.effectiveAt)],
        ['Renews', formatIsoDay(planYear.renewalAt)],
      ]}
    />
  );
}

function PlanList({ companyId }: { companyId: string }) {
  usePageTitle(HEADING);
  const details = useSuspenseQuery(healthPlanDetailsQueryOptions(companyId)).data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text c="dimmed">
          The plans your employees can choose this plan year, with each plan's summary of benefits and
          coverage.
        </Text>
      </Stack>
      {details.planYear ? (
        <DashboardSection title="Plan year">
          <PlanYearFacts planYear={details.planYear} />
        </DashboardSection>
      ) : (
        <Text>Your company has no plan year yet.</Text>
      )}
      {details.planYear && details.lines.length === 0 && <Text>This plan year offers no plans yet.</Text>}
      {details.planYear &&
        details.lines.map((line) => (
          <LineSection key={line.coverageType} line={line} planYearId={details.planYear!.id} />
        ))}
    </Stack>
  );
}

function PlanLink({ plan, planYearId }: { plan: PlanDetail; planYearId: string }) {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={`${BASE}/${planYearId}/${plan.id}${search}`} fw={600}>
      {plan.name}
    </Anchor>
  );
}

/** One line's plans: a table from the sm breakpoint, cards on a phone. */
function LineSection({ line, planYearId }: { line: HealthPlanDetails['lines'][number]; planYearId: string }) {
  const labels = summarizePlan(line.plans[0]!).map((fact) => fact.label);
  return (
    <DashboardSection title={lineTitle(line.coverageType)}>
      <Table visibleFrom="sm" striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col">Carrier</Table.Th>
            {labels.map((label) => (
              <Table.Th scope="col" key={label}>
                {label}
              </Table.Th>
            ))}
            <Table.Th scope="col">Plan documents</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {line.plans.map((plan) => (
            <Table.Tr key={plan.id}>
              <Table.Th scope="row">
                <PlanLink plan={plan} planYearId={planYearId} />
              </Table.Th>
              <Table.Td>{plan.carrier}</Table.Td>
              {summarizePlan(plan).map((fact) => (
                <Table.Td key={fact.label}>{fact.value}</Table.Td>
              ))}
              <Table.Td>
                <PlanDocumentLinks documents={plan} planName={plan.name} coverageType={plan.coverageType} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {line.plans.map((plan) => (
          <Paper component="li" key={plan.id} withBorder p="md" radius="md">
            <Stack gap={4} align="flex-start">
              <PlanLink plan={plan} planYearId={planYearId} />
              <Text size="sm">Carrier: {plan.carrier}</Text>
              {summarizePlan(plan).map((fact) => (
                <Text key={fact.label} size="sm">
                  {fact.label}: {fact.value}
                </Text>
              ))}
              <PlanDocumentLinks documents={plan} planName={plan.name} coverageType={plan.coverageType} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </DashboardSection>
  );
}

function PlanPage({
  companyId,
  companyPolicyId,
  planId,
}: {
  companyId: string;
  companyPolicyId: string;
  planId: string;
}) {
  const { plan, planYear } = useSuspenseQuery(
    healthPlanDetailQueryOptions(companyId, companyPolicyId, planId),
  ).data;
  usePageTitle(plan.name);
  const { search } = useLocation();
  const facts = [...summarizePlan(plan), ...describePlanFurther(plan)];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`${BASE}${search}`} size="sm">
        Back to health plan details
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{plan.name}</Title>
        <Text c="dimmed">
          {plan.carrier} · {lineTitle(plan.coverageType).replace(/ plans$/, '')}
          {plan.isBasePlan ? ' · the base plan of its line' : ''}
        </Text>
      </Stack>
      <DashboardSection title="Plan details">
        <Facts items={facts.map((fact) => [fact.label, fact.value] as const)} />
      </DashboardSection>
      {plan.benefits.length > 0 && (
        <DashboardSection title="Benefits">
          <Stack component="ul" gap={4} m={0} pl="md">
            {plan.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </Stack>
        </DashboardSection>
      )}
      <DashboardSection title="Plan documents">
        <PlanDocumentLinks documents={plan} planName={plan.name} coverageType={plan.coverageType} />
        <SbcUploadForm companyId={companyId} companyPolicyId={companyPolicyId} plan={plan} />
      </DashboardSection>
      <DashboardSection title="Plan year">
        <PlanYearFacts planYear={planYear} />
      </DashboardSection>
    </Stack>
  );
}

/** The SBC document the company's broker or operations upload (decision 0070): a PDF of at most 10 MB. */
const SBC_LIMITS = { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] } as const;
const sbcFormSchema = z.object({
  file: z.custom<File>(
    (value) => value instanceof File,
    'Choose the summary of benefits and coverage (PDF).',
  ),
});
type SbcForm = { file: File | null };

function SbcUploadForm({
  companyId,
  companyPolicyId,
  plan,
}: {
  companyId: string;
  companyPolicyId: string;
  plan: PlanDetail;
}) {
  const role = useSession()?.account.role;
  const form = useKitForm<SbcForm>({
    resolver: zodResolver(sbcFormSchema) as unknown as Resolver<SbcForm>,
    defaultValues: { file: null },
  });
  const errors = useFormErrors(form);
  const upload = useUploadPlanSbc(companyId, companyPolicyId, plan.id);
  if (role !== 'broker' && role !== 'operations') return null;
  const onSubmit = async (values: SbcForm) => {
    errors.clearError();
    try {
      await upload.mutateAsync(values.file!);
      form.reset({ file: null });
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <Text size="sm" mt="sm">
        {plan.sbc?.kind === 'document'
          ? "Upload a newer copy to replace the company's document."
          : "Upload the company's copy of the summary of benefits and coverage; it is shown before the carrier's link."}
      </Text>
      <FileUploadField
        name="file"
        label="Summary of benefits and coverage (PDF)"
        limits={SBC_LIMITS}
        maw={480}
      />
      <Group>
        <Button type="submit" loading={upload.isPending}>
          Upload document
        </Button>
      </Group>
    </Form>
  );
}
