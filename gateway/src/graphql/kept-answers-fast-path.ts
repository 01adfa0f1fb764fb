import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { requestIdFrom, REQUEST_ID_HEADER } from '@club/observability';
import express from 'express';
import { API_KEY_HEADER } from '../callers/api-keys';
import type { KeylessLimit } from '../limits/keyless-limit';
import { pageHeaders } from '../web/security-headers';
import type { EncodedAnswer } from './answer-encoding';
import { MAX_JSON_NESTING, nestsDeeperThan } from './json-nesting';
import { documentIdOf, type BrowserDocuments, type PersistedDocuments } from './persisted-documents';
import type { MemberResponses } from './plugins/member-responses';
import { visitorAnswerKey, type VisitorResponses } from './plugins/visitor-responses';

/**
 * The largest body the fast path reads itself: the web client's requests are a document id and a
 * few variables (well under 1 KB). A larger one goes to Express untouched.
 */
export const FAST_PATH_MAX_BODY_BYTES = 8 * 1024;

/** The request's raw body, read by the fast path, when it did not parse as a JSON object: graphql-route.ts parses it again, as express.json would have. */
const UNPARSED_BODY = Symbol('unparsed body');

export interface FastPathDeps {
  visitors: VisitorResponses;
  members: MemberResponses;
  persistedDocuments: PersistedDocuments;
  browserDocuments: BrowserDocuments;
  /** The upstream token of a request's session cookie, or null (callers/session-cookie.ts remembers the cookies it opened). */
  tokenOf: (cookieHeader: string | undefined) => string | null;
  /** A kept answer counts against the caller's address like any other keyless request; past the limit Express refuses it. */
  keylessLimit: KeylessLimit;
  /** Strict-Transport-Security on every answer (production), as web/security-headers.ts. */
  hsts: boolean;
  /** With tracing on (unset when off): the head sampling decision, and the span of a sampled kept answer. */
  tracing?: {
    /** The request's head sampling decision (the kit's sampleIncomingRequest), before anything else is done for it. */
    sampled: (req: IncomingMessage) => boolean;
    /** Runs `send` inside the request's SERVER span, the one Express would have made (observability/tracing.ts traceKeptAnswer). */
    traced: (req: IncomingMessage, res: ServerResponse, operationName: string | null, send: (requestId: string) => void) => void;
  };
  /** Told of each answer sent from here (metrics, the operations view, usage, the log). */
  onServed: (served: KeptAnswerServed) => void;
}

/** A kept answer sent: what the operations view and usage record of it (observability/operations-plugin.ts `recordKeptAnswer`). */
export interface KeptAnswerServed {
  requestId: string;
  operationName: string | null;
  durationMs: number;
  /** The document's text (its hash is Apollo's `queryHash` of it: graphql/document-hash.ts). */
  query: string;
  /** A visitor's answer (no session), else a member's. */
  visitor: boolean;
  /** Sent inside its sampled SERVER span (deps.tracing). */
  traced: boolean;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The shortest path of a kept answer (docs/architecture.md 'Kept answers'): in the HTTP server's
 * request listener, before Express. A `POST /graphql` from a visitor or a member (no API key) whose
 * small JSON body names a persisted document (or, where ad-hoc documents are accepted, carries one)
 * and whose caller's scope has a fresh kept answer for it (the visitors' shared one, or this
 * session's own) gets that answer written at once: the same status, body and headers that Express
 * and Apollo would send (security headers, request id, content type and encoding, Vary,
 * Cache-Control: no-store), and it is recorded as the Express fast path records it.
 *
 * Safe because it answers only requests that would pass every check of the route stack and be
 * answered with that kept answer there too: the content type is JSON (a request browsers preflight:
 * CSRF), the body small, not nested too deep and a JSON object, the document persisted (ad-hoc ones
 * only where BROWSER_DOCUMENTS allows them) with an operation name and variables of the right types.
 * Everything else is handed to Express as it came: untouched if the body was not read, else with
 * the body it parsed (`req.body`, which express.json then leaves as it is) or, for a body that is
 * not a JSON object, its bytes, which the route parses with express.json's own rules
 * (`jsonBodyAfterFastPath`) — so a refusal is the same refusal. With tracing on, the head sampling
 * decision is made here first (`deps.tracing`): an unsampled request is served here with no span
 * work at all; a sampled one's kept answer is sent here too, inside the SERVER span Express would
 * have made for it (handing one request in ten to Express cost about as much as the other nine).
 * Whatever goes on to Express carries the decision, which its span follows.
 */
export function keptAnswersFastPath(deps: FastPathDeps, next: Listener): Listener {
  return (req, res) => {
    const headers = req.headers;
    if (req.method !== 'POST' || req.url !== '/graphql' || headers[API_KEY_HEADER] !== undefined || !isPlainJson(headers['content-type']) || headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return next(req, res);
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= FAST_PATH_MAX_BODY_BYTES)) return next(req, res);
    // The sampling decision comes first: an unsampled request costs what it costs with tracing off (no span work at
    // all); a sampled one gets its span below if its answer is kept, else from Express, following this decision.
    const sampled = deps.tracing?.sampled(req) === true;
    const started = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const body = parsedObject(raw);
      if (body === null) {
        (req as { [UNPARSED_BODY]?: Buffer })[UNPARSED_BODY] = raw;
        return next(req, res);
      }
      (req as { body?: unknown }).body = body;
      const answer = keptAnswerFor(deps, body, headers.cookie);
      if (!answer) return next(req, res);
      // Counted here once (the route's limit reads this verdict rather than count again); refused, Express answers the 429.
      deps.keylessLimit.check(req).then(
        (verdict) => {
          if (!verdict.ok) return next(req, res);
          if (sampled) return deps.tracing!.traced(req, res, answer.operationName, (requestId) => sendKept(deps, req, res, answer, started, requestId, true));
          sendKept(deps, req, res, answer, started, requestIdFrom(req.headers[REQUEST_ID_HEADER]), false);
        },
        () => next(req, res),
      );
    });
  };
}

