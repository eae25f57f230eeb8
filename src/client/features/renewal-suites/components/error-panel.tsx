import { isApiError } from '@client/lib/api-client';
import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * docs/spec/3's error panel: names the action that failed ("Select renewal suite", a fetch of the suites or the
 * mappings) with the server's message, and offers to try again (or to reload when another window changed it).
 */
export function ErrorPanel({
  action,
  error,
  onRetry,
}: {
  action: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const message = isApiError(error) ? error.error : 'Something went wrong. Please try again.';
  const stale = isApiError(error) && error.code === 'version_conflict';
  return (
    <Alert color="red" variant="light" role="alert" title={action}>
      <Text size="sm">{message}</Text>
      {stale || onRetry ? (
        <Group mt="xs">
          <Button size="xs" onClick={stale ? () => window.location.reload() : onRetry}>
            {stale ? 'Reload' : 'Try again'}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
