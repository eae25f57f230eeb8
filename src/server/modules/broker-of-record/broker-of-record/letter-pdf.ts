import { PDFDocument, type PDFFont, type PDFImage, StandardFonts } from '@cantoo/pdf-lib';
import type { BrokerLetter } from '@shared/domain/broker-of-record/letter';
import { SIGNATURE_CANVAS_SIZES } from '@shared/domain/signature/signature';
import { encodable } from '../../../lib/pdf-encodable';
import { INK, MUTED, PAGE, PageWriter, wrapToWidth } from '../../../lib/pdf-writer';

/** The signature as the spec shows it: 300 by 100 (docs/spec/3 §9). */
const SIGNATURE_BOX = SIGNATURE_CANVAS_SIZES.default;
const BODY_SIZE = 10;
const DETAIL = { size: 9, line: 12, labelWidth: 140 };

/**
 * The broker-of-record letter as a PDF (pdf-lib, Helvetica, US Letter; decision 0047): the employer's name and
 * address as the letterhead, the date, the carrier, the paragraphs, the details, the closing, the signature
 * (the pad's PNG fitted into 300×100) above the signer's name, title and company. Long letters go on to a new
 * page; the signature block is never split from the signer's name.
 *
 * `signaturePng` null renders the unsigned preview (a blank line to sign on). A PNG that cannot be read throws:
 * a letter without its signature is not one a carrier accepts, so the caller must not store it.
 */
export async function renderBrokerLetterPdf(
  letter: BrokerLetter,
  signaturePng: Uint8Array | null,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${letter.title}: ${letter.addressee}`);
  pdf.setAuthor(letter.signer.company);
  pdf.setCreator('Groupcover');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const image = signaturePng ? await pdf.embedPng(signaturePng) : null;
  const writer = new PageWriter(pdf, regular, bold);

  // Letterhead: the employer's name and address (the "Address" detail when the caller gives one).
  writer.text(letter.signer.company, { font: bold, size: 16 });
  const address = letter.details.find((d) => d.label === 'Address');
  if (address) writer.text(address.value, { color: MUTED });
  writer.rule();
  writer.gap(14);

  writer.text(letter.date, { size: BODY_SIZE });
  writer.gap(8);
  writer.paragraph(`To: ${letter.addressee}`, { size: BODY_SIZE });
  writer.gap(8);
  writer.paragraph(`Re: ${letter.title}`, { font: bold, size: 12 });
  writer.gap(8);

  for (const paragraph of letter.paragraphs) {
    writer.paragraph(paragraph, { size: BODY_SIZE });
    writer.gap(6);
  }

  writer.gap(4);
  for (const detail of letter.details) drawDetail(writer, regular, bold, detail);
  writer.gap(14);

  writer.text(letter.closing, { size: BODY_SIZE });
  drawSignatureBlock(writer, regular, bold, letter.signer, image);
  return pdf.save();
}

/** A label and its value, the value wrapped in its column. */
function drawDetail(
  writer: PageWriter,
  regular: PDFFont,
  bold: PDFFont,
  detail: { label: string; value: string },
) {
  const valueWidth = PAGE.width - 2 * PAGE.margin - DETAIL.labelWidth;
  const lines = wrapToWidth(regular, encodable(regular, detail.value), DETAIL.size, valueWidth);
  const labelLines = wrapToWidth(bold, encodable(bold, detail.label), DETAIL.size, DETAIL.labelWidth - 8);
  const rows = Math.max(1, lines.length, labelLines.length);
  writer.box(rows * DETAIL.line - 4, (page, x, y) => {
    const top = y + rows * DETAIL.line - 4 - DETAIL.size;
    labelLines.forEach((line, i) => {
      page.drawText(line, { x, y: top - i * DETAIL.line, size: DETAIL.size, font: bold, color: MUTED });
    });
    lines.forEach((line, i) => {
      page.drawText(line, {
        x: x + DETAIL.labelWidth,
        y: top - i * DETAIL.line,
        size: DETAIL.size,
        font: regular,
        color: INK,
      });
    });
  });
}

/** The signature (or a blank line to sign on) with the signer's name, title and company under it, kept together. */
function drawSignatureBlock(
  writer: PageWriter,
  regular: PDFFont,
  bold: PDFFont,
  signer: BrokerLetter['signer'],
  image: PDFImage | null,
) {
  const lines = [
    { text: signer.name, font: bold },
    { text: signer.title, font: regular },
    { text: signer.company, font: regular },
  ];
  const textHeight = lines.length * 14 + 4;
  writer.box(SIGNATURE_BOX.height + textHeight, (page, x, y) => {
    const lineY = y + textHeight;
    if (image) {
      const scale = Math.min(SIGNATURE_BOX.width / image.width, SIGNATURE_BOX.height / image.height);
      page.drawImage(image, { x, y: lineY + 2, width: image.width * scale, height: image.height * scale });
    }
    page.drawLine({
      start: { x, y: lineY },
      end: { x: x + SIGNATURE_BOX.width, y: lineY },
      thickness: 0.5,
      color: MUTED,
    });
    lines.forEach((line, i) => {
      page.drawText(encodable(line.font, line.text), {
        x,
        y: lineY - 14 * (i + 1),
        size: BODY_SIZE,
        font: line.font,
        color: INK,
      });
    });
  });
}
