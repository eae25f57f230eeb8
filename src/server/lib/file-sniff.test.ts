import { describe, expect, it } from 'vitest';
import { sniffFileType } from './file-sniff';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** A ZIP local file header for `name` followed by `size` bytes of stored data. */
function zipEntry(name: string, size = 20): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), Buffer.alloc(size, 0x41)]);
}

/** What Excel writes first: the content types, the package relationships, then the workbook's parts. */
const XLSX = Buffer.concat([
  zipEntry('[Content_Types].xml', 400),
  zipEntry('_rels/.rels', 240),
  zipEntry('xl/workbook.xml', 600),
]);
const DOCX = Buffer.concat([
  zipEntry('[Content_Types].xml'),
  zipEntry('_rels/.rels'),
  zipEntry('word/document.xml'),
]);
// A Windows program: "MZ", then the DOS header with its zero bytes.
const EXE = bytes(
  'MZ',
  [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00],
  'This program cannot be run in DOS mode.',
);

describe('sniffFileType', () => {
  it('knows PDF, PNG and JPEG by their magic numbers', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'))).toBe('pdf');
    expect(sniffFileType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'))).toBe('png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'))).toBe('jpeg');
  });

  it('knows an Excel workbook from other ZIP archives by its xl/ parts', () => {
    expect(sniffFileType(XLSX)).toBe('xlsx');
    expect(sniffFileType(DOCX)).toBeNull();
    expect(sniffFileType(zipEntry('payload.exe'))).toBeNull();
  });

  it('takes text without control characters as CSV, in UTF-8 (with or without BOM) or an 8-bit encoding', () => {
    expect(sniffFileType(bytes('plan,tier,rate\r\nGold PPO,employee,612.40\r\n'))).toBe('csv');
    expect(
      sniffFileType(bytes([0xef, 0xbb, 0xbf], 'name;age\n', Buffer.from('José;34\n').toJSON().data)),
    ).toBe('csv');
    // Windows-1252, as Excel saves "CSV (Comma delimited)": é is 0xE9.
    expect(sniffFileType(bytes('Jos\xe9,34\t\n'))).toBe('csv');
    // A head cut in the middle of a UTF-8 character is still text.
    expect(sniffFileType(Buffer.from('city\nSão').subarray(0, 7))).toBe('csv');
  });

  it('refuses programs, markup, empty files and anything else, whatever they are called', () => {
    expect(sniffFileType(EXE)).toBeNull();
    expect(sniffFileType(bytes([0x7f], 'ELF', [2, 1, 1, 0]))).toBeNull();
    expect(sniffFileType(bytes('  <!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniffFileType(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
    expect(sniffFileType(bytes(''))).toBeNull();
    expect(sniffFileType(bytes(' \r\n\t'))).toBeNull();
    expect(sniffFileType(bytes([0xef, 0xbb, 0xbf]))).toBeNull();
    // UTF-16 text (Excel's "Unicode text") has a zero byte in every ASCII character.
    expect(sniffFileType(Buffer.from('\ufeffname,age', 'utf16le'))).toBeNull();
    expect(sniffFileType(bytes('a,b\x1b[2J\n'))).toBeNull();
  });

  it('needs the magic number at the very start', () => {
    expect(sniffFileType(bytes('junk %PDF-1.7'))).toBe('csv');
    expect(sniffFileType(bytes([0x00], '%PDF-1.7'))).toBeNull();
    expect(sniffFileType(bytes('%PD'))).toBe('csv');
  });
});
