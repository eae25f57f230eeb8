import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { MUTED, PageWriter } from '../../../lib/pdf-writer';

const SECTION_TITLES: Record<string, string> = {
  account: 'Your account',
  memberships: 'Companies you administer',
  employeeForms: 'Your employee records',
  dependents: 'Your dependents',
  applications: 'Your applications',
  coverages: 'Your coverages',
  beneficiaries: 'Your beneficiaries',
  claims: 'Your claim help requests',
  claimMessages: 'Claim help messages',
  lifeEvents: 'Life events you reported',
  files: 'Files you uploaded',
  auditEntries: 'What was done with your account',
  dataRequests: 'Your data requests',
};

/** Labels whose words a plain split would get wrong. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Record number',
  ssnLast4: 'Social Security number (last four)',
  socialSecurityNumberLast4: 'Social Security number (last four)',
  bankAccountLast4: 'Bank account (last four)',
  routingNumberLast4: 'Routing number (last four)',
  einLast4: 'Tax ID (last four)',
  bornAt: 'Date of birth',
  createdAt: 'Created',
  updatedAt: 'Last changed',
  signedAt: 'Signed',
  completedAt: 'Completed',
  effectiveAt: 'Coverage starts',
  isEnrolling: 'Enrolling',
  tobaccoUser: 'Uses tobacco',
  contentType: 'File type',
  sizeBytes: 'Size (bytes)',
  originalName: 'File name',
};

const ACRONYMS: Record<string, string> = {
  id: 'ID',
  ssn: 'SSN',
  ein: 'EIN',
  url: 'address',
  hsa: 'HSA',
  ip: 'IP',
};

/**
 * A record's key as a person reads it (issue 34 item 7): "employeeFormId" → "Employee form ID", "is_renewal"
 * → "Renewal", "lastName" → "Last name"; a few are named outright (FIELD_LABELS).
 */
export function labelOf(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  // "isRenewal", "hasSpouse": the question's subject alone.
  if (words.length > 1 && (words[0] === 'is' || words[0] === 'has')) words.shift();
  const text = words.map((w) => ACRONYMS[w] ?? w).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as a person reads it: nothing as "—", yes/no for flags, a nested record as its labelled fields. */
export const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(show).join('; ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${labelOf(k)}: ${show(v)}`)
      .join(', ');
  return String(value);
};

/**
 * The export as a readable PDF (decision 0056): a section per kind of record, each record as label/value
 * pairs, from the masked document (last fours only), so the PDF holds nothing the JSON does not.
 */
export async function renderExportPdf(document: Record<string, unknown>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Your Groupcover data');
  pdf.setCreator('Groupcover');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, regular, bold);
  writer.text('Your Groupcover data', { font: bold, size: 18 });
  writer.paragraph(show(document.note), { color: MUTED });
  writer.text(`Produced ${show(document.producedAt)}`, { color: MUTED });
  writer.rule();
  for (const [key, title] of Object.entries(SECTION_TITLES)) {
    const value = document[key];
    const records = Array.isArray(value) ? value : value ? [value] : [];
    writer.gap(10);
    writer.text(`${title} (${records.length})`, { font: bold, size: 13 });
    for (const record of records) {
      writer.gap(4);
      for (const [label, field] of Object.entries(record as Record<string, unknown>)) {
        writer.paragraph(`${labelOf(label)}: ${show(field)}`, { size: 9 });
      }
      writer.rule();
    }
  }
  return pdf.save();
}
