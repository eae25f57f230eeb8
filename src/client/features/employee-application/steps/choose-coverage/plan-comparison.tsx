import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Box, Fieldset, Input, Radio, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PlanView } from '@shared/schemas/plans';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { CURRENT_PLAN_LABEL, CurrentPlanBadge } from './current-plan-badge';
import type { MonthlyCost as MonthlyCostValue } from './lib/plan-costs';
import type { PlanRow } from './lib/plan-rows';
import { MonthlyCost } from './monthly-cost';
import { PlanCellValue } from './plan-cell-value';
import classes from './plan-comparison.module.css';
import { PlanEligibility } from './plan-eligibility';
import { PlanName } from './plan-name';
import { Recommendations } from './recommendations';
import { hasPlanDocuments, SbcLink } from './sbc-link';

interface PlanComparisonProps {
  /** "medical", "term life"… */
  typeLabel: string;
  plans: readonly PlanView[];
  rows: readonly PlanRow[];
  costs: readonly MonthlyCostValue[];
  costLabel: string;
  selectedPlanId: string | null;
  onSelect: (planId: string) => void;
  isSelectable: (plan: PlanView) => boolean;
  /** On a renewal, the plan continuing the employee's current one (marked "Your current plan"). */
  currentPlanId?: string | null;
  error?: string;
}

/**
 * Several plans side by side, one column each, with a radio per plan to choose it. Wider than a phone, the
 * table scrolls sideways inside its own focusable, labelled region, never the page; on a phone the next
 * plan's column shows at the edge and a line says how many plans there are.
 */
export function PlanComparison(props: PlanComparisonProps) {
  const { typeLabel, plans, rows, costs, costLabel, selectedPlanId, onSelect, isSelectable, error } = props;
  const currentPlanId = props.currentPlanId ?? null;
  const name = useId();
  const errorId = `${name}-error`;
  const row = (key: string, label: ReactNode, cell: (plan: PlanView, index: number) => ReactNode) => (
    <Table.Tr key={key}>
      <Table.Th scope="row" className={classes.rowLabel}>
        {label}
      </Table.Th>
      {plans.map((plan, index) => (
        <Table.Td key={plan.id}>{cell(plan, index)}</Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Fieldset
      variant="unstyled"
      // A fieldset is as wide as its content unless told otherwise: the table must scroll inside it instead.
      miw={0}
      legend={`Choose your ${typeLabel} plan`}
      aria-describedby={error ? errorId : undefined}
      data-error={error ? true : undefined}
      styles={{ legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      {plans.length > 1 && (
        <Text size="sm" c="dimmed" mb="xs" hiddenFrom="sm">
          {plans.length} plans: scroll the table sideways to compare them all.
        </Text>
      )}
      <Box
        role="region"
        aria-label={`Compare ${typeLabel} plans`}
        tabIndex={0}
        className="mantine-focus-auto"
        // Relative, so visually hidden text inside (absolutely positioned) scrolls with the table, not the page.
        pos="relative"
        style={{ overflowX: 'auto' }}
      >
        <Table
          className={classes.table}
          style={{ '--plans': plans.length } as CSSProperties}
          layout="fixed"
          verticalSpacing="sm"
          withRowBorders
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={`${classes.firstColumn} ${classes.rowLabel}`}>
                <VisuallyHidden>Plan</VisuallyHidden>
              </Table.Th>
              {plans.map((plan) => (
                <Table.Th key={plan.id} scope="col" className={classes.planColumn}>
                  <PlanName plan={plan} />
                  {plan.id === currentPlanId && (
                    <Box mt={4}>
                      <CurrentPlanBadge />
                    </Box>
                  )}
                  <Radio
                    mt="xs"
                    name={name}
                    value={plan.id}
                    checked={selectedPlanId === plan.id}
                    onChange={() => onSelect(plan.id)}
                    disabled={!isSelectable(plan)}
                    error={Boolean(error)}
                    label={
                      <>
                        Choose
                        <VisuallyHidden>
                          {` ${plan.display_name}`}
                          {plan.id === currentPlanId ? `, ${CURRENT_PLAN_LABEL.toLowerCase()}` : ''}
                        </VisuallyHidden>
                      </>
                    }
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row('eligibility', 'Eligibility', (plan) => (
              <PlanEligibility plan={plan} />
            ))}
            {plans.some((p) => p.recommendation.length > 0) &&
              row('recommendation', 'Recommended for', (plan) => <Recommendations plan={plan} />)}
            {row('cost', costLabel, (plan, i) => (
              <MonthlyCost plan={plan} cost={costs[i] ?? { kind: 'pending' }} />
            ))}
            {rows.map((r) => row(r.id, r.label, (_plan, i) => <PlanCellValue value={r.values[i] ?? '—'} />))}
            {plans.some(hasPlanDocuments) && row('sbc', 'Plan documents', (plan) => <SbcLink plan={plan} />)}
          </Table.Tbody>
        </Table>
      </Box>
      {error && (
        <Input.Error id={errorId} mt="xs">
          {error}
        </Input.Error>
      )}
    </Fieldset>
  );
}
