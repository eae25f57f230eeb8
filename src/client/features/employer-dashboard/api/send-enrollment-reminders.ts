import { apiRequest, checkedByServer } from '@client/lib/api-client';
import type { EnrollmentReminderResponse } from '@shared/schemas/notice-preferences';
import { useMutation } from '@tanstack/react-query';

/** "Send a reminder" (decision 0080): to one employee, or (null) everyone who has not finished. */
export function useSendEnrollmentReminders(companyId: string) {
  return useMutation({
    mutationFn: (employeeFormId: string | null) =>
      apiRequest(`/api/v1/companies/${encodeURIComponent(companyId)}/enrollment_reminders`, {
        method: 'POST',
        body: { employeeFormId },
        schema: checkedByServer<EnrollmentReminderResponse>(),
      }),
  });
}
