import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { fullName } from '@client/lib/format';
import { Button, Menu } from '@mantine/core';
import type { EmployeeListRow } from '@shared/schemas/manage-employees';
import { Link } from 'react-router';

export type EmployeeAction = 'edit' | 'terminate' | 'rehire' | 'invite' | 'remind';

/** The actions on one person: those their state allows, and admin mode. */
export function EmployeeActionsMenu({
  row,
  onAction,
}: {
  row: EmployeeListRow;
  onAction: (action: EmployeeAction, row: EmployeeListRow) => void;
}) {
  const isTerminated = row.employmentStatus === 'terminated';
  const canInvite = !isTerminated && !row.hasAccount && row.email !== null;
  // A reminder reaches a person with an account who has not finished (decision 0080).
  const canRemind =
    !isTerminated &&
    row.hasAccount &&
    (row.applicationStatus === 'not_started' || row.applicationStatus === 'in_progress');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" aria-label={`Actions for ${fullName(row)}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {!isTerminated && (
          <Menu.Item onClick={() => onAction('edit', row)}>Edit eligibility and class</Menu.Item>
        )}
        {canInvite && (
          <Menu.Item onClick={() => onAction('invite', row)}>
            {row.invitation.state === 'not_sent' ? 'Send invitation' : 'Resend invitation'}
          </Menu.Item>
        )}
        {canRemind && <Menu.Item onClick={() => onAction('remind', row)}>Send a reminder</Menu.Item>}
        {isTerminated ? (
          <Menu.Item onClick={() => onAction('rehire', row)}>Rehire</Menu.Item>
        ) : (
          <Menu.Item onClick={() => onAction('terminate', row)}>Terminate</Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={`/company-admin/employee-application/${encodeURIComponent(row.employeeFormId)}`}
        >
          Open in admin mode
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
