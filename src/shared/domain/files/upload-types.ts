/**
 * The kinds of file a person may upload: plan documents (PDF), scans and photos (PNG, JPEG) and rate sheets
 * (CSV, Excel). The server decides the kind from the file's first bytes, never from its name or the type the
 * browser sends; the browser uses the extensions only to offer the right files (`accept`).
 */
export const UPLOAD_KINDS = ['pdf', 'png', 'jpeg', 'csv', 'xlsx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export type UploadType = {
  /** The Content-Type the file is stored and served with. */
  contentType: string;
  /** Lower-case extensions without the dot; the first is added to a name that has none of them. */
  extensions: readonly [string, ...string[]];
  /** How a person calls it, in messages. */
  label: string;
};

export const UPLOAD_TYPES: Record<UploadKind, UploadType> = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  png: { contentType: 'image/png', extensions: ['png'], label: 'PNG' },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  csv: { contentType: 'text/csv', extensions: ['csv'], label: 'CSV' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Excel (.xlsx)',
  },
};

/** "PDF, PNG, JPEG, CSV or Excel (.xlsx)". */
export function describeUploadKinds(kinds: readonly UploadKind[] = UPLOAD_KINDS): string {
  const labels = kinds.map((kind) => UPLOAD_TYPES[kind].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

/** The `accept` attribute of a file input for these kinds: ".pdf,.png,.jpg,.jpeg,...". */
export function acceptAttribute(kinds: readonly UploadKind[] = UPLOAD_KINDS): string {
  return kinds.flatMap((kind) => UPLOAD_TYPES[kind].extensions.map((ext) => `.${ext}`)).join(',');
}

/**
 * What a stored file belongs to: a company's own documents (`company`, the company's id), and a plan's summary
 * of benefits and coverage as the company received it (`plan_sbc`, the plan's id; decision 0029), and an
 * open-enrollment setup's uploads (`open_enrollment_setup`, the setup's id; decision 0036: operations only), and
 * a claims help request's files (`claim`, the request's id; decision 0045: served only through the claim's routes),
 * and broker of record's plan documents (`bor_plan_document`, the intake plan's id) and signed letters
 * (`bor_letter`, the carrier change's id; decision 0048), and a benefits-administration lead's files
 * (`ben_admin_lead`, the lead's id; decision 0052: its invoices and health-account documents), and a large
 * group quote request's census
 * (`large_group_census`, the request's id; decision 0054: operations and the company's own managers).
 * Stored as text (not a database enum), so a new owner needs no migration.
 */
export const STORED_FILE_RECORD_TYPES = [
  'company',
  'plan_sbc',
  'open_enrollment_setup',
  'claim',
  'bor_plan_document',
  'bor_letter',
  'ben_admin_lead',
  'large_group_census',
] as const;
export type StoredFileRecordType = (typeof STORED_FILE_RECORD_TYPES)[number];
