/**
 * Reads a certificate PDF in the browser when the member picks it (issue 40). pdf.js is loaded only
 * then, in its own chunks (the library and its worker, ~1.4 MB together, never in the page's first
 * load), and its worker comes from the portal's own origin, which the CSP's script-src 'self'
 * allows. The file is read where it is, never sent anywhere to be read (docs/architecture.md).
 */
import { certificateFields, type CertificateFields } from './certificate-fields';
import { pdfText } from './pdf-text';

/** The certificate's fields, or null when its text cannot be read at all (a scan, a damaged file). */
export async function readCertificateFields(bytes: Uint8Array): Promise<CertificateFields | null> {
  try {
    const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    const text = await pdfText(pdfjs, bytes);
    return text ? certificateFields(text) : null;
  } catch {
    return null;
  }
}
