import { Dialog } from '@client/components/dialog';
import { isApiError } from '@client/lib/api-client';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { uninvitedCountQueryOptions, useSendAllInvitations } from '../api/send-all-invitations';

export const SEND_ALL_INVITATIONS_LABEL = 'Send invitations to everyone not yet invited';

const people = (count: number) => (count === 1 ? '1 person' : `${count.toLocaleString('en-US')} people`);

/**
 * "Send all invitations" (decision 0027): a button, then a confirmation that states how many people get an
 * invitation e-mail before anything is sent; the count confirmed goes with the request (more people by then
 * answers 409 and the count is read again).
 */
export function SendAllInvitationsButton({
  companyId,
  variant = 'default',
}: {
  companyId: string;
  variant?: 'default' | 'filled';
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpened(true)}>
        {SEND_ALL_INVITATIONS_LABEL}
      </Button>
      {opened && <SendAllInvitationsDialog companyId={companyId} onClose={() => setOpened(false)} />}
    </>
  );
}

function SendAllInvitationsDialog({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const count = useQuery(uninvitedCountQueryOptions(companyId));
  const send = useSendAllInvitations(companyId);
  const confirmed = count.data?.count ?? null;
  const onSend = (confirmedCount: number) =>
    send.mutate(
      { confirmedCount },
      {
        onSuccess: ({ sent, notDelivered }) => {
          notifications.show({
            color: notDelivered > 0 ? 'red' : 'brand',
            message:
              notDelivered > 0
                ? `Invitations were made for ${people(sent)}, but ${people(notDelivered)} could not be e-mailed. Check their addresses and resend from the Invited tab.`
                : `Invitations were sent to ${people(sent)}.`,
          });
          onClose();
        },
      },
    );
  return (
    <Dialog opened onClose={onClose} title="Send invitations">
      <Stack gap="md">
        {count.isPending ? (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>Counting the people not invited yet…</Text>
          </Group>
        ) : count.isError ? (
          <Alert color="red" role="alert">
            {isApiError(count.error) ? count.error.message : 'We could not count the people to invite.'}
          </Alert>
        ) : confirmed === 0 ? (
          <Text>Everyone who can be invited has an account or an invitation whose link still works.</Text>
        ) : (
          <Text aria-live="polite">
            <strong>{people(confirmed!)}</strong> will get an e-mail with a link to create their account and
            enroll. The link works for 14 days. People who have an account, hold an invitation whose link
            still works, are terminated, not eligible for benefits, without an e-mail address, or whose
            benefits were not approved are not invited.
          </Text>
        )}
        {send.error && (
          <Alert color="red" role="alert">
            {isApiError(send.error) ? send.error.message : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {confirmed === 0 ? 'Close' : 'Cancel'}
          </Button>
          {confirmed !== null && confirmed > 0 && (
            <Button loading={send.isPending} onClick={() => onSend(confirmed)}>
              Send {confirmed === 1 ? '1 invitation' : `${confirmed.toLocaleString('en-US')} invitations`}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
