import { Alert, Anchor } from '@mantine/core';
import type { ApplicationResponse } from '@shared/schemas/application';

/** Why some fields cannot be changed here, and where they can be (spec 1 §2, Review and Sign). */
export function SyncedFieldsNote({ partner }: { partner: ApplicationResponse['partner'] }) {
  const source = partner.partnerName ?? 'your payroll provider';
  return (
    <Alert color="gray" variant="light" title="Some of your information is managed elsewhere">
      Fields marked "From {source}" come from {source} and are read-only here. To change them, contact your
      company administrator
      {partner.editEmployeeLink ? (
        <>
          {' or '}
          <Anchor href={partner.editEmployeeLink} target="_blank" rel="noreferrer">
            edit them in your {source} account
          </Anchor>
        </>
      ) : (
        ` or edit them in your ${source} account`
      )}
      .
    </Alert>
  );
}

/** The description of a read-only synced field. */
export function syncedFieldDescription(partner: ApplicationResponse['partner']): string {
  return `From ${partner.partnerName ?? 'your payroll provider'}`;
}
