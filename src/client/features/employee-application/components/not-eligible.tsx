import { usePageTitle } from '@client/lib/page-title';
import { Stack, Text, Title } from '@mantine/core';

/** An employee who may not apply, at their own application (their home): why, instead of a redirect loop. */
export function NotEligible() {
  usePageTitle('Not eligible');
  return (
    <Stack gap="md">
      <Title order={1}>Your benefits application is not available</Title>
      <Text>
        You are not eligible to apply for benefits through your employer at this time. If you think this is a
        mistake, please contact your company administrator.
      </Text>
    </Stack>
  );
}
