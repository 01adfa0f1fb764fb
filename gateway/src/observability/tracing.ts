// Express' Request carries requestId (a global augmentation: this import puts it in any program that reaches this module).
import type {} from '../express-request';
import { inRequestSpan, requestSpanOf, traceIncomingRequest } from '@club/observability';
import type { RequestHandler } from 'express';

/** The tracer of the gateway's own spans (a SERVER span per request, a CLIENT span per subgraph fetch). */
export const GATEWAY_TRACER = '@club/gateway';

/** First path segments that name a route of the gateway (span names stay bounded: anything else is the web client's). */
const ROUTES = new Set(['graphql', 'explorer', 'ops', 'media', 'files', 'player', 'ecommerce', 'provider', 'topnegozi', 'assets']);
/** Not traced: health checks and scrapes would fill the traces with noise. */
const UNTRACED = new Set(['health', 'metrics']);

const firstSegment = (url: string) => url.split('?')[0]!.split('/')[1] ?? '';

/**
 * The SERVER span of each request (tracing on only: server.ts mounts it then), child of the
 * client's `traceparent` when it sends one, named by its route (`POST /graphql`, `GET /media`;
 * `GET` for the web client's pages), with the request id; the rest of the request runs inside it.
 */
export function traceRequests(): RequestHandler {
  return (req, res, next) => {
    const segment = firstSegment(req.url);
    if (UNTRACED.has(segment)) return next();
    const route = ROUTES.has(segment) ? ` /${segment}` : '';
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
    if (typeof operationName === 'string' && operationName.length <= 100) requestSpanOf(req)?.setAttribute('graphql.operation.name', operationName);
    inRequestSpan(req, next);
  };
}
