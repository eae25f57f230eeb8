import '@mantine/core/styles/List.css';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import type { ApplicationStep } from '@shared/domain/steps/steps';
import type { WizardFlow } from '@shared/domain/wizard/wizard';
import { Link } from 'react-router';
import { useStepPath } from '../lib/step-navigation';

const HEADING = 'Jump to a step';

/** /jump (docs/spec/1 §2, docs/spec/2 §2.5): a link to every step the flow's jump page lists. */
export function JumpStep<S extends ApplicationStep = ApplicationStep>({
  flow = APPLICATION_FLOW as unknown as Pick<WizardFlow<S, unknown>, 'jump' | 'labels'>,
  description = 'Every step of the application, in order.',
}: {
  flow?: Pick<WizardFlow<S, unknown>, 'jump' | 'labels'>;
  description?: string;
}) {
  usePageTitle(HEADING);
  const pathFor = useStepPath();
  return (
    <Stack gap="md">
      <Title order={1}>{HEADING}</Title>
      <Text c="dimmed">{description}</Text>
      <List spacing="xs">
        {flow.jump?.steps.map((step) => (
          <List.Item key={step}>
            <Anchor component={Link} to={pathFor(step)}>
              {flow.labels[step]}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
