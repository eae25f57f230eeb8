import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { STEP_LABELS } from '@shared/domain/steps/steps';
import { Link } from 'react-router';
import { useWizardPaths } from '../lib/step-navigation';

/**
 * Operations returned the application (decision 0078): their reason and the fields they asked to change, each
 * a link to its step, on every step of the application until it is signed again. Nothing otherwise.
 */
export function ReturnedBanner() {
  const { record, pathFor, steps } = useWizardPaths();
  const returned = record.employeePolicy.returned;
  if (!returned) return null;
  const mine = record.adminMode ? 'This application' : 'Your application';
  return (
    <Alert color="red" variant="light" title={`${mine} was returned for changes`}>
      <Stack gap="xs">
        <Text size="sm">
          <Text span fw={600}>
            Reason:
          </Text>{' '}
          {returned.reason}
        </Text>
        {returned.fields.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              Please check and change:
            </Text>
            <List size="sm" spacing={4}>
              {returned.fields.map((f) => (
                <List.Item key={f.field}>
                  {steps.includes(f.step) ? (
                    <Anchor component={Link} to={pathFor(f.step)} size="sm">
                      {f.label}
                    </Anchor>
                  ) : (
                    f.label
                  )}{' '}
                  <Text span size="sm" c="dimmed">
                    ({STEP_LABELS[f.step]})
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Text size="sm">When it is right, sign the application again: it goes back for approval.</Text>
      </Stack>
    </Alert>
  );
}
