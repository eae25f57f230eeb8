import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { MUTED, PageWriter } from '../../lib/pdf-writer';

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

const show = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

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
        writer.paragraph(`${label}: ${show(field)}`, { size: 9 });
      }
      writer.rule();
    }
  }
  return pdf.save();
}
