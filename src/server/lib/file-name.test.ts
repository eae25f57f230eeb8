import { UPLOAD_TYPES } from '@shared/domain/files/upload-types';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name';

const pdf = UPLOAD_TYPES.pdf;
const jpeg = UPLOAD_TYPES.jpeg;

describe('sanitizeFileName', () => {
  it('keeps an ordinary name, in any script', () => {
    expect(sanitizeFileName('Summary of Benefits 2027.pdf', pdf)).toBe('Summary of Benefits 2027.pdf');
    expect(sanitizeFileName('Résumé – São Paulo 東京.PDF', pdf)).toBe('Résumé – São Paulo 東京.PDF');
    expect(sanitizeFileName('photo.jpeg', jpeg)).toBe('photo.jpeg');
    expect(sanitizeFileName('photo.JPG', jpeg)).toBe('photo.JPG');
  });

  it('keeps only the last segment of a path, from either kind of separator', () => {
    expect(sanitizeFileName('../../etc/passwd.pdf', pdf)).toBe('passwd.pdf');
    expect(sanitizeFileName('C:\\Users\\emily\\Desktop\\plan.pdf', pdf)).toBe('plan.pdf');
    expect(sanitizeFileName('/', pdf)).toBe('document.pdf');
  });

  it('adds the extension of the real type when the name has another or none', () => {
    expect(sanitizeFileName('invoice.exe', pdf)).toBe('invoice.exe.pdf');
    expect(sanitizeFileName('scan', jpeg)).toBe('scan.jpg');
    expect(sanitizeFileName('archive.tar.gz', pdf)).toBe('archive.tar.gz.pdf');
  });

  it('removes controls, bidirectional overrides and zero-width characters; replaces reserved characters', () => {
    // U+202E would show "invoice\u202Efdp.exe" as "invoiceexe.pdf".
    expect(sanitizeFileName('invoice\u202Efdp.exe', pdf)).toBe('invoicefdp.exe.pdf');
    expect(sanitizeFileName('a\u0000b\u0007c\u200bd\ufeff.pdf', pdf)).toBe('abcd.pdf');
    expect(sanitizeFileName('what? <yes>: "no" | *.pdf', pdf)).toBe('what_ _yes__ _no_ _ _.pdf');
    expect(sanitizeFileName('line\r\nbreak\ttab.pdf', pdf)).toBe('line break tab.pdf');
    expect(sanitizeFileName('lone \ud800 surrogate.pdf', pdf)).toBe('lone surrogate.pdf');
  });

  it('drops leading dots and trailing dots and spaces, and guards device names', () => {
    expect(sanitizeFileName('.htaccess', pdf)).toBe('htaccess.pdf');
    expect(sanitizeFileName('...pdf', pdf)).toBe('pdf.pdf');
    expect(sanitizeFileName('  plan.pdf . . ', pdf)).toBe('plan.pdf');
    expect(sanitizeFileName('CON.pdf', pdf)).toBe('_CON.pdf');
    expect(sanitizeFileName('nul', pdf)).toBe('_nul.pdf');
  });

  it('names a file that has no usable name "document"', () => {
    expect(sanitizeFileName(undefined, pdf)).toBe('document.pdf');
    expect(sanitizeFileName('', pdf)).toBe('document.pdf');
    expect(sanitizeFileName('\u202e\u0000 ', pdf)).toBe('document.pdf');
    expect(sanitizeFileName('.pdf', pdf)).toBe('pdf.pdf');
  });

  it(`keeps at most ${MAX_FILE_NAME_LENGTH} characters, the extension included, never splitting a character`, () => {
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`, pdf);
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('a.pdf')).toBe(true);
    const emoji = sanitizeFileName(`${'😀'.repeat(200)}.pdf`, pdf);
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(() => encodeURIComponent(emoji)).not.toThrow(); // no lone surrogate
  });
});

describe('attachmentDisposition', () => {
  it('offers the file as an attachment, with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('plan.pdf')).toBe(
      `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(attachmentDisposition('Résumé (final) 100%.pdf')).toBe(
      `attachment; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
    );
    expect(attachmentDisposition(`it's "quoted".pdf`)).toBe(
      `attachment; filename="it's _quoted_.pdf"; filename*=UTF-8''it%27s%20%22quoted%22.pdf`,
    );
  });
});
