import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { ApplicationReviewText } from '@client/components/application-review-text';
import { Facts } from '@client/components/facts';
import { ResponsiveList } from '@client/components/responsive-list';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { convertIsoDateToUs } from '@shared/domain/dates/dates';
import { INVITATION_STATE_LABELS } from '@shared/domain/employment/employment';
import { formatCents } from '@shared/domain/money/money';
import type { EmployeeStatus } from '@shared/schemas/employer-dashboard';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { employeeStatusQueryOptions } from '../api/get-employee-status';
import { DashboardSection } from '../components/dashboard-section';
import { RehireDialog } from '../components/rehire-dialog';
import { RemindButton } from '../components/remind-button';
import { TerminateDialog } from '../components/terminate-dialog';
import { formatIsoDay } from '../lib/dashboard-text';
import { useDashboardCompany } from '../lib/use-dashboard-company';
import { useSendInvitation } from '../lib/use-send-invitation';

const DEPENDENT_LABELS = { spouse: 'Spouse', domestic_partner: 'Domestic partner', child: 'Child' } as const;

/** /employer-dashboard/employee-status/:employeeFormId: where one employee stands (decision 0023). */
export function EmployeeStatusPage() {
  usePageTitle('Employee status');
  const company = useDashboardCompany();
  const { employeeFormId = '' } = useParams();
  if (!company) return <Text>Your account does not manage a company yet.</Text>;
  return <EmployeeStatusView companyId={company.id} employeeFormId={employeeFormId} />;
}

function EmployeeStatusView({ companyId, employeeFormId }: { companyId: string; employeeFormId: string }) {
  const status = useSuspenseQuery(employeeStatusQueryOptions(companyId, employeeFormId)).data;
  const { person, application } = status;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/employer-dashboard/manage-employees" size="sm">
          Back to Manage employees
        </Anchor>
        <Title order={1}>{fullName(person)}</Title>
        <Text>
          Application: <strong>{application.statusLabel}</strong>
          {application.signedAt ? ` · signed ${formatTimestamp(application.signedAt)}` : ''}
        </Text>
        <ApplicationReviewText review={application.review} />
      </Stack>
      <Actions companyId={companyId} status={status} />
      <DashboardSection title="Employee">
        <Facts
          items={[
            ['Email', person.email ?? 'No email'],
            ['Type', person.employeeTypeLabel ?? 'Not set'],
            ['Class', person.className ?? 'Default class'],
            ['Eligible for benefits', person.isEligible ? 'Yes' : 'No'],
            ['Hire date', formatIsoDay(person.hiredAt)],
            ['Employment', person.employmentStatus === 'terminated' ? 'Terminated' : 'Active'],
            ...(person.employmentStatus === 'terminated'
              ? ([
                  ['Last day', formatIsoDay(person.lastDayAt)],
                  ['Coverage ends', formatIsoDay(person.coverageEndsAt)],
                  [
                    'Continuation notice',
                    person.continuationNoticeDue
                      ? 'Due: our operations team sends the notice that applies'
                      : 'Not due (not enrolled in signed coverage)',
                  ],
                ] as const)
              : []),
            ['Account', person.hasAccount ? 'Created' : 'Not yet created'],
            ...(person.hasAccount ? [] : ([['Invitation', describeInvitation(person.invitation)]] as const)),
          ]}
        />
      </DashboardSection>
      <Elections elections={status.elections} />
      <Dependents dependents={status.dependents} />
      <Timeline timeline={status.timeline} />
    </Stack>
  );
}

type StatusDialog = 'terminate' | 'rehire' | null;

