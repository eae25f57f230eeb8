import type { UploadType } from '@shared/domain/files/upload-types';

/** The longest name we keep, in characters; longer names keep their start and their extension. */
export const MAX_FILE_NAME_LENGTH = 120;
const FALLBACK_NAME = 'document';

// Controls (C0, DEL, C1), lone surrogates, bidirectional overrides and isolates (which make "gpj.exe" show as
// "exe.jpg"), zero-width characters and the byte-order mark.
const INVISIBLE = new RegExp(
  '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff]' +
    '|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
  'g',
);
// Characters Windows, macOS or a shell give a meaning to in a file name.
const RESERVED = /[<>:"/\\|?*]/g;
// Names Windows keeps for devices, whatever their extension.
const DEVICE_NAME = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A file name fit to keep as metadata and to offer back on download: the last segment of whatever path the
 * browser sent, without invisible or reserved characters, leading dots or trailing dots and spaces, at most
 * MAX_FILE_NAME_LENGTH characters, and ending with an extension of the file's real type (one is added when
 * the name has none of them: a PDF called invoice.exe is offered back as invoice.exe.pdf). Never used in a
 * path: files are stored under random keys.
 */
export function sanitizeFileName(raw: string | null | undefined, type: UploadType): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).at(-1) ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (DEVICE_NAME.test(name)) name = `_${name}`;

  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  const hasRightExtension = type.extensions.includes(extension.toLowerCase());
  let base = hasRightExtension ? name.slice(0, dot) : name;
  const suffix = `.${hasRightExtension ? extension : type.extensions[0]}`;
  if (!base) base = FALLBACK_NAME;
  return `${truncate(base, MAX_FILE_NAME_LENGTH - suffix.length).replace(/[\s.]+$/, '') || FALLBACK_NAME}${suffix}`;
}

/** The first `max` characters (code points, so a pair is never split). */
function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/**
 * Content-Disposition for a download: `attachment` (never shown inline), with an ASCII fallback name for old
 * clients and the real name in RFC 5987 form.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