/** Writes a kept answer as Express and Apollo would have (see keptAnswersFastPath). */
function sendKept(deps: FastPathDeps, req: IncomingMessage, res: ServerResponse, answer: Found, started: number, requestId: string, traced: boolean): void {
  const headers = req.headers;
  const encoding = answer.body.encodingForHeader(headers['accept-encoding']);
  const bytes = encoding ? answer.body.bytes(encoding) : answer.body.plain();
  res.writeHead(200, [
    ...pageHeaders(deps.hsts),
    REQUEST_ID_HEADER,
    requestId,
    'Content-Type',
    contentTypeFor(headers.accept),
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'Vary',
    'Accept-Encoding',
    'Cache-Control',
    'no-store',
    'Content-Length',
    String(bytes.length),
  ]);
  res.end(bytes);
  deps.onServed({ requestId, operationName: answer.operationName, durationMs: performance.now() - started, query: answer.query, visitor: answer.visitor, traced });
}

/**
 * For `/graphql`, in place of express.json: a body the fast path read and could not use as a JSON
 * object is parsed from its bytes by the same express.json, with the same limit, nesting check and
 * errors; a body it parsed is already `req.body` (express.json skips a request whose body was read).
 */
export function jsonBodyAfterFastPath(parseJson: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    const raw = (req as { [UNPARSED_BODY]?: Buffer })[UNPARSED_BODY];
    if (raw === undefined) return parseJson(req, res, next);
    // express.json reads a stream with the request's headers: the same bytes again, on the same connection.
    const replay = Object.assign(Readable.from([raw]), { headers: req.headers, complete: false, socket: req.socket }) as express.Request;
    parseJson(replay, res, (err?: unknown) => {
      req.body = (replay as { body?: unknown }).body;
      next(err);
    });
  };
}

interface Found {
  body: EncodedAnswer;
  operationName: string | null;
  query: string;
  visitor: boolean;
}

function keptAnswerFor(deps: FastPathDeps, body: Record<string, unknown>, cookie: string | undefined): Found | null {
  const id = documentIdOf(body);
  // The document's text, as the persisted-documents step would give it; an unknown id is refused there.
  const query = id !== null ? deps.persistedDocuments.document(id) : deps.browserDocuments === 'any' ? body.query : undefined;
  if (typeof query !== 'string') return null;
  const { operationName, variables, extensions } = body;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return null;
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions)) return null;
  const key = visitorAnswerKey(query, operationName as string | null | undefined, variables as Record<string, unknown> | null | undefined);
  const token = cookie === undefined ? null : deps.tokenOf(cookie);
  const kept = token === null ? deps.visitors.keptBody(key) : deps.members.keptBody(token, key);
  return kept ? { body: kept, operationName: typeof operationName === 'string' ? operationName : null, query, visitor: token === null } : null;
}

/** The body as a JSON object, or null (not JSON, nested too deep, or not an object): express.json then decides. */
function parsedObject(raw: Buffer): Record<string, unknown> | null {
  // express.json reads the text as UTF-8 and drops a byte order mark; JSON.parse would refuse one.
  if (raw[0] !== 0x7b /* { */ || nestsDeeperThan(raw, MAX_JSON_NESTING)) return null;
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `application/json`, with no parameter or UTF-8 only: what express.json parses as it is. */
function isPlainJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const type = contentType.toLowerCase();
  return type === 'application/json' || type === 'application/json; charset=utf-8' || type === 'application/json;charset=utf-8';
}

/** Accept values seen, with the type Apollo's choice gives each (req.accepts, as kept-visitor-answers.ts). */
const typeOfAccept = new Map<string, string>();

/** Apollo's choice: the GraphQL media type for clients that prefer it, else JSON. */
function contentTypeFor(accept: string | undefined): string {
  if (accept === undefined) return 'application/json; charset=utf-8';
  let type = typeOfAccept.get(accept);
  if (type === undefined) {
    const picked = (express.request.accepts as (this: unknown, types: string[]) => string | false).call({ headers: { accept } }, ['application/json', 'application/graphql-response+json']);
    type = `${picked || 'application/json'}; charset=utf-8`;
    if (typeOfAccept.size < 256) typeOfAccept.set(accept, type);
  }
  return type;
}
