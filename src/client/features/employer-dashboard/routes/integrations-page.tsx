import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Dialog } from '@client/components/dialog';
import { Facts } from '@client/components/facts';
import { KeyStatusBadge, OneTimeKey } from '@client/components/one-time-key';
import { PageLoader } from '@client/components/page-loader';
import { ResponsiveList } from '@client/components/responsive-list';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  CONNECTION_STATE_LABELS,
  type ConnectionState,
  canConnect,
  canDisconnect,
  INTEGRATION_KIND_LABELS,
} from '@shared/domain/integrations/integrations';
import type { CompanySummary } from '@shared/schemas/auth';
import type {
  CompanyPartnerKey,
  ConnectIntegrationResponse,
  Integration,
} from '@shared/schemas/integrations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useConnectIntegration, useDisconnectIntegration } from '../api/connect-integration';
import { integrationsQueryOptions } from '../api/get-integrations';
import { DashboardCompanyPage, DashboardPageHeading } from '../components/dashboard-company-page';
import { formatDay } from '../lib/format-day';

const TITLE = 'Integrations';

/**
 * /employer-dashboard/integrations (issue 12 item 7, decision 0033): the company's payroll and accounting
 * connections, connect (the partner's key is shown once) and disconnect (after a confirmation), and the partner
 * API keys that can act for the company, by their first characters only.
 */
