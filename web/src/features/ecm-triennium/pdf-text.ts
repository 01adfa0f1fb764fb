/**
 * The text of a PDF, one line per text line, with pdf.js (pdfjs-dist, Mozilla's reader). The module
 * is passed in: the browser loads it lazily (certificate-reader.ts), the tests load its Node build.
 */
import type * as PdfJsModule from 'pdfjs-dist';

type PdfJs = Pick<typeof PdfJsModule, 'getDocument'>;

/** Most pages read: an attestato is one page, a registry statement a few. */
const MAX_PAGES = 4;

export async function pdfText(pdfjs: PdfJs, bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over: it gets a copy so the caller's bytes can still be uploaded.
  // No eval (the page's CSP has no 'unsafe-eval'), no fonts fetched: only the text is wanted.
  const document = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(document.numPages, MAX_PAGES); n++) {
      const content = await (await document.getPage(n)).getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n');
  } finally {
    await document.destroy();
  }
}
