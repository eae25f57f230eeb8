import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { IndividualLifeStatus } from '@shared/domain/enums';
import {
  describeLifeQuote,
  formatDailyPrice,
  LIFE_CARRIER_STEP_LABELS,
  LIFE_STATUS_LINES,
} from '@shared/domain/individual-life/card-states';
import { LIFE_CARRIER_STEPS } from '@shared/domain/individual-life/carrier-states';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { lifeApplicationQueryOptions, moveLifeApplication } from './api';

const HEADING = 'Term life application';
const CHANGED = 'The application changed since this page was loaded. It now shows the latest; choose again.';

/**
 * The offline carrier's application (decision 0044): Groupcover's stand-in for a carrier's site, where the
 * applicant sees the chosen quote and the status and moves it along the steps the carrier would take. The
 * address names the application; the applicant's own employee form (the session's) is the one read, so the
 * page is only ever the applicant's own, and anyone else reads that there is no such application here.
 */
export function OfflineCarrierPage() {
  usePageTitle(HEADING);
  const { reference = '' } = useParams();
  const formId = useSignedInSession().employee?.employeeFormId ?? null;
  const application = useQuery({
    ...lifeApplicationQueryOptions(formId ?? ''),
    enabled: formId !== null,
  });
  const ownAddress = application.data?.linkToCarrierApplication?.endsWith(`/carrier/${reference}`) === true;
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Alert color="dark" variant="filled" title="Groupcover's stand-in for the carrier">
        A real carrier would take your application on its own site. Until one is connected, this page of
        Groupcover's stands in for it: it shows your quote and where your application is, and lets you move it
        along as the carrier would.
      </Alert>
      {formId === null ? (
        <Text>Only the applicant can continue the application with the carrier.</Text>
      ) : application.isPending ? (
        <Text>Loading the application…</Text>
      ) : !ownAddress || !application.data?.individualLifeApplication ? (
        <Text>There is no term life application of yours at this address.</Text>
      ) : (
        <CarrierApplication formId={formId} />
      )}
      <Anchor component={Link} to="/employee-dashboard">
        Go to your employee dashboard
      </Anchor>
    </Stack>
  );
}

function CarrierApplication({ formId }: { formId: string }) {
  const queryClient = useQueryClient();
  const { queryKey } = lifeApplicationQueryOptions(formId);
  const data = useQuery(lifeApplicationQueryOptions(formId)).data;
  const [moving, setMoving] = useState<IndividualLifeStatus | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const current = data?.individualLifeApplication;
  if (!data || !current) return null;
  const next = LIFE_CARRIER_STEPS[current.status];

  async function move(status: IndividualLifeStatus) {
    if (!current) return;
    setMoving(status);
    setMessage(null);
    try {
      queryClient.setQueryData(queryKey, await moveLifeApplication(formId, current.version, status));
    } catch (error) {
      // Moved elsewhere meanwhile (a stale version, or a step no longer allowed): show the latest.
      setMessage(isApiError(error) && error.status !== 409 ? error.error : CHANGED);
      await queryClient.invalidateQueries({ queryKey });
    } finally {
      setMoving(null);
    }
  }

  const policyId = data.individualLifePolicy?.policyID;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="carrier-application">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id="carrier-application">
          Your application
        </Title>
        <Facts
          items={[
            ['Coverage', describeLifeQuote(current.coverage, current.term)],
            ['Price', formatDailyPrice(current.daily_price)],
            ['Status', LIFE_STATUS_LINES[current.status]],
            ['Carrier status', current.status],
            ...(policyId ? ([['Policy ID', policyId]] as const) : []),
          ]}
        />
        {message ? (
          <Alert color="dark" variant="filled" role="alert">
            {message}
          </Alert>
        ) : null}
        {next.length > 0 ? (
          <Group gap="sm">
            {next.map((status) => (
              <Button
                key={status}
                onClick={() => move(status)}
                loading={moving === status}
                disabled={moving !== null && moving !== status}
              >
                {LIFE_CARRIER_STEP_LABELS[status]}
              </Button>
            ))}
          </Group>
        ) : (
          <Text>The policy is in force: nothing more to do.</Text>
        )}
      </Stack>
    </Card>
  );
}
