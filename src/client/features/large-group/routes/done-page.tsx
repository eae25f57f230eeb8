import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import { GoToDashboardButton } from '@client/components/company-links';
import { Facts } from '@client/components/facts';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { largeGroupWizard } from '../wizard';

const TITLE = 'We received your quote request';

/**
 * /register-large-group/done (docs/spec/3 "Large group", decision 0054): what was sent and what happens next. Before
 * any request the flow sends it to request-quote (LARGE_GROUP_FLOW).
 */
export function DonePage() {
  usePageTitle(TITLE);
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto">
      <Title order={1}>{TITLE}</Title>
      <Done />
    </Stack>
  );
}

function Done() {
  const status = largeGroupWizard.useWizardPaths().record;
  const request = status.quoteRequest;
  // The flow sends a company without a request to request-quote before this renders.
  if (!request) return null;
  const days = status.turnaroundBusinessDays;
  return (
    <Stack gap="lg">
      <Text>
        {`Thank you. ${request.legalName}'s request reached our large group underwriters on ${formatLongIsoDate(request.submittedAt.slice(0, 10))}. We e-mailed a confirmation to ${request.contactEmail}.`}
      </Text>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="next-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="next-heading">
            What happens next
          </Title>
          <List spacing="xs">
            <List.Item>
              An underwriter reviews your census and may call {request.contactName} with questions.
            </List.Item>
            <List.Item>{`Within ${days} business days, your quotes are e-mailed to ${request.contactName}.`}</List.Item>
            <List.Item>Nothing changes for your employees until you choose a plan.</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="request-heading">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" id="request-heading">
              Your request
            </Title>
            <Badge variant="filled" color="dark" tt="none" data-testid="quote-status">
              {request.statusLabel}
            </Badge>
          </Group>
          <Text size="sm">{request.statusDescription}</Text>
          <Facts
            items={[
              ['Company', request.legalName],
              ['FEIN', `**-***${request.feinLast4}`],
              [
                'Employees',
                `${request.totalEmployees} (${request.fullTimeEmployees} full-time, ${request.partTimeEmployees} part-time)`,
              ],
              ['Current carrier', request.currentCarrierName ?? 'No current coverage'],
              ...(request.renewalDate
                ? ([['Renewal date', formatLongIsoDate(request.renewalDate)]] as const)
                : []),
              ['Desired effective date', formatLongIsoDate(request.effectiveDate)],
              [
                'Census',
                <Anchor href={request.censusUrl} download key="census">
                  {request.census.name}
                </Anchor>,
              ],
              ['Contact', `${request.contactName}, ${request.contactTitle}`],
            ]}
          />
        </Stack>
      </Paper>
      <GoToDashboardButton />
    </Stack>
  );
}
