import { contentDisposition } from '@club/wire/content-disposition';
import type { Express } from 'express';
import { fetchMemberPdf, memberPdfUrl, type MemberPdf } from '../upstream/member-pdfs';
import { FILE_POLICY } from './protected-files';

/**
 * The member's own PDFs under the portal's origin, each asked of the upstream route that answers it
 * (upstream/member-pdfs.ts). The invoices (spec 3 §7 GET /invoice/download?paymentId=):
 * `/files/fatture/{paymentId}.pdf`. The file is asked of the upstream with the requesting member's
 * own session token, so the upstream decides whose invoice it is: another member's paymentId is not
 * found there, and no session at all is refused here (401) before anything is fetched.
 */
export const INVOICE_FILE_PATH = /^\/files\/fatture\/([A-Za-z0-9_-]{1,80})\.pdf$/;

export interface MemberPdfsDeps {
  upstreamUrl: string;
  timeoutMs: number;
  /** The upstream session token sealed in the request's cookie, or null. */
  tokenOf: (cookieHeader: string | undefined) => Promise<string | null>;
}

const NOT_FOUND = { message: 'Documento non trovato.' };
/** A document the upstream could not serve (unreachable, or an answer that is not the file): 502 naming the service. */
const serviceError = (url: URL) => ({ message: `Si è verificato un errore con il servizio ${url.pathname}` });

/** The hearing documents of the member's legal cases (spec 3 §3): `/files/cause/{id}.pdf`, the same way. */
export const LEGAL_DOCUMENT_PATH = /^\/files\/cause\/([A-Za-z0-9_-]{1,80})\.pdf$/;

/** The member's enrolment certificate (spec 3 §7 GET {host}/api/pdf): `/files/certificato-iscrizione.pdf`, the same way. */
export const ENROLMENT_CERTIFICATE_PATH = /^\/files\/(certificato-iscrizione)\.pdf$/;

/** The certificate of an ECM credit the member recorded (issue 29): `/files/crediti-ecm/{id}.pdf`, the same way. */
export const ECM_CREDIT_CERTIFICATE_PATH = /^\/files\/crediti-ecm\/([0-9a-f-]{36})\.pdf$/;

export function mountMemberPdfs(app: Express, deps: MemberPdfsDeps): void {
  mountMemberPdf(app, deps, INVOICE_FILE_PATH, 'invoice', 'fattura');
  mountMemberPdf(app, deps, ENROLMENT_CERTIFICATE_PATH, 'certificate', 'certificato');
  mountMemberPdf(app, deps, LEGAL_DOCUMENT_PATH, 'legalDocument', 'documento');
  mountMemberPdf(app, deps, ECM_CREDIT_CERTIFICATE_PATH, 'ecmCreditCertificate', 'attestato');
}

/** A member's own PDF: fetched from the upstream with the requesting member's session token, which decides whose it is. */
function mountMemberPdf(app: Express, deps: MemberPdfsDeps, path: RegExp, document: MemberPdf, kind: string): void {
  app.get(path, async (req, res) => {
    res.setHeader('Content-Security-Policy', FILE_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    const paymentId = path.exec(req.path)?.[1];
    const token = await deps.tokenOf(req.headers.cookie);
    if (!paymentId) return void res.status(404).json(NOT_FOUND);
    if (!token) return void res.status(401).json({ message: 'Accedi per scaricare i tuoi documenti.' });
    const url = memberPdfUrl(deps.upstreamUrl, document, paymentId);
    try {
      const answer = await fetchMemberPdf(deps.upstreamUrl, url, document, token, deps.timeoutMs);
      if (answer.kind === 'unauthenticated') return void res.status(401).json({ message: 'Accedi per scaricare i tuoi documenti.' });
      if (answer.kind === 'not-found') return void res.status(404).json(NOT_FOUND);
      if (answer.kind === 'failed') return void res.status(502).json(serviceError(url));
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', answer.contentDisposition ?? contentDisposition('attachment', `${kind}-${paymentId}.pdf`));
      res.status(200).send(answer.body);
    } catch {
      res.status(502).json(serviceError(url));
    }
  });
}
