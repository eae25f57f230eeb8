import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COVERAGE_TYPE_LABELS, COVERAGE_TYPES } from '@shared/domain/enums';
import { describeNetworkMoveCount } from '@shared/domain/renewal/network-change';
import type {
  Costs,
  MedicalPlanMappingsResponse,
  PlanSuite,
  SuitePlan,
} from '@shared/schemas/renewal-suites';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatIsoDay } from '../../employer-dashboard/lib/dashboard-text';
import { useSelectRenewalSuite } from '../api';
import { ComparisonData } from '../components/comparison-data';
import { ComparisonFrame } from '../components/comparison-frame';
import { ErrorPanel } from '../components/error-panel';
import { CostFacts, formatChange } from '../components/money';

/** docs/spec/3 §8: the action the selection's error panel names. */
export const SELECT_ACTION = 'Select renewal suite';
const TITLE = 'Compare renewal packages';

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * /renewal-suites-comparison (and /employer-renewal, /employer-renewal/overview): the current package against
 * each renewal suite, each priced for the company's census, with a Select Package button per suite (docs/spec/3).
 */
export function ComparisonPage() {
  return (
    <ComparisonFrame
      title={TITLE}
      intro="Your current package and the renewal packages your broker prepared, priced for your employees and the family members they cover. Figures are per month."
    >
      {(company) => (
        <ComparisonData token={company.idToken}>
          {(data) => <Packages token={company.idToken} {...data} />}
        </ComparisonData>
      )}
    </ComparisonFrame>
  );
}

function Packages({
  token,
  mappings,
  current,
  suites,
}: {
  token: string;
  mappings: MedicalPlanMappingsResponse;
  current: PlanSuite;
  suites: PlanSuite[];
}) {
  const navigate = useNavigate();
  const select = useSelectRenewalSuite(token);
  const [choosing, setChoosing] = useState<string | null>(null);
  const { renewal } = mappings;
  const open = renewal.status === 'open';
  const currentCosts = current.currentPlanSuiteCosts!;

  const choose = (planSuiteId: string) => {
    setChoosing(planSuiteId);
    select.mutate(
      { plan_suite_id: planSuiteId, version: renewal.version },
      // docs/spec/3 §4: on success the app goes to the address the server returns.
      { onSuccess: ({ redirect_url }) => navigate(redirect_url), onSettled: () => setChoosing(null) },
    );
  };

  return (
    <Stack gap="lg">
      <Text>
        The new plan year starts on {formatIsoDay(renewal.effectiveAt)}.{' '}
        {open
          ? 'Choose the package you want to renew with.'
          : 'This renewal is no longer open, so its package can no longer change.'}
      </Text>
      {select.isError ? <ErrorPanel action={SELECT_ACTION} error={select.error} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <PackageCard title="Current package" costs={currentCosts} plans={current.plans ?? []} />
        {suites.map((suite) => (
          <PackageCard
            key={suite.id}
            title={suite.shortName}
            costs={suite.renewalPlanSuiteCosts!}
            against={currentCosts}
            plans={suite.plans ?? []}
            networkChanges={suite.networkChanges ?? []}
            selected={renewal.selectedPlanSuiteId === suite.id}
            action={(describedBy) => (
              <Button
                fullWidth
                mt="auto"
                aria-describedby={describedBy}
                loading={choosing === suite.id}
                // docs/spec/3 §4: disabled while a selection is being sent.
                disabled={!open || select.isPending}
                onClick={() => choose(suite.id)}
              >
                Select Package
              </Button>
            )}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PackageCard({
  title,
  costs,
  against,
  plans,
  networkChanges = [],
  selected = false,
  action,
}: {
  title: string;
  costs: Costs;
  against?: Costs;
  plans: SuitePlan[];
  networkChanges?: NonNullable<PlanSuite['networkChanges']>;
  selected?: boolean;
  action?: (describedBy: string) => ReactNode;
}) {
  const titleId = useId();
  const lines = COVERAGE_TYPES.filter((type) => plans.some((p) => p.type === type));
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" radius="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {selected ? <Badge variant="light">Selected</Badge> : null}
        </Group>
        <CostFacts costs={costs} />
        {against ? (
          <Text size="sm">
            Company contribution against current:{' '}
            {formatChange(costs.companyContribution - against.companyContribution)}
          </Text>
        ) : null}
        <Title order={3} size="h5">
          Plans
        </Title>
        {lines.length === 0 ? (
          <Text size="sm">No plans.</Text>
        ) : (
          <List size="sm" spacing={4}>
            {lines.map((type) => (
              <List.Item key={type}>
                <Text span fw={600} size="sm">
                  {capitalized(COVERAGE_TYPE_LABELS[type])}:
                </Text>{' '}
                {plans
                  .filter((p) => p.type === type)
                  .map((p) => p.full_display_name)
                  .join('; ')}
              </List.Item>
            ))}
          </List>
        )}
        {networkChanges.length > 0 ? (
          <Alert color="brand" variant="light" title="Network changes" role="note" p="xs">
            <List size="sm" spacing={4}>
              {networkChanges.map((count) => (
                <List.Item key={`${count.coverageType} ${count.from} ${count.to}`}>
                  {describeNetworkMoveCount(count)}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {action ? action(titleId) : null}
      </Stack>
    </Paper>
  );
}
