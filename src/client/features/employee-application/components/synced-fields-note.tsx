import { Alert, Anchor } from '@mantine/core';
import { EMPLOYER_FIELD_NOTE } from '@shared/domain/employment/field-rights';
import type { ApplicationResponse } from '@shared/schemas/application';
import { lockOfField } from '../lib/application-rules';

/** Why some fields cannot be changed here, and where they can be (docs/spec/1 §2, Review and Sign). */
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

/** A form field's name where it differs from the stored field the lock is on. */
const STORED_NAME: Readonly<Record<string, string>> = { employeeRole: 'employeeRoleId' };

/**
 * Which of a form's fields this reader cannot change (the server's `lockedFields`, decision 0077), and the props
 * that show it: a text field is read-only and filled-looking with why (from the partner, or set by the employer);
 * a select or radio group is disabled with the same note.
 */
export function describeSyncedFields(
  application: Pick<ApplicationResponse, 'employeeForm' | 'partner'>,
  values: Readonly<Record<string, unknown>>,
) {
  const lockOf = (name: string) => lockOfField(application, STORED_NAME[name] ?? name);
  const noteOf = (name: string) =>
    lockOf(name) === 'partner' ? syncedFieldDescription(application.partner) : EMPLOYER_FIELD_NOTE;
  return {
    /** Whether a field the partner sent is shown here (the note explaining "From {partner}" is shown). */
    anyLocked: Object.keys(values).some((name) => lockOf(name) === 'partner'),
    /** A text field's name and props: read-only with why when locked, else `description` (if any). */
    field: (name: string, description?: string) =>
      lockOf(name)
        ? { name, readOnly: true, variant: 'filled' as const, description: noteOf(name) }
        : { name, description },
    /** A select's or radio group's name, disabled with why when locked. */
    choice: (name: string) =>
      lockOf(name) ? { name, disabled: true, description: noteOf(name) } : { name, disabled: false },
  };
}
