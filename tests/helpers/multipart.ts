/** One part of a multipart/form-data body: a file, or a plain field when `filename` is absent. */
export type MultipartPart = {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
};

export const MULTIPART_BOUNDARY = 'gcTestBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body and its Content-Type, as a browser sends a form with a file input. */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  };
}

/** The body of a form with one file in the field `file`. */
export function fileUpload(
  filename: string,
  content: Buffer | string,
  contentType = 'application/octet-stream',
) {
  return multipartBody([{ name: 'file', filename, contentType, content }]);
}

/** Small real files of each kind, and one that is not. */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  csv: Buffer.from('plan,tier,monthly rate\r\nGold PPO,employee only,612.40\r\n'),
  // A Windows program: its DOS header, zero bytes included.
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]),
    Buffer.from('This program cannot be run in DOS mode.\r\n'),
  ]),
} as const;
