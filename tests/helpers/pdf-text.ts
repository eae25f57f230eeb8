import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const STANDARD_FONTS = `${path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist/standard_fonts')}/`;

/** The text of every page of a PDF, item by item on its own line (pdfjs-dist, as a reader extracts it). */
export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS });
  try {
    const doc = await loading.promise;
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages.join('\n');
  } finally {
    // pdfjs-dist 6 destroys a document through its loading task only (the proxy's alias is gone).
    await loading.destroy();
  }
}
