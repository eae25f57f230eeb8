import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from '@cantoo/pdf-lib';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { ElectionSummary } from '@shared/domain/enrollment/summary';
import { formatCents, formatWholeDollars } from '@shared/domain/money/money';
import { explainPerPaycheck } from '@shared/domain/payroll/paychecks';
import { clock } from '../../../lib/clock';
import { INK, MUTED, PageWriter } from '../../../lib/pdf-writer';

/**
 * What the signed application's PDF shows (decision 0042). Numbers on file appear only as their mask
 * (XXX-XX-last four): the whole SSN is never read to make it, and bank numbers are not part of it.
 */
export type SignedApplicationDocument = {
  employeeName: string;
  /** XXX-XX-1234, or null when none is on file. */
  employeeSsnMasked: string | null;
  companyName: string;
  /** ISO dates, both included. */
  planYear: { start: string; end: string } | null;
  effectiveAt: string | null;
  payFrequencyLabel: string;
  dependents: ReadonlyArray<{ name: string; relationship: string; bornAt: string; ssnMasked: string | null }>;
  summary: ElectionSummary;
  statement: string;
  signedAt: Date;
  signedInAdminMode: boolean;
  /** The image the signature pad made (a PNG data URL; the demo's are SVG). */
  signatureImageDataUrl: string | null;
};

const SIGNATURE_BOX = { width: 240, height: 70 };

/** The signed application as a PDF (pdf-lib, Helvetica): who, the plan year, each election, the statement and the signature. */
export async function renderSignedApplicationPdf(doc: SignedApplicationDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Signed benefits application');
  pdf.setAuthor('Groupcover');
  pdf.setCreationDate(doc.signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf, regular, bold);

  writer.text('Signed benefits application', { font: bold, size: 18 });
  writer.gap(6);
  writer.pair('Employee', doc.employeeName);
  writer.pair('Social Security no.', doc.employeeSsnMasked ?? 'Not on file');
  writer.pair('Company', doc.companyName);
  if (doc.planYear)
    writer.pair(
      'Plan year',
      `${formatLongIsoDate(doc.planYear.start)} to ${formatLongIsoDate(doc.planYear.end)}`,
    );
  if (doc.effectiveAt) writer.pair('Coverage starts', formatLongIsoDate(doc.effectiveAt));
  writer.pair('Pay frequency', doc.payFrequencyLabel);
  writer.gap(10);

  writer.text('Family members', { font: bold, size: 12 });
  writer.gap(2);
  if (doc.dependents.length === 0) writer.text('No dependents.', { color: MUTED });
  const familyColumns = [
    { x: 0, width: 170 },
    { x: 172, width: 110 },
    { x: 284, width: 110 },
    { x: 396, width: 120 },
  ];
  if (doc.dependents.length > 0)
    writer.row(['Name', 'Relationship', 'Date of birth', 'Social Security no.'], familyColumns, bold);
  for (const d of doc.dependents)
    writer.row(
      [d.name, d.relationship, formatLongIsoDate(d.bornAt), d.ssnMasked ?? 'Not on file'],
      familyColumns,
    );
  writer.gap(10);

  const { summary } = doc;
  writer.text('Your elections', { font: bold, size: 12 });
  writer.gap(2);
  const columns = [
    { x: 0, width: 84 },
    { x: 86, width: 176 },
    { x: 264, width: 140 },
    { x: 406, width: 50, right: true },
    { x: 458, width: 58, right: true },
  ];
  writer.row(['Coverage', 'Plan', 'Who is covered', 'Monthly', 'Per paycheck'], columns, bold);
  for (const line of summary.lines) {
    const plan =
      line.status === 'enrolled'
        ? [line.planName ?? 'Enrolled', line.coverageAmount ? formatWholeDollars(line.coverageAmount) : null]
            .filter(Boolean)
            .join(', ')
        : line.statusLabel;
    writer.row(
      [line.label, plan, line.coveredPeople ?? '', money(line.monthlyCents), money(line.perPaycheckCents)],
      columns,
    );
  }
  const account = summary.healthAccount;
  if (account)
    writer.row(
      [
        'Health account',
        `${account.label}, ${formatCents(account.yearlyCents)} a year`,
        'You',
        formatCents(account.monthlyCents),
        formatCents(account.perPaycheckCents),
      ],
      columns,
    );
  writer.rule();
  writer.row(
    [
      'Your total',
      '',
      '',
      formatCents(summary.totals.monthlyCents),
      formatCents(summary.totals.perPaycheckCents),
    ],
    columns,
    bold,
  );
  writer.gap(4);
  writer.paragraph(explainPerPaycheck(summary.paychecks), { color: MUTED, size: 8 });
  writer.gap(12);

  writer.text('Statement', { font: bold, size: 12 });
  writer.gap(2);
  writer.paragraph(doc.statement, { size: 10 });
  writer.gap(6);
  await drawSignature(pdf, writer, regular, doc.signatureImageDataUrl);
  writer.pair('Signed on', formatLongIsoDate(clock.isoDateOf(doc.signedAt)));
  if (doc.signedInAdminMode)
    writer.paragraph("Signed by a company administrator on the employee's behalf (admin mode).", {
      color: MUTED,
      size: 8,
    });
  writer.gap(8);
  writer.paragraph('Social Security numbers are shown by their last four digits only.', {
    color: MUTED,
    size: 8,
  });
  return pdf.save();
}

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/** The signature image in its box: a PNG (or JPEG) embedded; an SVG's paths drawn; else a line saying so. */
async function drawSignature(pdf: PDFDocument, writer: PageWriter, font: PDFFont, dataUrl: string | null) {
  const drawn = dataUrl ? await toSignatureDrawing(pdf, dataUrl).catch(() => null) : null;
  if (!drawn) {
    writer.text('Signature on file (the image could not be shown).', { font, color: MUTED });
    return;
  }
  writer.box(SIGNATURE_BOX.height, (page, x, y) => {
    drawn(page, x, y);
    page.drawLine({
      start: { x, y: y - 2 },
      end: { x: x + SIGNATURE_BOX.width, y: y - 2 },
      thickness: 0.5,
      color: MUTED,
    });
  });
}

type Drawing = (page: PDFPage, x: number, y: number) => void;

async function toSignatureDrawing(pdf: PDFDocument, dataUrl: string): Promise<Drawing | null> {
  const base64 = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  if (base64) {
    const bytes = Buffer.from(base64[2]!, 'base64');
    const image = base64[1] === 'png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
    const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
    return (page, x, y) =>
      page.drawImage(image, { x, y, width: image.width * scale, height: image.height * scale });
  }
  const svg = /^data:image\/svg\+xml,(.*)$/s.exec(dataUrl);
  if (!svg) return null;
  const markup = decodeURIComponent(svg[1]!);
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(markup);
  const paths = [...markup.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((m) => m[1]!);
  if (!box || paths.length === 0) return null;
  const scale = Math.min(SIGNATURE_BOX.width / Number(box[1]), SIGNATURE_BOX.height / Number(box[2]));
  const height = Number(box[2]) * scale;
  // SVG's y runs down from the top: drawSvgPath takes the drawing's top-left corner.
  return (page, x, y) => {
    for (const d of paths) page.drawSvgPath(d, { x, y: y + height, scale, borderColor: INK, borderWidth: 2 });
  };
}
