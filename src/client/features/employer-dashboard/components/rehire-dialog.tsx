import { DateField } from '@client/components/form/fields';
import { fullName } from '@client/lib/format';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { parseIsoDate } from '@shared/domain/dates/dates';
import { createRehireSchema, type EmployeeListRow } from '@shared/schemas/manage-employees';
import { useMemo } from 'react';
import { useRehireEmployee } from '../api/rehire-employee';
import { useResendInvitation } from '../api/resend-invitation';
import { EmployeeFormDialog } from './employee-form-dialog';

/** What the rehire dialog reads of the person (the list's row, or the status page's person). */
export type RehiredPerson = Pick<
  EmployeeListRow,
  'employeeFormId' | 'firstName' | 'lastName' | 'version' | 'lastDayAt'
>;

/** Rehire: a new hire date; then, for a person without an account, the offer to send the invitation. */
export function RehireDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: string;
  row: RehiredPerson;
  onClose: () => void;
}) {
  const schema = useMemo(
    () => createRehireSchema({ lastDay: row.lastDayAt ? parseIsoDate(row.lastDayAt) : null }),
    [row.lastDayAt],
  );
  const name = fullName(row);
  return (
    <EmployeeFormDialog
      title={`Rehire ${name}`}
      schema={schema}
      defaultValues={{ hiredAt: '' }}
      mutation={useRehireEmployee(companyId, row.employeeFormId)}
      toBody={(values) => ({ version: row.version, hiredAt: values.hiredAt })}
      savedMessage={() => `${name} is rehired.`}
      next={(saved) =>
        !saved.hasAccount && saved.email ? (
          <InviteAfterRehire companyId={companyId} saved={saved} onClose={onClose} />
        ) : null
      }
      submitLabel="Rehire"
      onClose={onClose}
    >
      <DateField name="hiredAt" label="New hire date" description="MM/DD/YYYY" withAsterisk />
    </EmployeeFormDialog>
  );
}

/** After a rehire, for a person without an account: send the invitation now, or not. */
function InviteAfterRehire({
  companyId,
  saved,
  onClose,
}: {
  companyId: string;
  saved: EmployeeListRow;
  onClose: () => void;
}) {
  const invite = useResendInvitation(companyId);
  const send = () =>
    invite.mutate(
      { employeeFormId: saved.employeeFormId, version: saved.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'brand', message: `An invitation was sent to ${saved.email}.` });
          onClose();
        },
      },
    );
  return (
    <Stack gap="md">
      <Text>
        {fullName(saved)} has no account yet. Send an invitation to {saved.email} so they can create one and
        enroll?
      </Text>
      {invite.error && (
        <Alert color="red" role="alert">
          {invite.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Not now
        </Button>
        <Button loading={invite.isPending} onClick={send}>
          Send invitation
        </Button>
      </Group>
    </Stack>
  );
}
