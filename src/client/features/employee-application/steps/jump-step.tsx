import '@mantine/core/styles/List.css';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import { Link } from 'react-router';
import { useStepPath } from '../lib/step-navigation';

const HEADING = 'Jump to a step';

/** /jump (spec 1 §2): a link to every step. */
export function JumpStep() {
  usePageTitle(HEADING);
  const pathFor = useStepPath();
  return (
    <Stack gap="md">
      <Title order={1}>{HEADING}</Title>
      <Text c="dimmed">Every step of the application, in order.</Text>
      <List spacing="xs">
        {APPLICATION_FLOW.jump?.steps.map((step) => (
          <List.Item key={step}>
            <Anchor component={Link} to={pathFor(step)}>
              {APPLICATION_FLOW.labels[step]}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
