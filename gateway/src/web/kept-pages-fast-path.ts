import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFrom, REQUEST_ID_HEADER } from '@club/observability';
import { API_KEY_HEADER } from '../callers/api-keys';
import { sendKeptPage, type KeptPage, type KeptPages } from './kept-pages';

export interface KeptPagesFastPathDeps {
  pages: KeptPages;
  /** The upstream token of a request's session cookie, or null (callers/session-cookie.ts): a member's request never gets a visitor's page. */
  tokenOf: (cookieHeader: string | undefined) => string | null;
  /** With tracing on (unset when off): the head sampling decision, and the span of a sampled kept page. */
  tracing?: {
    /** The request's head sampling decision (the kit's sampleIncomingRequest). */
    sampled: (req: IncomingMessage) => boolean;
    /** Runs `send` inside the request's SERVER span, the one Express would have made (observability/tracing.ts traceKeptPage). */
    traced: (req: IncomingMessage, res: ServerResponse, send: (requestId: string) => void) => void;
  };
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A visitor's kept page on the shortest path (docs/architecture.md 'Server-rendered pages'): in the
 * HTTP server's request listener, before Express, as the kept GraphQL answers
 * (graphql/kept-answers-fast-path.ts). A `GET` or `HEAD` of an address whose rendered page is kept
 * and fresh (./kept-pages.ts: keyed by path and query exactly as the request line gives them, as the
 * web client room keeps it), from a visitor (no API key, no session cookie that opens: the test of
 * `isVisitor`), gets that page written at once: the status, headers and bytes the web client room
 * sends for it (they are the same object), with the request id `requestIds()` would give.
 *
 * Safe because a page is kept only after the route stack let a visitor's GET of that very address
 * through to the web client room, whose answer for a visitor depends on nothing else in the request
 * but its Accept-Encoding (answered here the same way) and `If-None-Match` (pages have no ETag:
 * `app.set('etag', false)`, but Express still answers `*` with 304; such a request goes to Express).
 * Everything else goes to Express untouched: other methods, a member's cookie, a key, an address
 * not kept or expired (its next render happens there). Express records nothing for a page (no
 * metric, no log line): neither does this. A page is not counted against the keyless limit per
 * address, which bounds GraphQL requests only (limits/keyless-limit.ts) and which Express does not
 * apply to pages either: counting it here would spend a visitor's API allowance on the page that
 * then calls the API. With tracing on, the head decision is made for a request this path answers,
 * and a sampled one gets the SERVER span Express would have made.
 */
export function keptPagesFastPath(deps: KeptPagesFastPathDeps, next: Listener): Listener {
  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return next(req, res);
    const page = deps.pages.fresh(req.url!);
    if (!page) return next(req, res);
    const headers = req.headers;
    if (headers[API_KEY_HEADER] !== undefined || (headers.cookie !== undefined && deps.tokenOf(headers.cookie) !== null)) return next(req, res);
    // Express answers `If-None-Match: *` 304 (res.send's freshness check; no page has an ETag or a date to compare).
    if (headers['if-none-match'] !== undefined) return next(req, res);
    if (deps.tracing?.sampled(req)) return deps.tracing.traced(req, res, (requestId) => send(req, res, page, requestId));
    send(req, res, page, requestIdFrom(headers[REQUEST_ID_HEADER]));
  };
}

function send(req: IncomingMessage, res: ServerResponse, page: KeptPage, requestId: string): void {
  sendKeptPage(res, page, req.method, req.headers['accept-encoding'], [REQUEST_ID_HEADER, requestId]);
}
