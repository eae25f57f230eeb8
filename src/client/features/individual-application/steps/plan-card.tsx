import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { priceIndividualOption } from '@shared/domain/individual-application/costs';
import { formatCents, toCents } from '@shared/domain/money/money';
import {
  INDIVIDUAL_SEGMENT_LABELS,
  listIndividualCoverageOptions,
} from '@shared/schemas/individual-application';
import type { individualPlanSchema } from '@shared/schemas/plans';
import type { ReactNode } from 'react';
import type { z } from 'zod';

export type IndividualPlan = z.infer<typeof individualPlanSchema>;

export const formatDollars = (dollars: number) => formatCents(toCents(dollars));

/** A term and its value in a plan card's list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One individual plan (docs/spec/3 §3 "Individual plan"): its name and carrier, the monthly cost for the family
 * on file, the cost of each coverage option the family allows, the deductible and annual maximum, the dental
 * benefits of docs/spec/3 §2 (cleanings, cavities, braces, crowns, root canals, extraction, gum cleaning) or eye exam,
 * lenses, frames and contacts (vision), and the fine print sections.
 */
export function IndividualPlanCard({
  plan,
  hasSpouse,
  hasChildren,
  selected,
  action,
}: {
  plan: IndividualPlan;
  hasSpouse: boolean;
  hasChildren: boolean;
  selected: boolean;
  action: ReactNode;
}) {
  const headingId = `plan-${plan.id}`;
  const options = listIndividualCoverageOptions(hasSpouse, hasChildren);
  const dental = plan.type === 'individual_dental';
  const optional = (term: string, value: string | null) =>
    value === null ? null : (
      <Fact term={term} key={term}>
        {value}
      </Fact>
    );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {plan.display_name}
            </Title>
            <Text size="sm" c="dimmed">
              {plan.carrier}
            </Text>
          </div>
          {selected ? (
            <Badge color="brand" variant="filled">
              Selected
            </Badge>
          ) : null}
        </Group>
        <Text>
          <Text span fw={700} size="lg">
            {formatDollars(plan.total_employee_premium)}
          </Text>{' '}
          a month for you and your family on file
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          {options.map((segment) => (
            <Fact term={INDIVIDUAL_SEGMENT_LABELS[segment]} key={segment}>
              {formatDollars(priceIndividualOption(plan.employee_costs, segment))} / month
            </Fact>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          {plan.deductible === null ? null : <Fact term="Deductible">{formatDollars(plan.deductible)}</Fact>}
          {plan.annual_maximum === null ? null : (
            <Fact term="Annual maximum">
              {plan.annual_maximum === 'Unlimited' ? 'Unlimited' : formatDollars(plan.annual_maximum)}
            </Fact>
          )}
          {dental
            ? [
                // docs/spec/3 §2: annual maximum, cleanings, cavities, braces, crowns, root canals, extraction, gum cleaning.
                optional('Cleanings', plan.cleanings),
                optional('Cavities', plan.cavities),
                optional('Braces', plan.braces),
                optional('Crowns', plan.crowns),
                optional('Root canals', plan.root_canals),
                optional('Extraction', plan.extraction),
                optional('Gum cleaning', plan.gum_cleaning),
              ]
            : [
                optional('Eye exam', plan.eye_exam),
                optional('Lenses', plan.lenses),
                optional('Frames', plan.frames),
                optional('Contacts', plan.contacts),
              ]}
        </SimpleGrid>
        {plan.fine_print.length > 0 ? (
          <details>
            <summary>
              <Text span size="sm" fw={600}>
                Fine print
              </Text>
            </summary>
            <Stack gap="xs" mt="xs">
              {plan.fine_print.map((section) => (
                <div key={section.title}>
                  <Text size="sm" fw={600}>
                    {section.title}
                  </Text>
                  <Text size="sm">{section.body}</Text>
                </div>
              ))}
            </Stack>
          </details>
        ) : null}
        <div>{action}</div>
      </Stack>
    </Card>
  );
}
