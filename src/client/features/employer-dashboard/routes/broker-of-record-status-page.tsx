import { Facts } from '@client/components/facts';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { BOR_TRANSITION_BUSINESS_DAYS } from '@shared/domain/broker-of-record/letter';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { CompanySummary } from '@shared/schemas/auth';
import type { BorCarrierChange } from '@shared/schemas/broker-of-record';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { borCarrierStatusQueryOptions } from '../api/get-broker-of-record-status';
import { CarrierTimeline } from '../components/carrier-timeline';
import { DashboardSection } from '../components/dashboard-section';
import { describeInsuranceTypes, formatMomentDay } from '../lib/broker-of-record-text';
import { companyTokenQuery } from '../lib/dashboard-text';
import { useDashboardCompany } from '../lib/use-dashboard-company';

const HEADING = 'Broker of record status';

/**
 * /employer-dashboard/broker-of-record (issue 15 item 5, decision 0051): after signing, each carrier's change —
 * its group numbers, its steps with their dates, what the current one means, and the signed letter.
 */
export function BrokerOfRecordStatusPage() {
  usePageTitle(HEADING);
  const company = useDashboardCompany();
  if (!company) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>Your account does not manage a company yet.</Text>
      </Stack>
    );
  }
  return <CarrierStatus company={company} />;
}

function CarrierStatus({ company }: { company: CompanySummary }) {
  const status = useSuspenseQuery(borCarrierStatusQueryOptions(company.idToken)).data;
  const { min, max } = BOR_TRANSITION_BUSINESS_DAYS;
  if (!status.signedAt || status.carrierChanges.length === 0) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Text>
          {status.companyName} has not signed broker-of-record letters yet. Once you sign, you can follow each
          carrier's change here.
        </Text>
        <Anchor component={Link} to={`/broker-of-record${companyTokenQuery(company.idToken)}`}>
          Go to the broker of record application
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{HEADING}</Title>
        <Text>
          You signed the broker-of-record letters for {status.companyName} on{' '}
          {formatMomentDay(status.signedAt)}. Each carrier makes the change on its own, usually within {min}{' '}
          to {max} business days. We update the steps below as each carrier answers and e-mail your
          administrators at every change. Your coverage, price and doctors stay the same.
        </Text>
      </Stack>
      {status.carrierChanges.map((change) => (
        <CarrierCard key={change.id} change={change} />
      ))}
    </Stack>
  );
}

function CarrierCard({ change }: { change: BorCarrierChange }) {
  const groups = change.groupIdNumbers.join(', ');
  return (
    <DashboardSection title={change.carrierName}>
      <Facts
        items={[
          [change.groupIdNumbers.length > 1 ? 'Group numbers' : 'Group number', groups || 'Not given'],
          ['Coverage', describeInsuranceTypes(change.insuranceTypes)],
          ['Effective date', formatLongIsoDate(change.effectiveDate)],
          ['Status', `${change.statusLabel} (since ${formatMomentDay(change.statusChangedAt)})`],
        ]}
      />
      <Text>{change.statusDescription}</Text>
      <CarrierTimeline change={change} label={`Steps for ${change.carrierName}`} />
      {change.letterUrl && (
        <Anchor href={change.letterUrl} download>
          Download the signed letter to {change.carrierName} (PDF)
        </Anchor>
      )}
    </DashboardSection>
  );
}
