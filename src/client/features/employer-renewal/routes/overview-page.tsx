import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SimpleGrid.css';
import { PlanDocumentLinks } from '@client/components/plan-document-links';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { SERVICE_LINE_LABELS, SERVICE_LINES } from '@shared/domain/enums';
import type { PlanCard } from '@shared/schemas/renewal';
import { CarrierGroupNumbers } from '../components/carrier-group-numbers';
import { RenewalFrame, RenewalNav } from '../components/renewal-frame';
import { formatTotalCost, listCardFacts } from '../lib/plan-card-facts';
import { employerRenewalWizard } from '../wizard';

/**
 * …/renewal/overview (docs/spec/2 §2.4): the package's plans per line, each card with the spec's labels, its summary
 * of benefits and coverage, and its total cost: the company's census priced on the plan by the engine (what
 * each covered employee's application would show, under the renewal's contributions), never a placeholder;
 * then the package's carriers' group numbers and plan codes for the new plan year (decision 0073).
 */
export function OverviewPage() {
  const { nextPath } = employerRenewalWizard.useStepNavigation('overview');
  return (
    <RenewalFrame title="Renewal Overview" subtitle="These are your plans for the upcoming policy.">
      {(record, token) => (
        <Stack gap="xl">
          {SERVICE_LINES.filter((line) => record.plans[line].length > 0).map((line) => (
            <Stack component="section" key={line} gap="sm" aria-labelledby={`line-${line}`}>
              <Title order={2} size="h3" id={`line-${line}`}>
                {SERVICE_LINE_LABELS[line]}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {record.plans[line].map((plan) => (
                  <PlanCardView key={plan.id} plan={plan} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            Total cost is the monthly premium of everyone covered on the line today, with the dependents they
            cover, priced on that plan for the new plan year.
          </Text>
          <CarrierGroupNumbers companyIdToken={token} />
          <RenewalNav back="/employer-dashboard" next={nextPath ?? undefined} />
        </Stack>
      )}
    </RenewalFrame>
  );
}

function PlanCardView({ plan }: { plan: PlanCard }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={`plan-card-${plan.id}`}>
      <Stack gap="xs">
        <Stack gap={0}>
          <Title order={3} size="h5">
            {plan.name}
          </Title>
          <Text size="sm" c="dimmed">
            {plan.carrier_name}
          </Text>
        </Stack>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            {listCardFacts(plan.service_line, plan).map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={400} p={0}>
                  {label}
                </Table.Th>
                <Table.Td ta="right" p={0}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row" fw={600} p={0}>
                Total cost
              </Table.Th>
              <Table.Td ta="right" p={0} fw={600} data-total-cost={plan.total_cost}>
                {formatTotalCost(plan)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <PlanDocumentLinks
          documents={{
            sbc: plan.sbc,
            providerDirectoryUrl: plan.provider_directory_url,
            formularyUrl: plan.formulary_url,
          }}
          planName={plan.name}
          coverageType={plan.service_line}
        />
      </Stack>
    </Paper>
  );
}
