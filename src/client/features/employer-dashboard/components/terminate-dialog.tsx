import { Dialog } from '@client/components/dialog';
import { DateField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { fullName } from '@client/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatUsDate, parseIsoDate, parseUsDate } from '@shared/domain/dates/dates';
import { computeCoverageEnd } from '@shared/domain/employment/employment';
import { createTerminationSchema, type EmployeeListRow } from '@shared/schemas/manage-employees';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTerminateEmployee } from '../api/terminate-employee';

/** The coverage end the typed last day gives (shared rule), or null while the date is incomplete. */
function coverageEndOf(lastDayAt: string | undefined): string | null {
  const lastDay = lastDayAt ? parseUsDate(lastDayAt) : null;
  return lastDay ? formatUsDate(computeCoverageEnd(lastDay)) : null;
}

/** Terminate: the last day of work, the coverage end it gives, and what happens to continuation coverage. */
export function TerminateDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: string;
  row: EmployeeListRow;
  onClose: () => void;
}) {
  const schema = useMemo(
    () => createTerminationSchema({ hiredAt: row.hiredAt ? parseIsoDate(row.hiredAt) : null }),
    [row.hiredAt],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { lastDayAt: '' } });
  const errors = useFormErrors(form);
  const terminate = useTerminateEmployee(companyId, row.employeeFormId);
  const coverageEnd = coverageEndOf(useWatch({ control: form.control, name: 'lastDayAt' }));
  const name = fullName(row);
  const onSubmit = (values: Values) =>
    terminate.mutate(
      { version: row.version, lastDayAt: values.lastDayAt },
      {
        onSuccess: (saved) => {
          const ends = saved.coverageEndsAt ? formatUsDate(parseIsoDate(saved.coverageEndsAt)!) : '';
          notifications.show({ color: 'brand', message: `${name} is terminated. Coverage ends on ${ends}.` });
          onClose();
        },
        onError: (error) => errors.showError(error),
      },
    );
  return (
    <Dialog opened onClose={onClose} title={`Terminate ${name}`}>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <DateField name="lastDayAt" label="Last day of work" description="MM/DD/YYYY" withAsterisk />
        <Text size="sm" aria-live="polite">
          {coverageEnd
            ? `Group coverage ends on ${coverageEnd}, the last day of that month.`
            : 'Group coverage runs to the last day of the month of the last day of work.'}
        </Text>
        <Text size="sm">
          If {name} is enrolled in coverage, a continuation coverage notice (COBRA, or your state&apos;s
          program for smaller employers) is due. We record it, and our operations team sends the notice that
          applies.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={terminate.isPending}>
            Terminate employee
          </Button>
        </Group>
      </Form>
    </Dialog>
  );
}
