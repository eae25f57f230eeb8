import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Facts } from '@client/components/facts';
import { SbcLink } from '@client/components/sbc-link';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { COVERAGE_TYPE_LABELS, type CoverageType } from '@shared/domain/enums';
import { describePlanFurther, summarizePlan } from '@shared/domain/plan-details/plan-details';
import type { HealthPlanDetails, PlanDetail, PlanYear } from '@shared/schemas/plan-details';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { healthPlanDetailQueryOptions, healthPlanDetailsQueryOptions } from '../api/get-health-plan-details';
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
            <Table.Th scope="col">Summary of benefits</Table.Th>
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
                <SbcLink sbc={plan.sbc} planName={plan.name} />
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
              <SbcLink sbc={plan.sbc} planName={plan.name} />
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
      <DashboardSection title="Summary of benefits and coverage">
        <SbcLink sbc={plan.sbc} planName={plan.name} />
      </DashboardSection>
      <DashboardSection title="Plan year">
        <PlanYearFacts planYear={planYear} />
      </DashboardSection>
    </Stack>
  );
}
