import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A secret shown once (a partner API key, decision 0024 and 0033): what to do with it, the key with Copy key,
 * and a button to put it away. Only its first characters are kept in clear afterwards.
 */
export function OneTimeKey({
  title,
  secret,
  testId,
  onDone,
  children,
}: {
  title: string;
  secret: string;
  testId: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <Alert color="brand" variant="light" role="status" title={title}>
      <Stack gap="xs">
        <Text size="sm">{children}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid={testId}>
          {secret}
        </Code>
        <Group>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            I have stored the key
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A partner API key's state: Active, or Revoked (white on the theme's dark shades keeps 4.5:1). */
export function KeyStatusBadge({ revokedAt }: { revokedAt: string | null }) {
  return revokedAt ? (
    <Badge color="dark" variant="filled">
      Revoked
    </Badge>
  ) : (
    <Badge color="brand" variant="filled">
      Active
    </Badge>
  );
}
