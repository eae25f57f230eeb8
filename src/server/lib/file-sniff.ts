import type { UploadKind } from '@shared/domain/files/upload-types';

/**
 * How much of the start of a file the sniffer reads: enough to reach the part names of an Excel workbook,
 * which follow its [Content_Types].xml and _rels/.rels (a few hundred bytes each, compressed).
 */
export const SNIFF_BYTES = 64 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

/**
 * The kind of an uploaded file, from its first bytes (`head`, up to SNIFF_BYTES; `complete` when that is the
 * whole file), or null when it is none of the kinds we accept. The name and the type the browser sent are
 * never asked: a program renamed report.pdf is still a program.
 *
 * - PDF, PNG and JPEG by their magic numbers at offset 0.
 * - Excel (.xlsx): a ZIP archive holding a part under xl/ among the first entries (a Word or PowerPoint file is
 *   a ZIP too, with word/ or ppt/ parts).
 * - CSV has no magic number: text with no control character but tab, CR and LF (binary formats have them in
 *   their first bytes), in UTF-8 or a legacy 8-bit encoding as Excel writes it, not empty and not markup
 *   (HTML or SVG starting with `<`).
 */
export function sniffFileType(head: Uint8Array): UploadKind | null {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, ZIP_LOCAL_HEADER)) return zipHasPartUnder(head, 'xl/') ? 'xlsx' : null;
  return isDelimitedText(head) ? 'csv' : null;
}

/**
 * True when a ZIP local file header in `head` names a part under `folder`. Headers are found by their
 * signature rather than by skipping entries, since an entry written with a data descriptor does not say how
 * long it is.
 */
function zipHasPartUnder(head: Uint8Array, folder: string): boolean {
  const prefix = [...folder].map((c) => c.charCodeAt(0));
  for (let at = 0; at + 30 <= head.length; at++) {
    if (!startsWith(head, ZIP_LOCAL_HEADER, at)) continue;
    const nameLength = (head[at + 26] ?? 0) | ((head[at + 27] ?? 0) << 8);
    if (nameLength >= prefix.length && startsWith(head, prefix, at + 30)) return true;
  }
  return false;
}

function isDelimitedText(head: Uint8Array): boolean {
  let start = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  for (let i = start; i < head.length; i++) {
    const b = head[i]!;
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) return false;
  }
  while (start < head.length && (head[start] === 0x20 || (head[start]! >= 0x09 && head[start]! <= 0x0d)))
    start++;
  if (start === head.length) return false; // empty or blank
  return head[start] !== 0x3c; // '<': HTML, SVG or XML
}