export function IntegrationsPage() {
  usePageTitle(TITLE);
  return (
    <DashboardCompanyPage title={TITLE}>
      {(company) => (
        <Stack gap="xl">
          <DashboardPageHeading
            title={TITLE}
            intro={
              <Text>
                Connect {company.name} with its payroll or accounting provider. Connecting gives the provider
                a key to Groupcover's partner API for this company only: their system uses it to send new
                hires, and the connection shows when it last did. Disconnecting revokes the key at once.
              </Text>
            }
          />
          <Suspense fallback={<PageLoader />}>
            <Connections company={company} />
          </Suspense>
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

const STATE_COLORS: Record<ConnectionState, string> = {
  not_connected: 'dark',
  waiting_for_first_sync: 'yellow',
  synced: 'brand',
  key_revoked: 'red.9',
  disconnected: 'dark',
};

function StateBadge({ state }: { state: ConnectionState }) {
  // Dark text on yellow, white on the dark shades: each keeps 4.5:1 (Mantine's gray and red.6 do not).
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="filled"
      c={state === 'waiting_for_first_sync' ? 'dark' : undefined}
    >
      {CONNECTION_STATE_LABELS[state]}
    </Badge>
  );
}

function Connections({ company }: { company: CompanySummary }) {
  const { integrations, keys } = useSuspenseQuery(integrationsQueryOptions(company.id)).data;
  const connect = useConnectIntegration(company.id);
  const disconnect = useDisconnectIntegration(company.id);
  const [created, setCreated] = useState<ConnectIntegrationResponse | null>(null);
  const [disconnecting, setDisconnecting] = useState<Integration | null>(null);
  const connectionsHeading = useId();
  const failure = connect.error ?? disconnect.error;

  const onConnect = (integration: Integration) => {
    setCreated(null);
    connect.mutate(
      { partnerId: integration.partnerId, version: integration.connection?.version ?? null },
      { onSuccess: setCreated },
    );
  };

  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(failure) ? failure.error : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      <Stack component="section" gap="sm" aria-labelledby={connectionsHeading}>
        <Title order={2} size="h3" id={connectionsHeading}>
          Connections
        </Title>
        {integrations.length === 0 ? (
          <Text>No payroll or accounting partner is available yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {integrations.map((integration) => (
              <ConnectionCard
                key={integration.partnerId}
                integration={integration}
                busy={connect.isPending && connect.variables?.partnerId === integration.partnerId}
                onConnect={() => onConnect(integration)}
                onDisconnect={() => setDisconnecting(integration)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Keys keys={keys} />
      <Dialog
        opened={disconnecting !== null}
        onClose={() => setDisconnecting(null)}
        title="Disconnect partner"
      >
        {disconnecting?.connection && (
          <Stack gap="md">
            <Text>
              Disconnect {disconnecting.partnerName}? Its key for {company.name} is revoked at once: its
              system can no longer send new hires here. You can connect again later; that makes a new key.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDisconnecting(null)}>
                Keep connected
              </Button>
              <Button
                loading={disconnect.isPending}
                onClick={() =>
                  disconnect.mutate(
                    {
                      integrationId: disconnecting.connection!.id,
                      version: disconnecting.connection!.version,
                    },
                    { onSettled: () => setDisconnecting(null) },
                  )
                }
              >
                Disconnect
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </>
  );
}

function ConnectionCard({
  integration,
  busy,
  onConnect,
  onDisconnect,
}: {
  integration: Integration;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const headingId = useId();
  const { connection, state } = integration;
  const rows: Array<[string, string]> = [['Kind', INTEGRATION_KIND_LABELS[integration.kind]]];
  if (connection) {
    if (connection.status === 'connected')
      rows.push([
        'Connected on',
        `${formatDay(connection.connectedAt)}${connection.connectedByName ? ` by ${connection.connectedByName}` : ''}`,
      ]);
    else if (connection.disconnectedAt) rows.push(['Disconnected on', formatDay(connection.disconnectedAt)]);
    rows.push(['Last sync', connection.lastSyncAt ? formatDay(connection.lastSyncAt) : 'Not yet']);
    if (connection.keyPrefix && connection.status === 'connected')
      rows.push(['Key', `${connection.keyPrefix}…`]);
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {integration.partnerName}
          </Title>
          <StateBadge state={state} />
        </Group>
        {state === 'waiting_for_first_sync' && (
          <Text size="sm">
            Give {integration.partnerName} the key shown when you connected. The connection syncs when their
            system first calls Groupcover with it.
          </Text>
        )}
        {state === 'key_revoked' && (
          <Text size="sm">
            This connection's key was revoked by Groupcover, so {integration.partnerName} cannot reach your
            company. Connect again to make a new key.
          </Text>
        )}
        <Facts items={rows} />
        <Group gap="sm">
          {canConnect(state) && (
            <Button
              onClick={onConnect}
              loading={busy}
              aria-label={
                state === 'not_connected'
                  ? `Connect ${integration.partnerName}`
                  : `Connect again with ${integration.partnerName}`
              }
            >
              {state === 'not_connected' ? 'Connect' : 'Connect again'}
            </Button>
          )}
          {canDisconnect(state) && (
            <Button
              variant="default"
              onClick={onDisconnect}
              aria-label={`Disconnect ${integration.partnerName}`}
            >
              Disconnect
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function NewKey({ created, onDone }: { created: ConnectIntegrationResponse; onDone: () => void }) {
  const partner = created.integration.partnerName;
  return (
    <OneTimeKey
      title={`${partner} is connected: copy its key now`}
      secret={created.key}
      testId="connection-key"
      onDone={onDone}
    >
      This is the only time the key is shown. Enter it in {partner}'s settings for Groupcover (or send it to
      their support securely). If it is lost, disconnect and connect again.
    </OneTimeKey>
  );
}

const SCOPE_LABELS = { company: 'This company only', partner: "All the partner's companies" } as const;

function Keys({ keys }: { keys: CompanyPartnerKey[] }) {
  const headingId = useId();
  const status = (key: CompanyPartnerKey) => <KeyStatusBadge revokedAt={key.revokedAt} />;
  const created = (key: CompanyPartnerKey) =>
    `${formatDay(key.createdAt)}${key.createdByName ? ` by ${key.createdByName}` : ''}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Partner API keys
      </Title>
      <Text size="sm">
        The keys that can act for this company through the partner API. Only their first characters are kept
        in clear; a key is shown once, when it is made. Keys for all of a partner's companies are issued by
        Groupcover (<Anchor href="mailto:benefits-admin@groupcover.example.com">ask support</Anchor> to revoke
        one).
      </Text>
      {keys.length === 0 ? (
        <Text size="sm">No key can act for this company.</Text>
      ) : (
        <ResponsiveList
          items={keys}
          itemKey={(k) => k.id}
          headers={['Partner', 'Key', 'Access', 'Created', 'Last used', 'Status']}
          row={(k) => (
            <>
              <Table.Th scope="row" fw={600}>
                {k.partnerName}
              </Table.Th>
              <Table.Td>
                <Code>{k.keyPrefix}…</Code>
              </Table.Td>
              <Table.Td>{SCOPE_LABELS[k.scope]}</Table.Td>
              <Table.Td>{created(k)}</Table.Td>
              <Table.Td>{k.lastUsedAt ? formatDay(k.lastUsedAt) : 'Never'}</Table.Td>
              <Table.Td>{status(k)}</Table.Td>
            </>
          )}
          card={(k) => (
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{k.partnerName}</Text>
                {status(k)}
              </Group>
              <Code>{k.keyPrefix}…</Code>
              <Text size="sm">{SCOPE_LABELS[k.scope]}</Text>
              <Text size="sm" c="dimmed">
                Created {created(k)}; last used {k.lastUsedAt ? formatDay(k.lastUsedAt) : 'never'}
              </Text>
            </Stack>
          )}
        />
      )}
    </Stack>
  );
}
