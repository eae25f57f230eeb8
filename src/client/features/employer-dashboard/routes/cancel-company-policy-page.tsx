import { endSentence } from '@shared/domain/text/text';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Card.css';
import { Dialog } from '@client/components/dialog';
import { CheckboxField, SelectField, TextareaField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate, parseIsoDate } from '@shared/domain/dates/dates';
import {
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  isCancelledBeforeStart,
} from '@shared/domain/policy-cancellation/policy-cancellation';
import type { CompanySummary } from '@shared/schemas/auth';
import {
  type CancelPolicyInput,
  type CancelPolicyRequest,
  createCancelPolicySchema,
  type PolicyCancellation,
} from '@shared/schemas/policy-cancellation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCancelCompanyPolicy, useWithdrawCancellation } from '../api/cancel-company-policy';
import { policyCancellationQueryOptions } from '../api/get-policy-cancellation';
import { DashboardCompanyPage, DashboardPageHeading } from '../components/dashboard-company-page';

const TITLE = 'Cancel company policy';

/** The address's company query (company_id_token), kept on the way home and to the success page. */
function useCompanyQuery(): string {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('company_id_token');
  return token ? `company_id_token=${encodeURIComponent(token)}` : '';
}

/**
 * /employer-dashboard/cancel-company-policy (docs/spec/2 §2.1; issue 12 item 8; decision 0033). Only for a company
 * with `hasCancellationFormAccess`: any other is sent to the dashboard's home without a word, as the spec says.
 * The form asks the reason, the last day of coverage (a month's end) and an acknowledgement; a scheduled
 * cancellation shows instead, with Withdraw until its day.
 */
export function CancelCompanyPolicyPage() {
  usePageTitle(TITLE);
  const query = useCompanyQuery();
  return (
    <DashboardCompanyPage title={TITLE}>
      {(company) =>
        company.hasCancellationFormAccess ? (
          <Stack gap="lg">
            <DashboardPageHeading title={TITLE} />
            <Suspense fallback={<PageLoader />}>
              <Cancellation company={company} />
            </Suspense>
          </Stack>
        ) : (
          <Navigate to={query ? `/employer-dashboard?${query}` : '/employer-dashboard'} replace />
        )
      }
    </DashboardCompanyPage>
  );
}

function Cancellation({ company }: { company: CompanySummary }) {
  const data = useSuspenseQuery(policyCancellationQueryOptions(company.id)).data;
  if (!data.policy) return <Text>{company.name} has no policy to cancel.</Text>;
  if (data.cancellation) return <Scheduled company={company} data={data} />;
  if (data.lastDayOptions.length === 0)
    return <Text>The plan year has ended: there is nothing left to cancel. Please contact support.</Text>;
  return <CancelForm company={company} data={data} />;
}

const REASON_OPTIONS = CANCELLATION_REASONS.map((value) => ({
  value,
  label: CANCELLATION_REASON_LABELS[value],
}));

/** What cancelling means, in the acknowledgement's words. */
function Consequences({ companyName, coveredEmployees }: { companyName: string; coveredEmployees: number }) {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        {endSentence(
          `Group coverage ends on the last day you choose for every enrolled employee and dependent of ${companyName}`,
        )}{' '}
        Care after that day is not covered.
      </List.Item>
      <List.Item>
        We e-mail each covered employee ({coveredEmployees} now) that their coverage ends, with what they can
        do.
      </List.Item>
      <List.Item>
        Employees and dependents may keep their health coverage through COBRA or your state's continuation
        program, at their own cost: the carrier sends the election notices, and you must tell them who lost
        coverage.
      </List.Item>
      <List.Item>
        Stop the payroll deductions for these benefits after the last day; premiums are due up to and
        including it.
      </List.Item>
      <List.Item>
        You can withdraw the request until the last day. After it, getting group coverage back is a new
        application.
      </List.Item>
    </List>
  );
}

