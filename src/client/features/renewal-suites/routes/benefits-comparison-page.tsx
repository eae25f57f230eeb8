import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Tabs.css';
import { Facts } from '@client/components/facts';
import { PlanDocumentLinks } from '@client/components/plan-document-links';
import { Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { PlanSuite, SuitePlan } from '@shared/schemas/renewal-suites';
import { useId } from 'react';
import { ComparisonData } from '../components/comparison-data';
import { ComparisonFrame } from '../components/comparison-frame';

const TITLE = 'Detailed benefits comparison';

const formatDeductible = (dollars: number | null) =>
  dollars === null ? 'Not given' : `$${dollars.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * /renewal-suites-comparison/detailed-benefits-comparison (docs/spec/3): a tab per medical plan mapping, each
 * setting the current plan beside the plan that replaces it in each renewal suite, each with its documents
 * (the company's SBC, else the carrier's). Mantine's tabs take the arrow keys, Home and End.
 */
export function BenefitsComparisonPage() {
  return (
    <ComparisonFrame
      title={TITLE}
      intro="For each of your current medical plans, the plan that replaces it in each renewal package."
    >
      {(company) => (
        <ComparisonData token={company.idToken}>
          {({ mappings, current, suites }) => {
            const tabs = mappings.medicalPlanMappings;
            if (tabs.length === 0) return <Text>There are no medical plans to compare.</Text>;
            return (
              <Tabs defaultValue={tabs[0]!.id} keepMounted={false}>
                <Tabs.List aria-label="Current medical plans">
                  {tabs.map((m) => (
                    <Tabs.Tab key={m.id} value={m.id}>
                      {m.name}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {tabs.map((m) => (
                  <Tabs.Panel key={m.id} value={m.id} pt="md">
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                      <PlanCard
                        packageName="Current package"
                        plan={current.plans?.find((p) => p.id === m.planID) ?? null}
                      />
                      {suites.map((suite) => (
                        <PlanCard
                          key={suite.id}
                          packageName={suite.shortName}
                          plan={planOf(suite, m.items.find((i) => i.planSuiteID === suite.id)?.planID)}
                        />
                      ))}
                    </SimpleGrid>
                  </Tabs.Panel>
                ))}
              </Tabs>
            );
          }}
        </ComparisonData>
      )}
    </ComparisonFrame>
  );
}

const planOf = (suite: PlanSuite, planId: string | undefined) =>
  (planId && suite.plans?.find((p) => p.id === planId)) || null;

function PlanCard({ packageName, plan }: { packageName: string; plan: SuitePlan | null }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {packageName}
        </Title>
        {plan ? (
          <>
            <Text fw={600}>{plan.full_display_name}</Text>
            <Text size="sm" c="dimmed">
              {plan.carrierName}
            </Text>
            <Facts
              items={[
                ['Deductible', formatDeductible(plan.deductible)],
                ['Primary care visit', plan.estimated_costs.pcp_visit ?? 'Not given'],
                ['Generic drugs', plan.estimated_costs.generic_drugs ?? 'Not given'],
                ['Urgent care', plan.estimated_costs.urgent_care ?? 'Not given'],
              ]}
            />
            <PlanDocumentLinks
              documents={{
                sbc: plan.sbc,
                providerDirectoryUrl: plan.provider_directory_url,
                formularyUrl: plan.formulary_url,
              }}
              planName={plan.full_display_name}
              coverageType={plan.type}
            />
          </>
        ) : (
          <Text size="sm">No plan replaces this one in this package.</Text>
        )}
      </Stack>
    </Paper>
  );
}
