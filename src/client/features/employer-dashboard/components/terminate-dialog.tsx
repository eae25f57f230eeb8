import { DateField } from '@client/components/form/fields';
import { fullName } from '@client/lib/format';
import { Text } from '@mantine/core';
import { formatUsDate, parseIsoDate, parseUsDate } from '@shared/domain/dates/dates';
import { computeCoverageEnd } from '@shared/domain/employment/employment';
import { createTerminationSchema, type EmployeeListRow } from '@shared/schemas/manage-employees';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTerminateEmployee } from '../api/terminate-employee';
import { EmployeeFormDialog } from './employee-form-dialog';

/** What the terminate dialog reads of the person (the list's row, or the status page's person). */
export type TerminatedPerson = Pick<
  EmployeeListRow,
  'employeeFormId' | 'firstName' | 'lastName' | 'version' | 'hiredAt'
>;

/** The coverage end the typed last day gives (shared rule), or null while the date is incomplete. */
function coverageEndOf(lastDayAt: string | undefined): string | null {
  const lastDay = lastDayAt ? parseUsDate(lastDayAt) : null;
  return lastDay ? formatUsDate(computeCoverageEnd(lastDay)) : null;
}

/** The coverage end of the last day being typed, live. */
function CoverageEndPreview() {
  const coverageEnd = coverageEndOf(useWatch({ name: 'lastDayAt' }));
  return (
    <Text size="sm" aria-live="polite">
      {coverageEnd
        ? `Group coverage ends on ${coverageEnd}, the last day of that month.`
        : 'Group coverage runs to the last day of the month of the last day of work.'}
    </Text>
  );
}

/** Terminate: the last day of work, the coverage end it gives, and what happens to continuation coverage. */
export function TerminateDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: string;
  row: TerminatedPerson;
  onClose: () => void;
}) {
  const schema = useMemo(
    () => createTerminationSchema({ hiredAt: row.hiredAt ? parseIsoDate(row.hiredAt) : null }),
    [row.hiredAt],
  );
  const name = fullName(row);
  return (
    <EmployeeFormDialog
      title={`Terminate ${name}`}
      schema={schema}
      defaultValues={{ lastDayAt: '' }}
      mutation={useTerminateEmployee(companyId, row.employeeFormId)}
      toBody={(values) => ({ version: row.version, lastDayAt: values.lastDayAt })}
      savedMessage={(saved) => {
        const ends = saved.coverageEndsAt ? formatUsDate(parseIsoDate(saved.coverageEndsAt)!) : '';
        return `${name} is terminated. Coverage ends on ${ends}.`;
      }}
      submitLabel="Terminate employee"
      submitColor="red"
      onClose={onClose}
    >
      <DateField name="lastDayAt" label="Last day of work" description="MM/DD/YYYY" withAsterisk />
      <CoverageEndPreview />
      <Text size="sm">
        If {name} is enrolled in coverage, a continuation coverage notice (COBRA, or your state&apos;s program
        for smaller employers) is due. We record it, and our operations team sends the notice that applies.
      </Text>
    </EmployeeFormDialog>
  );
}
