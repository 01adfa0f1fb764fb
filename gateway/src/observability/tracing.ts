// Express' Request carries requestId (a global augmentation: this import puts it in any program that reaches this module).
import type {} from '../express-request';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { inRequestSpan, requestIdFrom, REQUEST_ID_HEADER, requestSpanOf, traceIncomingRequest } from '@club/observability';
import type { RequestHandler } from 'express';

/** The tracer of the gateway's own spans (a SERVER span per request, a CLIENT span per subgraph fetch). */
export const GATEWAY_TRACER = '@club/gateway';

/** First path segments that name a route of the gateway (span names stay bounded: anything else is the web client's). */
const ROUTES = new Set(['graphql', 'explorer', 'ops', 'media', 'files', 'player', 'ecommerce', 'provider', 'topnegozi', 'assets']);
/** The longest operation name a span carries. */
const MAX_SPANNED_OPERATION_NAME = 100;
/** Not traced: health checks and scrapes would fill the traces with noise. */
const UNTRACED = new Set(['health', 'metrics']);

const firstSegment = (url: string) => url.split('?')[0]!.split('/')[1] ?? '';
/** ` /graphql`, ` /media`…: the route a span is named by, or '' for the web client's pages. */
const routeOf = (segment: string) => (ROUTES.has(segment) ? ` /${segment}` : '');

/**
 * The SERVER span of each request (tracing on only: server.ts mounts it then), child of the
 * client's `traceparent` when it sends one, named by its route (`POST /graphql`, `GET /media`;
 * `GET` for the web client's pages), with the request id; the rest of the request runs inside it.
 */
export function traceRequests(): RequestHandler {
  return (req, res, next) => {
    const segment = firstSegment(req.url);
    if (UNTRACED.has(segment)) return next();
    const route = routeOf(segment);
    traceIncomingRequest(GATEWAY_TRACER, req, res, {
      name: () => `${req.method}${route}`,
      attributes: () => ({ 'club.request_id': req.requestId ?? '', ...(route ? { 'http.route': route.trim() } : {}) }),
    });
    inRequestSpan(req, next);
  };
}

/**
 * After the body parser of /graphql: the request's span active again (the body's stream events run
 * outside it) and the operation's name on it.
 */
export function continueTrace(): RequestHandler {
  return (req, _res, next) => {
    const operationName = (req.body as { operationName?: unknown } | undefined)?.operationName;
    if (typeof operationName === 'string' && operationName.length <= MAX_SPANNED_OPERATION_NAME) requestSpanOf(req)?.setAttribute('graphql.operation.name', operationName);
    inRequestSpan(req, next);
  };
}

/**
 * The SERVER span of a sampled request whose kept answer the HTTP fast path sends
 * (graphql/kept-answers-fast-path.ts): what traceRequests() and continueTrace() make for it through
 * Express — `POST /graphql`, its request id, route and operation name, the status once sent — on
 * the head decision already made (the kit's traceIncomingRequest follows it). `send` runs inside the
 * span (its log line names the trace), given the request id the answer will carry.
 */
export function traceKeptAnswer(req: IncomingMessage, res: ServerResponse, operationName: string | null, send: (requestId: string) => void): void {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  traceIncomingRequest(GATEWAY_TRACER, req, res, {
    name: () => 'POST /graphql',
    attributes: () => ({
      'club.request_id': requestId,
      'http.route': '/graphql',
      ...(operationName !== null && operationName.length <= MAX_SPANNED_OPERATION_NAME ? { 'graphql.operation.name': operationName } : {}),
    }),
  });
  inRequestSpan(req, () => send(requestId));
}

/**
 * The SERVER span of a sampled request whose kept page the HTTP server's listener sends
 * (web/kept-pages-fast-path.ts): the one traceRequests() makes for it through Express (`GET`, its
 * request id, the status once sent), on the head decision already made. `send` runs inside it.
 */
export function traceKeptPage(req: IncomingMessage, res: ServerResponse, send: (requestId: string) => void): void {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  const route = routeOf(firstSegment(req.url ?? '/'));
  traceIncomingRequest(GATEWAY_TRACER, req, res, {
    name: () => `${req.method}${route}`,
    attributes: () => ({ 'club.request_id': requestId, ...(route ? { 'http.route': route.trim() } : {}) }),
  });
  inRequestSpan(req, () => send(requestId));
}
