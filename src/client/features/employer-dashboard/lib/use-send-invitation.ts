import { isApiError } from '@client/lib/api-client';
import { fullName } from '@client/lib/format';
import { notifications } from '@mantine/notifications';
import { convertIsoDateToUs } from '@shared/domain/dates/dates';
import type { EmployeeListRow } from '@shared/schemas/manage-employees';
import { useResendInvitation } from '../api/resend-invitation';

type Invitee = Pick<EmployeeListRow, 'employeeFormId' | 'firstName' | 'lastName' | 'email' | 'version'>;

/**
 * Sends a person a new invitation and says how it went in a notice (Manage employees' menu and the status
 * page): sent, with until when its link works, or why not.
 */
export function useSendInvitation(companyId: string) {
  const invite = useResendInvitation(companyId);
  const send = (person: Invitee) =>
    invite.mutate(
      { employeeFormId: person.employeeFormId, version: person.version },
      {
        onSuccess: ({ expiresAt }) =>
          notifications.show({
            color: 'brand',
            message: `An invitation was sent to ${person.email}. Its link works until ${convertIsoDateToUs(expiresAt.slice(0, 10))}.`,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `The invitation to ${fullName(person)} was not sent`,
            message: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
          }),
      },
    );
  return { send, isPending: invite.isPending };
}
