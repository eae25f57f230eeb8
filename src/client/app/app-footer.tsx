import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { brokerFormQueryOptions } from '../features/broker-form/api/get-broker-form';
import { telHref } from '../lib/format';
import { APP_NAME } from '../lib/page-title';
import classes from './app-layout.module.css';

const SUPPORT_HEADINGS = {
  broker: 'Questions? Contact your broker',
  benefits_administration: 'Benefits administration support',
} as const;

/** The broker's (or, for administrators and brokers, benefits administration's) support contact. */
function SupportContact({ companyIdToken }: { companyIdToken: string | null }) {
  const headingId = useId();
  const { data: contact } = useQuery(brokerFormQueryOptions(companyIdToken));
  if (!contact) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap={4}>
      <Title order={2} size="h5" id={headingId}>
        {SUPPORT_HEADINGS[contact.kind]}
      </Title>
      <Text size="sm">{contact.name}</Text>
      <Anchor size="sm" href={telHref(contact.supportPhone)}>
        {contact.supportPhone}
      </Anchor>
      <Anchor size="sm" href={`mailto:${contact.supportEmail}`}>
        {contact.supportEmail}
      </Anchor>
    </Stack>
  );
}

export function AppFooter({ session }: { session: Session | null }) {
  return (
    <Box component="footer" py="lg" className={classes.footer}>
      <Container size="lg">
        <Stack gap="md">
          {session && <SupportContact companyIdToken={session.activeCompany?.idToken ?? null} />}
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {APP_NAME}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
