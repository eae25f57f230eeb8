import '@mantine/core/styles/Tabs.css';
import { Facts } from '@client/components/facts';
import { ResponsiveList } from '@client/components/responsive-list';
import { Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { COVERAGE_TYPE_LABELS } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import type { Costs, PlanSuite } from '@shared/schemas/renewal-suites';
import { ComparisonData } from '../components/comparison-data';
import { ComparisonFrame } from '../components/comparison-frame';
import { COST_LABELS, formatChange } from '../components/money';

const TITLE = 'Detailed costs comparison';
const FIGURES = ['premium', 'companyContribution', 'employeeDeduction'] as const;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * /renewal-suites-comparison/detailed-costs-comparison (docs/spec/3): per renewal suite, its monthly figures against
 * the current package's, what each of its plans costs, and what each employee's coverage costs (names only).
 */
export function CostsComparisonPage() {
  return (
    <ComparisonFrame
      title={TITLE}
      intro="What each renewal package costs a month in all, per plan and per employee, against your current package."
    >
      {(company) => (
        <ComparisonData token={company.idToken}>
          {({ current, suites }) =>
            suites.length === 0 ? (
              <Text>There are no renewal packages yet.</Text>
            ) : (
              <Tabs defaultValue={suites[0]!.id} keepMounted={false}>
                <Tabs.List aria-label="Renewal packages">
                  {suites.map((s) => (
                    <Tabs.Tab key={s.id} value={s.id}>
                      {s.shortName}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {suites.map((s) => (
                  <Tabs.Panel key={s.id} value={s.id} pt="md">
                    <SuiteCosts current={current} suite={s} />
                  </Tabs.Panel>
                ))}
              </Tabs>
            )
          }
        </ComparisonData>
      )}
    </ComparisonFrame>
  );
}

function SuiteCosts({ current, suite }: { current: PlanSuite; suite: PlanSuite }) {
  const now = current.currentPlanSuiteCosts!;
  const next = suite.renewalPlanSuiteCosts!;
  const plans = new Map((suite.plans ?? []).map((p) => [p.id, p]));
  const before = new Map((current.currentEmployeeCosts ?? []).map((e) => [e.employeeId, e]));
  const cells = (costs: Costs) => FIGURES.map((f) => formatCents(costs[f]));
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {suite.shortName} against your current package
        </Title>
        <ResponsiveList
          items={FIGURES}
          itemKey={(f) => f}
          headers={['Figure', 'Current package', suite.shortName, 'Change']}
          row={(f) => (
            <>
              <Table.Th scope="row">{COST_LABELS[f]}</Table.Th>
              <Table.Td>{formatCents(now[f])}</Table.Td>
              <Table.Td>{formatCents(next[f])}</Table.Td>
              <Table.Td>{formatChange(next[f] - now[f])}</Table.Td>
            </>
          )}
          card={(f) => (
            <>
              <Text fw={600}>{COST_LABELS[f]}</Text>
              <Facts
                items={[
                  ['Current package', formatCents(now[f])],
                  [suite.shortName, formatCents(next[f])],
                  ['Change', formatChange(next[f] - now[f])],
                ]}
              />
            </>
          )}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Costs per plan
        </Title>
        <Text size="sm" c="dimmed">
          What each plan would cost a month if everyone covered on its line took it.
        </Text>
        <ResponsiveList
          items={suite.renewalPlanCosts ?? []}
          itemKey={(p) => p.planId}
          headers={[
            'Plan',
            'Line',
            COST_LABELS.premium,
            COST_LABELS.companyContribution,
            COST_LABELS.employeeDeduction,
          ]}
          row={(p) => {
            const plan = plans.get(p.planId);
            return (
              <>
                <Table.Th scope="row">{plan?.full_display_name ?? p.planId}</Table.Th>
                <Table.Td>{plan ? capitalized(COVERAGE_TYPE_LABELS[plan.type]) : ''}</Table.Td>
                {cells(p).map((c, i) => (
                  <Table.Td key={FIGURES[i]}>{c}</Table.Td>
                ))}
              </>
            );
          }}
          card={(p) => {
            const plan = plans.get(p.planId);
            return (
              <>
                <Text fw={600}>{plan?.full_display_name ?? p.planId}</Text>
                <Facts
                  items={[
                    ['Line', plan ? capitalized(COVERAGE_TYPE_LABELS[plan.type]) : ''],
                    ...FIGURES.map((f) => [COST_LABELS[f], formatCents(p[f])] as const),
                  ]}
                />
              </>
            );
          }}
        />
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Costs per employee
        </Title>
        <Text size="sm" c="dimmed">
          Each employee's coverage with the family members they cover today, moved to this package's plans.
        </Text>
        <ResponsiveList
          items={suite.renewalEmployeeCosts ?? []}
          itemKey={(e) => e.employeeId}
          headers={[
            'Employee',
            'Current employee deduction',
            COST_LABELS.premium,
            COST_LABELS.companyContribution,
            COST_LABELS.employeeDeduction,
          ]}
          row={(e) => (
            <>
              <Table.Th scope="row">{e.name}</Table.Th>
              <Table.Td>{formatCents(before.get(e.employeeId)?.employeeDeduction ?? 0)}</Table.Td>
              {cells(e).map((c, i) => (
                <Table.Td key={FIGURES[i]}>{c}</Table.Td>
              ))}
            </>
          )}
          card={(e) => (
            <>
              <Text fw={600}>{e.name}</Text>
              <Facts
                items={[
                  [
                    'Current employee deduction',
                    formatCents(before.get(e.employeeId)?.employeeDeduction ?? 0),
                  ],
                  ...FIGURES.map((f) => [COST_LABELS[f], formatCents(e[f])] as const),
                ]}
              />
            </>
          )}
        />
      </Stack>
    </Stack>
  );
}
