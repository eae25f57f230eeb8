import { isApiError } from '@client/lib/api-client';
import { Button, Stack, Text } from '@mantine/core';
import type { EnrollmentReminderResponse } from '@shared/schemas/notice-preferences';
import { useState } from 'react';
import { useSendEnrollmentReminders } from '../api/send-enrollment-reminders';

/** What a reminder did, in words: who gets it, and who cannot yet (no account: resend their invitation). */
export function describeReminder(r: EnrollmentReminderResponse): string {
  const sent =
    r.reminded === 1 ? '1 employee is reminded by e-mail' : `${r.reminded} employees are reminded by e-mail`;
  const without = r.notFinished - r.reminded;
  return without > 0
    ? `${sent}. ${without === 1 ? '1 has' : `${without} have`} not created an account yet: resend their invitation from Manage employees.`
    : `${sent}.`;
}

/** "Send a reminder" to one person (employeeFormId) or everyone not finished (null); at most once a day each. */
export function RemindButton({
  companyId,
  employeeFormId,
  label,
}: {
  companyId: string;
  employeeFormId: string | null;
  label: string;
}) {
  const send = useSendEnrollmentReminders(companyId);
  const [outcome, setOutcome] = useState<string | null>(null);
  const onClick = async () => {
    setOutcome(null);
    try {
      setOutcome(describeReminder(await send.mutateAsync(employeeFormId)));
    } catch (error) {
      setOutcome(isApiError(error) ? error.message : 'The reminder could not be sent. Please try again.');
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" size="sm" onClick={onClick} loading={send.isPending}>
        {label}
      </Button>
      <Text size="sm" role="status" aria-live="polite">
        {outcome ?? ''}
      </Text>
    </Stack>
  );
}
