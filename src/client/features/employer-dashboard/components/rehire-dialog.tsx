import { Dialog } from '@client/components/dialog';
import { DateField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { fullName } from '@client/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { parseIsoDate } from '@shared/domain/dates/dates';
import { createRehireSchema, type EmployeeListRow } from '@shared/schemas/manage-employees';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRehireEmployee } from '../api/rehire-employee';
import { useResendInvitation } from '../api/resend-invitation';

/** Rehire: a new hire date; then, for a person without an account, the offer to send the invitation. */
export function RehireDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: string;
  row: EmployeeListRow;
  onClose: () => void;
}) {
  const schema = useMemo(
    () => createRehireSchema({ lastDay: row.lastDayAt ? parseIsoDate(row.lastDayAt) : null }),
    [row.lastDayAt],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { hiredAt: '' } });
  const errors = useFormErrors(form);
  const rehire = useRehireEmployee(companyId, row.employeeFormId);
  const invite = useResendInvitation(companyId);
  const [rehired, setRehired] = useState<EmployeeListRow | null>(null);
  const name = fullName(row);

  const onSubmit = (values: Values) =>
    rehire.mutate(
      { version: row.version, hiredAt: values.hiredAt },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'brand', message: `${name} is rehired.` });
          if (!saved.hasAccount && saved.email) setRehired(saved);
          else onClose();
        },
        onError: (error) => errors.showError(error),
      },
    );
  const sendInvitation = (saved: EmployeeListRow) =>
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
    <Dialog opened onClose={onClose} title={`Rehire ${name}`}>
      {rehired ? (
        <Stack gap="md">
          <Text>
            {name} has no account yet. Send an invitation to {rehired.email} so they can create one and
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
            <Button loading={invite.isPending} onClick={() => sendInvitation(rehired)}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      ) : (
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <DateField name="hiredAt" label="New hire date" description="MM/DD/YYYY" withAsterisk />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rehire.isPending}>
              Rehire
            </Button>
          </Group>
        </Form>
      )}
    </Dialog>
  );
}
