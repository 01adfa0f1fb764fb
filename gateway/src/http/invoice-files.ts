import type { Express } from 'express';
import { FILE_POLICY } from './protected-files';

/**
 * The member's invoice PDFs under the portal's origin (spec 3 §7 GET /invoice/download?paymentId=):
 * `/files/fatture/{paymentId}.pdf`. The file is asked of the upstream with the requesting member's
 * own session token, so the upstream decides whose invoice it is: another member's paymentId is not
 * found there, and no session at all is refused here (401) before anything is fetched.
 */
export const INVOICE_FILE_PATH = /^\/files\/fatture\/([A-Za-z0-9_-]{1,80})\.pdf$/;

/** The portal path of an invoice's PDF (the crm subgraph hands it out as Invoice.downloadUrl). */
export function invoiceFilePath(paymentId: string): string {
  return `/files/fatture/${encodeURIComponent(paymentId)}.pdf`;
}

export interface InvoiceFilesDeps {
  upstreamUrl: string;
  timeoutMs: number;
  /** The upstream session token sealed in the request's cookie, or null. */
  tokenOf: (cookieHeader: string | undefined) => string | null;
}

const NOT_FOUND = { message: 'Documento non trovato.' };

/** The hearing documents of the member's legal cases (spec 3 §3): `/files/cause/{id}.pdf`, the same way. */
export const LEGAL_DOCUMENT_PATH = /^\/files\/cause\/([A-Za-z0-9_-]{1,80})\.pdf$/;

/** The member's enrolment certificate (spec 3 §7 GET {host}/api/pdf): `/files/certificato-iscrizione.pdf`, the same way. */
export const ENROLMENT_CERTIFICATE_PATH = /^\/files\/(certificato-iscrizione)\.pdf$/;

export function mountInvoiceFiles(app: Express, deps: InvoiceFilesDeps): void {
  mountMemberPdf(app, deps, INVOICE_FILE_PATH, (paymentId) => {
    const url = new URL('/invoice/download', deps.upstreamUrl);
    url.searchParams.set('paymentId', paymentId);
    return url;
  }, 'fattura');
  mountMemberPdf(app, deps, ENROLMENT_CERTIFICATE_PATH, () => new URL('/api/pdf', deps.upstreamUrl), 'certificato');
  mountMemberPdf(app, deps, LEGAL_DOCUMENT_PATH, (id) => new URL(`/CRM/CauseLegaliAttive/documenti/${encodeURIComponent(id)}`, deps.upstreamUrl), 'documento');
}

/** A member's own PDF: fetched from the upstream with the requesting member's session token, which decides whose it is. */
function mountMemberPdf(app: Express, deps: InvoiceFilesDeps, path: RegExp, upstreamUrl: (id: string) => URL, kind: string): void {
  app.get(path, async (req, res) => {
    res.setHeader('Content-Security-Policy', FILE_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    const paymentId = path.exec(req.path)?.[1];
    const token = deps.tokenOf(req.headers.cookie);
    if (!paymentId) return void res.status(404).json(NOT_FOUND);
    if (!token) return void res.status(401).json({ message: 'Accedi per scaricare i tuoi documenti.' });
    const url = upstreamUrl(paymentId);
    try {
      const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual', signal: AbortSignal.timeout(deps.timeoutMs) });
      if (answer.status === 401) return void res.status(401).json({ message: 'Accedi per scaricare i tuoi documenti.' });
      if (answer.status !== 200 || answer.headers.get('content-type') !== 'application/pdf') return void res.status(404).json(NOT_FOUND);
      const body = Buffer.from(await answer.arrayBuffer());
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', answer.headers.get('content-disposition') ?? `attachment; filename="${kind}-${paymentId}.pdf"`);
      res.status(200).send(body);
    } catch {
      res.status(502).json({ message: `Si è verificato un errore con il servizio ${url.pathname}` });
    }
  });
}
