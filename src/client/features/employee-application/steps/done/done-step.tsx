import { BackLink } from '@client/components/wizard/step-actions';
import { TermLifeCard } from '@client/features/individual-life/term-life-card';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { compareDates, parseIsoDate } from '@shared/domain/dates/dates';
import { getDoneMessage } from '@shared/domain/offers/offers';
import { readToday } from '@shared/schemas/fields';
import { Link } from 'react-router';
import { useApplication } from '../../api/get-application';
import { isDecliningAllCoverage } from '../../lib/application-rules';
import { useStepNavigation } from '../../lib/step-navigation';
import { ElectionSummary } from './election-summary';
import { IndividualPlansCard } from './individual-plans-card';

const HEADING = 'You are done!';
/** The employee dashboard (docs/spec/2 §2). */
const EMPLOYEE_DASHBOARD_PATH = '/employee-dashboard';
/** Answers to employees' common questions about enrolling (design: the spec names the link, not its page). */
export const EMPLOYEE_FAQ_URL = 'https://www.healthcare.gov/small-businesses/employees/';

/** The done page (docs/spec/1 §2) in its variants: declined all, awaiting approval, admin mode. */
export function DoneStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const { previousPath } = useStepNavigation('done');
  const admin = application.adminMode;
  const declinedAll = isDecliningAllCoverage(application);
  const effective = application.employeePolicy.effectiveAt
    ? parseIsoDate(application.employeePolicy.effectiveAt.slice(0, 10))
    : null;
  const notYetEffective = !effective || compareDates(effective, readToday()) > 0;
  const showBack =
    previousPath !== null && !application.employeePolicy.isDeclinedAndCompleted && (admin || notYetEffective);
  const manageEmployees = `/employer-dashboard/manage-employees?${new URLSearchParams({
    company_id_token: application.companyIDToken,
  })}`;
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Text size="lg">{getDoneMessage(declinedAll)}</Text>
      {declinedAll && !admin ? (
        <Anchor component={Link} to={EMPLOYEE_DASHBOARD_PATH}>
          Go to your employee dashboard
        </Anchor>
      ) : null}
      {!admin && !application.partner.partnerName ? (
        <Anchor href={EMPLOYEE_FAQ_URL} target="_blank" rel="noreferrer">
          Frequently asked questions about your benefits
        </Anchor>
      ) : null}
      {application.employeePolicy.signedAt ? (
        <ElectionSummary employeePolicyId={application.employeePolicy.id} />
      ) : null}
      <IndividualPlansCard application={application} />
      <TermLifeCard employeeFormId={application.employeeForm.id} />
      <Group>
        <BackLink to={showBack ? previousPath : null} />
        {admin ? (
          <Button component={Link} to={manageEmployees}>
            Return to Manage Employees
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
