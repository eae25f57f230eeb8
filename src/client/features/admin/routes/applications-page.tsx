import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Dialog } from '@client/components/dialog';
import { Facts } from '@client/components/facts';
import { TextareaField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { PageLoader } from '@client/components/page-loader';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_REVIEW_TEXTS } from '@shared/domain/application-review/application-review';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  type AdminApplication,
  APPLICATION_REVIEW_FILTERS,
  type ApplicationReviewFilter,
  returnApplicationRequestSchema,
} from '@shared/schemas/operations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { applicationsQueryOptions, useReviewApplication } from '../api/operations';
import { CountBadges } from '../components/count-badges';
import { OperationsOnly } from '../components/operations-only';

const HEADING = 'Applications to review';

const FILTER_LABELS: Record<ApplicationReviewFilter, string> = {
  submitted: 'Waiting for approval',
  approved: 'Approved',
  returned: 'Returned',
  all: 'All',
};
const STATUS_LABELS = { submitted: 'Submitted', approved: 'Approved', returned: 'Returned' } as const;

const dayOf = (at: string) => formatLongIsoDate(at.slice(0, 10));
const reasonSchema = returnApplicationRequestSchema.pick({ reason: true });

function ReturnDialog({
  application,
  opened,
  onClose,
  onReturned,
}: {
  application: AdminApplication;
  opened: boolean;
  onClose: () => void;
  onReturned: (message: string) => void;
}) {
  const review = useReviewApplication();
  const form = useKitForm<{ reason: string }>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const errors = useFormErrors(form);
  const onSubmit = async ({ reason }: { reason: string }) => {
    errors.clearError();
    try {
      await review.mutateAsync({
        id: application.id,
        version: application.version,
        action: 'return',
        reason,
      });
      onReturned(`${application.employeeName}'s application was returned. They were e-mailed the reason.`);
      onClose();
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={`Return ${application.employeeName}'s application`}>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <Text size="sm">
          The employee sees the reason on their dashboard and by e-mail, corrects the application and signs it
          again.
        </Text>
        <TextareaField name="reason" label="Reason" withAsterisk autosize minRows={3} maxLength={1000} />
        <Group gap="sm">
          <Button type="submit" loading={review.isPending}>
            Return application
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Form>
    </Dialog>
  );
}

function ApplicationCard({
  application,
  onDone,
}: {
  application: AdminApplication;
  onDone: (m: string) => void;
}) {
  const headingId = useId();
  const review = useReviewApplication();
  const [returning, setReturning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = async () => {
    setError(null);
    try {
      const approved = await review.mutateAsync({
        id: application.id,
        version: application.version,
        action: 'approve',
      });
      onDone(
        `${application.employeeName}: ${APPLICATION_REVIEW_TEXTS.approved(formatLongIsoDate(approved.effectiveAt ?? ''))}.`,
      );
    } catch (e) {
      setError(isApiError(e) ? e.error : 'Something went wrong. Please try again.');
    }
  };
  const facts: [string, string][] = [
    ['Company', application.companyName],
    ['E-mail', application.employeeEmail ?? 'None on file'],
    ['Signed', application.signedAt ? dayOf(application.signedAt) : 'Not signed'],
    ['Coverage', application.enrolledLines.length > 0 ? application.enrolledLines.join(', ') : 'None chosen'],
    [
      'Plan year starts',
      application.planYearEffectiveAt ? dayOf(application.planYearEffectiveAt) : 'Not set',
    ],
  ];
  if (application.reviewStatus === 'approved' && application.effectiveAt)
    facts.push(['Coverage effective', dayOf(application.effectiveAt)]);
  if (application.reviewStatus === 'returned')
    facts.push(['Reason returned', application.reviewReason ?? '']);
  if (application.reviewedAt) facts.push(['Reviewed', dayOf(application.reviewedAt)]);
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {application.employeeName}
          {application.isRenewal ? ' (renewal)' : ''}
        </Title>
        <Group gap="xs">
          <Badge variant="filled" color="dark" tt="none">
            {STATUS_LABELS[application.reviewStatus]}
          </Badge>
        </Group>
        <Facts items={facts} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {application.reviewStatus === 'submitted' && (
          <Group gap="sm">
            <Button onClick={approve} loading={review.isPending}>
              Approve
            </Button>
            <Button variant="default" onClick={() => setReturning(true)}>
              Return with a reason
            </Button>
          </Group>
        )}
      </Stack>
      {returning && (
        <ReturnDialog
          application={application}
          opened={returning}
          onClose={() => setReturning(false)}
          onReturned={onDone}
        />
      )}
    </Card>
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
      {list.applications.length === 0 ? (
        <Text>No application matches.</Text>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.applications.map((a) => (
            <li key={a.id}>
              <ApplicationCard application={a} onDone={setDone} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const pick = (value: string | null): ApplicationReviewFilter =>
  (APPLICATION_REVIEW_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ApplicationReviewFilter)
    : 'submitted';

/**
 * /admin/applications (decision 0064): signed applications to approve (coverage effective on the rule's date)
 * or return with a reason; filtered by review status and company, kept in the URL.
 */
export function ApplicationsPage() {
  usePageTitle(HEADING);
  const [params, setParams] = useSearchParams();
  const status = pick(params.get('status'));
  const companyId = params.get('companyId') ?? undefined;
  return (
    <OperationsOnly title={HEADING}>
      <Stack gap="md">
        <Anchor component={Link} to="/admin" size="sm">
          Back to Admin
        </Anchor>
        <Title order={1}>{HEADING}</Title>
        <Text>
          A signed application waits here for approval. Approving makes its coverage effective on the company
          policy's effective date, or on the first of the next month once that date has passed (never before
          the waiting period ends). Returning sends it back to the employee with the reason, to correct and
          sign again.
        </Text>
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
        <Suspense fallback={<PageLoader />}>
          <ApplicationList status={status} companyId={companyId} />
        </Suspense>
      </Stack>
    </OperationsOnly>
  );
}