/** What an administrator does from here: admin mode, the invitation, terminate or rehire (decision 0023). */
function Actions({ companyId, status }: { companyId: string; status: EmployeeStatus }) {
  const { person } = status;
  const [dialog, setDialog] = useState<StatusDialog>(null);
  const invite = useSendInvitation(companyId);
  const isTerminated = person.employmentStatus === 'terminated';
  const canInvite = !isTerminated && !person.hasAccount && person.email !== null;
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={`/company-admin/employee-application/${encodeURIComponent(person.employeeFormId)}`}
      >
        Open in admin mode
      </Button>
      <Button
        variant="default"
        component={Link}
        to={`/company-admin/employee-dashboard/${encodeURIComponent(person.employeeFormId)}`}
      >
        Open employee dashboard
      </Button>
      {canInvite && (
        <Button variant="default" loading={invite.isPending} onClick={() => invite.send(person)}>
          {person.invitation.state === 'not_sent' ? 'Send invitation' : 'Resend invitation'}
        </Button>
      )}
      {!isTerminated &&
        person.isEligible &&
        person.hasAccount &&
        ['not_started', 'in_progress'].includes(status.application.status) && (
          <RemindButton
            companyId={companyId}
            employeeFormId={person.employeeFormId}
            label="Send a reminder"
          />
        )}
      {isTerminated ? (
        <Button variant="default" onClick={() => setDialog('rehire')}>
          Rehire
        </Button>
      ) : (
        <Button variant="default" onClick={() => setDialog('terminate')}>
          Terminate
        </Button>
      )}
      {dialog === 'terminate' && (
        <TerminateDialog companyId={companyId} row={person} onClose={() => setDialog(null)} />
      )}
      {dialog === 'rehire' && (
        <RehireDialog companyId={companyId} row={person} onClose={() => setDialog(null)} />
      )}
    </Group>
  );
}

/** Where the person's invitation stands, and until when its link works. */
function describeInvitation(invitation: EmployeeStatus['person']['invitation']): string {
  const label = INVITATION_STATE_LABELS[invitation.state];
  return invitation.state === 'sent' && invitation.expiresAt
    ? `${label} (the link works until ${convertIsoDateToUs(invitation.expiresAt.slice(0, 10))})`
    : label;
}

function Elections({ elections }: { elections: EmployeeStatus['elections'] }) {
  return (
    <DashboardSection title="Elections">
      {elections.length === 0 ? (
        <Text>No coverage has been chosen yet.</Text>
      ) : (
        <ResponsiveList
          items={elections}
          itemKey={(e) => e.coverageType}
          headers={['Coverage', 'Choice', 'Monthly premium', 'Company pays', 'Employee pays']}
          row={(e) => (
            <>
              <Table.Th scope="row" fw={600}>
                {e.coverageLabel}
              </Table.Th>
              <Table.Td>{describeChoice(e)}</Table.Td>
              <Table.Td>{e.cost ? formatCents(e.cost.premiumCents) : '—'}</Table.Td>
              <Table.Td>{e.cost ? formatCents(e.cost.companyCents) : '—'}</Table.Td>
              <Table.Td>{e.cost ? formatCents(e.cost.employeeCents) : '—'}</Table.Td>
            </>
          )}
          card={(e) => (
            <>
              <Text fw={600}>{e.coverageLabel}</Text>
              <Text size="sm">{describeChoice(e)}</Text>
              {e.cost && (
                <Facts
                  items={[
                    ['Monthly premium', formatCents(e.cost.premiumCents)],
                    ['Company pays', formatCents(e.cost.companyCents)],
                    ['Employee pays', formatCents(e.cost.employeeCents)],
                  ]}
                />
              )}
            </>
          )}
        />
      )}
    </DashboardSection>
  );
}

function describeChoice(e: EmployeeStatus['elections'][number]): string {
  if (e.isEnrolling === 'No') return 'Declined';
  const plan = e.planName ?? 'Enrolled';
  const family =
    e.coveredDependents === 0
      ? ''
      : e.coveredDependents === 1
        ? ', with 1 dependent'
        : `, with ${e.coveredDependents} dependents`;
  return `${plan}${family}`;
}

function Dependents({ dependents }: { dependents: EmployeeStatus['dependents'] }) {
  return (
    <DashboardSection title="Dependents">
      {dependents.length === 0 ? (
        <Text>No dependents.</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {dependents.map((d) => (
            <li key={d.id}>
              <Text>
                <strong>{fullName(d)}</strong> · {DEPENDENT_LABELS[d.dependentType]} · born{' '}
                {formatIsoDay(d.bornAt)}
              </Text>
              {d.lifeEvent ? (
                <Text size="sm">
                  Added by a life event: {d.lifeEvent.label} on {formatIsoDay(d.lifeEvent.eventDate)} ·
                  coverage from {formatIsoDay(d.lifeEvent.effectiveAt)}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

function Timeline({ timeline }: { timeline: EmployeeStatus['timeline'] }) {
  return (
    <DashboardSection title="Timeline">
      {timeline.length === 0 ? (
        <Text>Nothing has happened yet.</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {timeline.map((entry) => (
            <li key={entry.id}>
              <Text fw={600}>{entry.label}</Text>
              <Text size="sm">
                <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time> · {entry.actorLabel}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

/** A moment in the reader's own time zone (this page is drawn in the browser only). */
function formatTimestamp(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
