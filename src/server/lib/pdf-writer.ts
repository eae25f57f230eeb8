import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from '@cantoo/pdf-lib';
import { encodable } from './pdf-encodable';

/** The house's PDF page (US Letter, points) and inks: invoices and the signed application. */
export const PAGE = { width: 612, height: 792, margin: 48 };
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.33, 0.36, 0.4);
export const RULE = rgb(0.8, 0.82, 0.85);

/** Writes lines down the page and starts a new page when one is full. */
export class PageWriter {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  private room(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  gap(points: number) {
    this.y -= points;
  }

  text(value: string, options: { font?: PDFFont; size?: number; color?: RGB } = {}) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 9;
    this.room(size + 4);
    this.y -= size + 4;
    this.page.drawText(encodable(font, value), {
      x: PAGE.margin,
      y: this.y,
      size,
      font,
      color: options.color ?? INK,
    });
  }

  pair(label: string, value: string, font = this.regular) {
    this.room(13);
    this.y -= 13;
    this.page.drawText(encodable(this.bold, label), {
      x: PAGE.margin,
      y: this.y,
      size: 9,
      font: this.bold,
      color: MUTED,
    });
    this.page.drawText(encodable(font, value), {
      x: PAGE.margin + 110,
      y: this.y,
      size: 9,
      font,
      color: INK,
    });
  }

  /**
   * A table row: each cell wrapped within its column (a name or plan too long for one line takes two, never cut
   * short), the row as tall as its tallest cell. A single word wider than its column is cut with an ellipsis.
   */
  row(
    cells: readonly string[],
    columns: ReadonlyArray<{ x: number; width: number; right?: boolean }>,
    font = this.regular,
  ) {
    const SIZE = 8;
    const LINE = 10;
    const wrapped = cells.map((cell, i) => {
      const { width } = columns[i]!;
      const lines = wrapToWidth(font, encodable(font, cell), SIZE, width);
      return (lines.length > 0 ? lines : ['']).map((line) => fitToColumn(font, line, SIZE, width));
    });
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE + 3;
    this.room(height);
    const top = this.y - 13;
    wrapped.forEach((lines, i) => {
      const column = columns[i]!;
      lines.forEach((text, n) => {
        const width = font.widthOfTextAtSize(text, SIZE);
        const x = PAGE.margin + column.x + (column.right ? column.width - width : 0);
        this.page.drawText(text, { x, y: top - n * LINE, size: SIZE, font, color: INK });
      });
    });
    this.y -= height;
  }

  /** A text wrapped at the page's width, line by line. */
  paragraph(value: string, options: { font?: PDFFont; size?: number; color?: RGB } = {}) {
    const font = options.font ?? this.regular;
    const size = options.size ?? 9;
    for (const line of wrapToWidth(font, encodable(font, value), size, PAGE.width - 2 * PAGE.margin))
      this.text(line, { ...options, font, size });
  }

  /**
   * Room for a drawing `height` points high at the left margin: `draw` gets the page and the box's lower-left
   * corner, and the writer moves below it.
   */
  box(height: number, draw: (page: PDFPage, x: number, y: number) => void) {
    this.room(height + 4);
    this.y -= height + 4;
    draw(this.page, PAGE.margin, this.y);
  }

  rule() {
    this.y -= 3;
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

/** Breaks a text into lines no wider than `width` (at spaces; a longer word stands on its own line). */
export function wrapToWidth(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts a line to its column with an ellipsis. */
export function fitToColumn(font: PDFFont, value: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  let cut = value;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}
