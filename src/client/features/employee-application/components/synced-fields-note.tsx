import { Alert, Anchor } from '@mantine/core';
import type { ApplicationResponse } from '@shared/schemas/application';
import { getSyncedFields, isReadOnlySyncedField } from '../lib/application-rules';

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

/**
 * Which of a form's fields are synced and filled (read-only here), and the props that show it: a text field is
 * read-only and filled-looking with where it comes from; a select or radio group is disabled.
 */
export function describeSyncedFields(
  application: Pick<ApplicationResponse, 'employeeForm' | 'partner'>,
  values: Readonly<Record<string, unknown>>,
) {
  const synced = getSyncedFields(application);
  const isLocked = (field: string) => isReadOnlySyncedField(synced, field, values[field]);
  return {
    anyLocked: Object.keys(values).some(isLocked),
    /** A text field's name and props: read-only with its source when locked, else `description` (if any). */
    field: (name: string, description?: string) =>
      isLocked(name)
        ? {
            name,
            readOnly: true,
            variant: 'filled' as const,
            description: syncedFieldDescription(application.partner),
          }
        : { name, description },
    /** A select's or radio group's name, disabled when locked. */
    choice: (name: string) => ({ name, disabled: isLocked(name) }),
  };
}
