import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Facts } from '@client/components/facts';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { APPLICATION_REVIEW_TEXTS } from '@shared/domain/application-review/application-review';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  type AdminApplication,
  APPLICATION_REVIEW_FILTERS,
  type ApplicationReviewFilter,
} from '@shared/schemas/operations';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applicationReviewQueryOptions, applicationsQueryOptions } from '../api/operations';
import { AdminCard, CardList, StatusBadge } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { ApplicationReviewDetails, ApproveDialog, ReturnDialog } from '../components/application-review';
import { CountBadges } from '../components/count-badges';
import { pickFilter } from '../lib/filters';
import { formatDay } from '../lib/format-time';

const HEADING = 'Applications to review';

const FILTER_LABELS: Record<ApplicationReviewFilter, string> = {
  submitted: 'Waiting for approval',
  approved: 'Approved',
  returned: 'Returned',
  all: 'All',
};
const STATUS_LABELS = { submitted: 'Submitted', approved: 'Approved', returned: 'Returned' } as const;

/** The first cards' reviews load at once; the others' when they come into view (the list holds up to 500). */
const EAGER_REVIEWS = 5;

/**
 * The review of one application (decision 0078): approving and returning are offered only with it on screen.
 */
function ReviewSection({
  application,
  eager,
  onDone,
}: {
  application: AdminApplication;
  eager: boolean;
  onDone: (message: string) => void;
}) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(eager);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const query = useQuery({ ...applicationReviewQueryOptions(application.id), enabled: seen });
  const [dialog, setDialog] = useState<'approve' | 'return' | null>(null);
  const review = query.data;
  return (
    <div ref={ref}>
      {query.isError ? (
        <Alert color="red" role="alert">
          The review could not be loaded. Please reload the page.
        </Alert>
      ) : !review ? (
        <Text size="sm" c="dimmed">
          Loading the review…
        </Text>
      ) : (
        <Stack gap="md">
          <ApplicationReviewDetails review={review} />
          {application.reviewStatus === 'submitted' && (
            <Group gap="sm">
              <Button onClick={() => setDialog('approve')}>Approve</Button>
              <Button variant="default" onClick={() => setDialog('return')}>
                Return with a reason
              </Button>
            </Group>
          )}
          {dialog === 'approve' && (
            <ApproveDialog
              application={application}
              review={review}
              opened
              onClose={() => setDialog(null)}
              onApproved={(effectiveAt) =>
                onDone(
                  `${application.employeeName}: ${APPLICATION_REVIEW_TEXTS.approved(formatLongIsoDate(effectiveAt ?? ''))}.`,
                )
              }
            />
          )}
          {dialog === 'return' && (
            <ReturnDialog
              application={application}
              review={review}
              opened
              onClose={() => setDialog(null)}
              onReturned={onDone}
            />
          )}
        </Stack>
      )}
    </div>
  );
}

function ApplicationCard({
  application,
  eager,
  onDone,
}: {
  application: AdminApplication;
  eager: boolean;
  onDone: (m: string) => void;
}) {
  const facts: [string, string][] = [
    ['Company', application.companyName],
    ['E-mail', application.employeeEmail ?? 'None on file'],
    ['Signed', application.signedAt ? formatDay(application.signedAt) : 'Not signed'],
    ['Coverage', application.enrolledLines.length > 0 ? application.enrolledLines.join(', ') : 'None chosen'],
    [
      'Plan year starts',
      application.planYearEffectiveAt ? formatDay(application.planYearEffectiveAt) : 'Not set',
    ],
  ];
  if (application.reviewStatus === 'approved' && application.effectiveAt)
    facts.push(['Coverage effective', formatDay(application.effectiveAt)]);
  if (application.reviewStatus === 'returned') {
    facts.push(['Reason returned', application.reviewReason ?? '']);
    if (application.reviewFields.length > 0)
      facts.push(['Fields to change', application.reviewFields.map((f) => f.label).join(', ')]);
  }
  if (application.reviewedAt) facts.push(['Reviewed', formatDay(application.reviewedAt)]);
  return (
    <AdminCard
      heading={`${application.employeeName}${application.isRenewal ? ' (renewal)' : ''}`}
      status={<StatusBadge>{STATUS_LABELS[application.reviewStatus]}</StatusBadge>}
    >
      <Facts items={facts} />
      <ReviewSection application={application} eager={eager} onDone={onDone} />
    </AdminCard>
  );
}

function ApplicationList({ status, companyId }: { status: ApplicationReviewFilter; companyId?: string }) {
  const list = useSuspenseQuery(applicationsQueryOptions(status, companyId)).data;
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <CountBadges
        label="Applications per review status"
        counts={[
          { label: 'Waiting for approval', count: list.counts.submitted },
          { label: 'Approved', count: list.counts.approved },
          { label: 'Returned', count: list.counts.returned },
        ]}
      />
      <div aria-live="polite">
        {done && (
          <Alert color="brand" variant="light">
            {done}
          </Alert>
        )}
      </div>
      <CardList items={list.applications} itemKey={(a) => a.id} empty="No application matches.">
        {(a, i) => <ApplicationCard application={a} eager={i < EAGER_REVIEWS} onDone={setDone} />}
      </CardList>
    </Stack>
  );
}

/**
 * /admin/applications (decision 0064): signed applications to approve (coverage effective on the rule's date)
 * or return with a reason; filtered by review status and company, kept in the URL.
 */
export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const status = pickFilter(APPLICATION_REVIEW_FILTERS, params.get('status'));
  const companyId = params.get('companyId') ?? undefined;
  return (
    <AdminPage
      heading={HEADING}
      intro="A signed application waits here for approval, with its people, plans, premiums, the employer's share, the eligibility and waiting-period checks and the signed copy. Approving (you confirm first) makes its coverage effective on the company policy's effective date, or on the first of the next month once that date has passed (never before the waiting period ends). Returning sends it back to the employee with the reason and the fields to change, to correct and sign again."
      controls={
        <Group gap="md" align="flex-end">
          <NativeSelect
            label="Status"
            data={APPLICATION_REVIEW_FILTERS.map((s) => ({ value: s, label: FILTER_LABELS[s] }))}
            value={status}
            onChange={(event) =>
              setParams({ status: event.currentTarget.value, ...(companyId ? { companyId } : {}) })
            }
            style={{ flex: '1 1 12rem', maxWidth: 320 }}
          />
          {companyId && (
            <Anchor component={Link} to={`/admin/applications?status=${status}`}>
              Show every company
            </Anchor>
          )}
        </Group>
      }
    >
      <ApplicationList status={status} companyId={companyId} />
    </AdminPage>
  );
}
