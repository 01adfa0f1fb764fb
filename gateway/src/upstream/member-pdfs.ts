import { enrolmentCertificateRoute, fadRoute, invoiceDownloadRoute, legalDocumentRoute, professionalCardDocumentRoute, type RouteContract } from '@club/contracts';
import { upstreamUrl, type CallInput } from '@club/subgraph-kit';
import { upstreamFetch } from './upstream-call';

/** One member PDF: the upstream route that answers it and what a document id fills in it. */
interface MemberPdfRoute<R extends RouteContract = RouteContract> {
  route: R;
  input: (id: string) => CallInput<R>;
}

const pdf = <R extends RouteContract>(route: R, input: (id: string) => CallInput<R>): MemberPdfRoute<R> => ({ route, input });

/**
 * The member's own PDFs the gateway serves under /files/ (files/member-pdfs.ts), each by its route
 * contract (@club/contracts 'crm'): the invoice (spec 3 §7 GET /invoice/download?paymentId=), the
 * enrolment certificate (GET /api/pdf) and a legal case's hearing document
 * (GET /CRM/CauseLegaliAttive/documenti/{id}).
 */
export const MEMBER_PDFS = {
  invoice: pdf(invoiceDownloadRoute, (paymentId) => ({ query: { paymentId } })),
  certificate: pdf(enrolmentCertificateRoute, () => ({})),
  legalDocument: pdf(legalDocumentRoute, (id) => ({ params: { id } })),
  /** A file of the member's own professional card: a certification document (PDF or image) or the profile picture (files/member-card-files.ts). */
  cardFile: pdf(professionalCardDocumentRoute, (id) => ({ params: { id } })),
  /** The certificate of an ECM credit the member recorded from another provider (issue 29). */
  ecmCreditCertificate: pdf(fadRoute.externalEcmCreditCertificate, (id) => ({ params: { id } })),
};
export type MemberPdf = keyof typeof MEMBER_PDFS;

/** The upstream URL of one member PDF: its route's path with the `{name}`s filled (URL-encoded) and its query, below the base URL. */
export function memberPdfUrl(baseUrl: string, document: MemberPdf, id: string): URL {
  const { route, input } = MEMBER_PDFS[document] as MemberPdfRoute;
  return upstreamUrl(baseUrl, route, input(id) as { params?: Record<string, unknown>; query?: Record<string, unknown> });
}

export type MemberPdfAnswer =
  | { kind: 'pdf'; body: Buffer; contentDisposition: string | null; contentType: string }
  /** The upstream refused the member's token (401). */
  | { kind: 'unauthenticated' }
  /** The upstream's refusal of the id (404, 403, 400): not the member's, or no such document. */
  | { kind: 'not-found' }
  /**
   * Anything else (a 5xx, a redirect, a 200 that is not the route's file): the document may well
   * exist and be the member's, so it is a failure to serve it (502), never a 'not found'.
   */
  | { kind: 'failed'; status: number };

/** Upstream statuses that mean the caller has no such document. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

/**
 * Fetches a member's PDF (`url`: memberPdfUrl under `baseUrl`) with the requesting member's own session token, which decides whose it is.
 * Redirects are not followed. Throws when the upstream cannot be reached within `timeoutMs`.
 */
export async function fetchMemberPdf(baseUrl: string, url: URL, document: MemberPdf, token: string, timeoutMs: number): Promise<MemberPdfAnswer> {
  const answer = await upstreamFetch(MEMBER_PDFS[document].route.family, baseUrl, url, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (answer.status === 401) return { kind: 'unauthenticated' };
  if (NOT_FOUND_STATUSES.has(answer.status)) return { kind: 'not-found' };
  const type = answer.headers.get('content-type');
  const mediaTypes: readonly string[] = MEMBER_PDFS[document].route.mediaTypes;
  if (answer.status !== 200 || type === null || !mediaTypes.includes(type)) {
    await answer.body?.cancel();
    return { kind: 'failed', status: answer.status };
  }
  return { kind: 'pdf', body: Buffer.from(await answer.arrayBuffer()), contentDisposition: answer.headers.get('content-disposition'), contentType: type };
}
