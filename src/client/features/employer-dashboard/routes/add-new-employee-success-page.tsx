import { usePageTitle } from '@client/lib/page-title';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useNewHireDraft } from '../lib/new-hire-draft';
import { ADD_NEW_EMPLOYEE_PATH } from './add-new-employee-layout';

const HEADING = 'Employee added';

/** /employer-dashboard/add-new-employee/success: the invitation is on its way. */
export function AddNewEmployeeSuccessPage() {
  usePageTitle(HEADING);
  const { draft, reset } = useNewHireDraft();
  const navigate = useNavigate();
  const { search } = useLocation();
  if (!draft.added) return <Navigate to={`${ADD_NEW_EMPLOYEE_PATH}${search}`} replace />;
  const { email, invitationExpiresAt, invitationSent } = draft.added;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{HEADING}</Title>
      {invitationSent ? null : (
        <Alert color="red" variant="light" title="The invitation could not be sent">
          The employee was added, but the mail server refused the invitation to {email}. Check the address,
          then send a new invitation from Manage employees.
        </Alert>
      )}
      <Text hidden={!invitationSent}>
        We sent an invitation to <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. Its link lets
        them create their account and start their benefits application. The link works until{' '}
        {formatLongIsoDate(invitationExpiresAt.slice(0, 10))}; you can send a new one from Manage employees.
      </Text>
      <Group gap="sm">
        <Button
          onClick={() => {
            reset();
            navigate(`${ADD_NEW_EMPLOYEE_PATH}${search}`);
          }}
        >
          Add another employee
        </Button>
        <Button component={Link} to={`/employer-dashboard/manage-employees${search}`} variant="default">
          Back to Manage employees
        </Button>
      </Group>
    </Stack>
  );
}