function CancelForm({ company, data }: { company: CompanySummary; data: PolicyCancellation }) {
  const policy = data.policy!;
  const schema = useMemo(() => createCancelPolicySchema({ lastDayOptions: data.lastDayOptions }), [data]);
  const form = useKitForm<CancelPolicyInput, unknown, CancelPolicyRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      reason: '' as CancelPolicyInput['reason'],
      reasonDetails: '',
      lastDayOfCoverage: '',
      acknowledged: false,
      version: policy.version,
    },
  });
  const errors = useFormErrors(form);
  const cancel = useCancelCompanyPolicy(company.id);
  const navigate = useNavigate();
  const query = useCompanyQuery();
  const reason = useWatch({ control: form.control, name: 'reason' });
  const lastDay = useWatch({ control: form.control, name: 'lastDayOfCoverage' });
  const effectiveAt = policy.effectiveAt ? parseIsoDate(policy.effectiveAt) : null;
  const dayOptions = data.lastDayOptions.map((day) => ({
    value: day,
    label: isCancelledBeforeStart(parseIsoDate(day)!, effectiveAt)
      ? `${formatLongIsoDate(day)} (coverage never starts)`
      : formatLongIsoDate(day),
  }));
  const chosen = lastDay ? parseIsoDate(lastDay) : null;

  const onSubmit = async (values: CancelPolicyRequest) => {
    errors.clearError();
    try {
      await cancel.mutateAsync(values);
      navigate(`/employer-dashboard/success?formName=cancel-company-policy${query ? `&${query}` : ''}`);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack gap="md" maw={680}>
      <Text>
        Ask to end {company.name}'s group benefits
        {policy.effectiveAt ? ` (plan year from ${formatLongIsoDate(policy.effectiveAt)}` : ''}
        {policy.renewalAt
          ? ` to the day before ${formatLongIsoDate(policy.renewalAt)})`
          : policy.effectiveAt
            ? ')'
            : ''}
        . Group coverage ends at the end of a month.
      </Text>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <SelectField
          name="reason"
          label="Reason for cancelling"
          placeholder="Select a reason"
          options={REASON_OPTIONS}
          withAsterisk
        />
        {reason === 'other' && (
          <TextareaField
            name="reasonDetails"
            label="Tell us why"
            autosize
            minRows={2}
            maxLength={500}
            withAsterisk
          />
        )}
        <SelectField
          name="lastDayOfCoverage"
          label="Last day of coverage"
          placeholder="Select the last day"
          description="The end of a month, from this month's to the end of the plan year (at most a year ahead)."
          options={dayOptions}
          withAsterisk
        />
        {chosen && isCancelledBeforeStart(chosen, effectiveAt) && (
          <Alert color="yellow" variant="light" c="dark">
            The plan year starts on {formatLongIsoDate(policy.effectiveAt!)}: with this day its coverage never
            starts, and the applications your employees signed for it are cancelled.
          </Alert>
        )}
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              What cancelling means
            </Title>
            <Consequences companyName={company.name} coveredEmployees={data.coveredEmployees} />
            <CheckboxField
              name="acknowledged"
              label="I understand that coverage ends on the last day for every enrolled employee and dependent, and that I am authorized to cancel the company's policy."
            />
          </Stack>
        </Card>
        <Group gap="sm">
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel company policy
          </Button>
          <Button
            component={Link}
            to={query ? `/employer-dashboard?${query}` : '/employer-dashboard'}
            variant="default"
          >
            Keep my policy
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

function Scheduled({ company, data }: { company: CompanySummary; data: PolicyCancellation }) {
  const cancellation = data.cancellation!;
  const withdraw = useWithdrawCancellation(company.id);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const lastDay = formatLongIsoDate(cancellation.lastDayOfCoverage);
  return (
    <Stack gap="md" maw={680}>
      {withdraw.error && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(withdraw.error) ? withdraw.error.error : 'Something went wrong. Please try again.'}
        </Alert>
      )}
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {cancellation.applied
              ? `Cancelled: coverage ended on ${lastDay}`
              : `Cancellation scheduled for ${lastDay}`}
          </Title>
          <Text>
            {cancellation.beforeStart
              ? `The plan year will not start: its coverage ends before its first day.`
              : `Coverage for every enrolled employee and dependent of ${company.name} ends on ${lastDay}.`}
          </Text>
          <Text size="sm">
            Requested on {formatLongIsoDate(cancellation.requestedAt.slice(0, 10))}
            {cancellation.requestedByName ? ` by ${cancellation.requestedByName}` : ''}, reason:{' '}
            {CANCELLATION_REASON_LABELS[cancellation.reason]}. {cancellation.employeesNotified}{' '}
            {cancellation.employeesNotified === 1 ? 'covered employee was' : 'covered employees were'}{' '}
            e-mailed.
          </Text>
          {cancellation.canWithdraw && (
            <Group>
              <Button variant="default" onClick={() => setConfirming(true)}>
                Withdraw the cancellation
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      <Dialog opened={confirming} onClose={() => setConfirming(false)} title="Withdraw the cancellation">
        <Stack gap="md">
          <Text>
            Keep {company.name}'s policy? Coverage continues as before, and the employees we told are told
            that it does.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Back
            </Button>
            <Button
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(data.policy!.version, { onSettled: () => setConfirming(false) })}
            >
              Withdraw
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
