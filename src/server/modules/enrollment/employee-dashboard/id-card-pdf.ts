import { PDFDocument, type PDFFont, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  PHARMACY_NOT_ON_FILE,
  RELATIONSHIP_LABELS,
} from '@shared/domain/employee-dashboard/employee-dashboard';
import type { IdCard } from '@shared/schemas/employee-dashboard';
import { encodable } from '../../../lib/pdf-encodable';
import { fitToColumn, INK, MUTED } from '../../../lib/pdf-writer';

/** A wallet card is 3.375 × 2.125 in; the page is a card and a half wide so the members fit (points). */
const WIDTH = 360;
const MARGIN = 18;
const LINE = 13;
const BAND = rgb(0.13, 0.36, 0.62);

/**
 * One ID card as a PDF (pdf-lib, Helvetica): the carrier and line on a band, then the member, member id, group
 * number, plan and start date, each covered person with their member id, and the pharmacy fields on medical.
 * No SSN, birth date or address is on it (decision 0041).
 */
export async function renderIdCardPdf(card: IdCard, companyName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${card.label} ID card: ${card.memberName}`);
  pdf.setAuthor('Groupcover');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const rows: Array<[string, string]> = [
    ['Member', card.memberName],
    ['Member ID', card.memberId],
    ['Group number', card.groupNumber],
    ['Plan', card.planName],
    ['Employer', companyName],
    ['Coverage starts', card.startsAt ? formatLongIsoDate(card.startsAt) : 'Not set'],
  ];
  const pharmacy: Array<[string, string]> = card.pharmacy
    ? [
        ['RxBIN', card.pharmacy.rxBin ?? PHARMACY_NOT_ON_FILE],
        ['RxPCN', card.pharmacy.rxPcn ?? PHARMACY_NOT_ON_FILE],
        ['RxGroup', card.pharmacy.rxGroup ?? PHARMACY_NOT_ON_FILE],
      ]
    : [];
  const bandHeight = 44;
  const height =
    bandHeight +
    MARGIN * 2 +
    LINE * (rows.length + 2 + card.members.length + (pharmacy.length ? pharmacy.length + 2 : 0) + 2);
  const page = pdf.addPage([WIDTH, height]);
  let y = height;

  page.drawRectangle({ x: 0, y: height - bandHeight, width: WIDTH, height: bandHeight, color: BAND });
  const white = rgb(1, 1, 1);
  page.drawText(fitText(bold, card.carrierName, 14, WIDTH - 2 * MARGIN), {
    x: MARGIN,
    y: height - 22,
    size: 14,
    font: bold,
    color: white,
  });
  page.drawText(encodable(regular, `${card.label} ID card`), {
    x: MARGIN,
    y: height - 37,
    size: 9,
    font: regular,
    color: white,
  });
  y = height - bandHeight - MARGIN;

  const pair = (label: string, value: string) => {
    page.drawText(encodable(regular, label), { x: MARGIN, y, size: 9, font: regular, color: MUTED });
    page.drawText(fitText(bold, value, 10, WIDTH - MARGIN - 120), {
      x: 120,
      y,
      size: 10,
      font: bold,
      color: INK,
    });
    y -= LINE;
  };
  const heading = (text: string) => {
    y -= LINE / 2;
    page.drawText(encodable(bold, text), { x: MARGIN, y, size: 10, font: bold, color: INK });
    y -= LINE;
  };

  for (const [label, value] of rows) pair(label, value);
  heading('Members covered');
  for (const m of card.members) pair(RELATIONSHIP_LABELS[m.relationship], `${m.name}  ${m.memberId}`);
  if (pharmacy.length) {
    heading('Pharmacy');
    for (const [label, value] of pharmacy) pair(label, value);
  }
  y -= LINE / 2;
  page.drawText(
    encodable(regular, 'Proof of enrollment from Groupcover. Your carrier may issue its own card.'),
    { x: MARGIN, y, size: 7, font: regular, color: MUTED },
  );
  return pdf.save();
}

/** The value in the font's characters, cut to the width with an ellipsis (the PDF kit's fitting). */
const fitText = (font: PDFFont, raw: string, size: number, width: number): string =>
  fitToColumn(font, encodable(font, raw), size, width);
