import type { PDFFont } from '@cantoo/pdf-lib';

/**
 * Text a pdf-lib standard font can write. The standard fonts write Windows-1252 only: other letters lose their
 * accents, anything else becomes "?" (the invoice and the ID cards write names with them).
 */
export function encodable(font: PDFFont, value: string): string {
  return [...value]
    .map((ch) => {
      if (canEncode(font, ch)) return ch;
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return plain && [...plain].every((c) => canEncode(font, c)) ? plain : '?';
    })
    .join('');
}

function canEncode(font: PDFFont, ch: string): boolean {
  try {
    font.encodeText(ch);
    return true;
  } catch {
    return false;
  }
}
