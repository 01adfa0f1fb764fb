import { FILE_LINK_PARAM, openFileLink } from '@club/subgraph-kit';
import type { Express } from 'express';
import { fetchMemberPdf, memberPdfUrl } from '../upstream/member-pdfs';
import type { MemberPdfsDeps } from './member-pdfs';
import { FILE_POLICY } from './protected-files';

/**
 * The files of the member's own professional card under the portal's origin (spec 3 §3
 * certifications' documentUrl, profilePictureUrl): `/files/scheda/{id}?t=…`. The crm subgraph hands
 * each out to its owner as a link sealed for a few minutes (subgraphs/crm/src/card-files.ts); the
 * file is served when the request has a session, the link is valid for this very path and not
 * expired, and the CRM, asked with the requesting member's own token, answers the file: another
 * member's file is not found there, as for the invoices' PDFs (./member-pdfs.ts).
 */
export const CARD_FILE_PATH = /^\/files\/scheda\/([A-Za-z0-9-]{1,80})$/;

export interface MemberCardFilesDeps extends MemberPdfsDeps {
  /** The viewer-signing secret shared with the subgraphs (the file-link key is derived from it). */
  signingSecret: string;
}

const NOT_FOUND = { message: 'Documento non trovato.' };
const SERVICE_ERROR = { message: 'Si è verificato un errore con il servizio /professionallist/professionalcards/me' };
const LOGIN = { message: 'Accedi per scaricare i tuoi documenti.' };
/** The protected files' message for an expired or forged link (./protected-files.ts). */
const LINK_REFUSED = { message: 'Il collegamento al file è scaduto o non è valido: riaprilo dal portale.' };

export function mountMemberCardFiles(app: Express, deps: MemberCardFilesDeps): void {
  app.get(CARD_FILE_PATH, async (req, res) => {
    res.setHeader('Content-Security-Policy', FILE_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    const id = CARD_FILE_PATH.exec(req.path)?.[1];
    if (!id) return void res.status(404).json(NOT_FOUND);
    const token = await deps.tokenOf(req.headers.cookie);
    if (!token) return void res.status(401).json(LOGIN);
    const link = req.query[FILE_LINK_PARAM];
    if (typeof link !== 'string' || openFileLink(deps.signingSecret, req.path, link).kind !== 'valid') return void res.status(403).json(LINK_REFUSED);
    const url = memberPdfUrl(deps.upstreamUrl, 'cardFile', id);
    try {
      const answer = await fetchMemberPdf(deps.upstreamUrl, url, 'cardFile', token, deps.timeoutMs);
      if (answer.kind === 'unauthenticated') return void res.status(401).json(LOGIN);
      if (answer.kind === 'not-found') return void res.status(404).json(NOT_FOUND);
      // A stored file the CRM failed to serve is a failure, never 'not found'.
      if (answer.kind === 'failed') return void res.status(502).json(SERVICE_ERROR);
      res.setHeader('content-type', answer.contentType);
      res.setHeader('content-disposition', answer.contentDisposition ?? 'inline');
      res.status(200).send(answer.body);
    } catch {
      res.status(502).json(SERVICE_ERROR);
    }
  });
}
