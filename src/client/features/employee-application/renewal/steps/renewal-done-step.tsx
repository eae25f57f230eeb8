import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useApplication } from '../../api/get-application';
import { EMPLOYEE_FAQ_URL } from '../../steps/done/done-step';
import { ElectionSummary } from '../../steps/done/election-summary';
import { renewalStatusPath } from '../lib/renewal-paths';

const HEADING = 'You are done!';
/** Where Back to Dashboard goes: the employee dashboard (docs/spec/2 §2.6, decision 0041). */
const EMPLOYEE_DASHBOARD_PATH = '/employee-dashboard';

/**
 * The renewal's done page (docs/spec/2 §2.5), in its employee and admin-mode variants: once signed, the renewal's
 * election summary and its signed PDF, as the application's done page shows them (decision 0079).
 */
export function RenewalDoneStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const admin = application.adminMode;
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Text size="lg">Our team will be in touch once your application is approved.</Text>
      {!admin && !application.partner.partnerName ? (
        <Anchor href={EMPLOYEE_FAQ_URL} target="_blank" rel="noreferrer">
          Frequently asked questions about your benefits
        </Anchor>
      ) : null}
      {application.employeePolicy.signedAt ? (
        <ElectionSummary employeePolicyId={application.employeePolicy.id} />
      ) : null}
      <Group>
        {admin ? (
          <Button component={Link} to={renewalStatusPath(application.companyIDToken)}>
            Exit Employee Application
          </Button>
        ) : (
          <Button component={Link} to={EMPLOYEE_DASHBOARD_PATH}>
            Back to Dashboard
          </Button>
        )}
      </Group>
    </Stack>
  );
}
