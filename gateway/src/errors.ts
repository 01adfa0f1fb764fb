// Express' Request carries requestId (a global augmentation: this import puts it in any program that reaches this module).
import type {} from './express-request';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ErrorRequestHandler } from 'express';
import { processLogger } from '@club/observability';
import type { ErrorCode } from '@club/wire';
import { JSON_TOO_DEEP_MESSAGE } from './graphql/json-nesting';
import { italianLimitMessage } from './graphql/limit-messages';

/**
 * Codes whose messages we write ourselves (subgraph-kit errors, the gateway's refusals) or that
 * graphql-js / Apollo Server give to malformed requests: their messages are meant for clients.
 */
const OWN_CODES = new Set<string>([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'THROTTLED',
  'COST_EXCEEDS_BUDGET',
] satisfies ErrorCode[]);

/** Extensions a client may see; anything else (the subgraph's `response` with its URL, `exception`, …) is dropped. */
const PUBLIC_EXTENSIONS = ['code', 'reason', 'field', 'fields', 'service', 'upsell', 'upstreamStatus'];

export const SUBGRAPH_UNAVAILABLE_MESSAGE = 'Servizio temporaneamente non disponibile.';
export const INTERNAL_ERROR_MESSAGE = 'Errore interno del server.';

/**
 * The gateway's `formatError`: every error that is not one of our coded errors is masked, so no
 * message carries a subgraph URL, an address ("connect ECONNREFUSED 127.0.0.1:4802") or a stack.
 * A subgraph that cannot be reached or answers with an HTTP error becomes UPSTREAM_UNAVAILABLE;
 * anything else INTERNAL_SERVER_ERROR. Stack traces only in development.
 */
export function formatGatewayError(nodeEnv: 'development' | 'production' | 'test') {
  const development = nodeEnv === 'development';
  return (original: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = typeof original.extensions?.code === 'string' ? original.extensions.code : undefined;
    const limit = code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' ? italianLimitMessage(original.message) : null;
    const formatted = limit
      ? { ...original, message: limit.message, extensions: { ...original.extensions, reason: limit.reason } }
      : { ...original, message: shortenEchoedValues(original.message) };
    const extensions = formatted.extensions ?? {};
    const own = code !== undefined && OWN_CODES.has(code) && !('response' in extensions);
    const kept: Record<string, unknown> = {};
    for (const key of PUBLIC_EXTENSIONS) if (own && extensions[key] !== undefined) kept[key] = extensions[key];
    if (development && extensions.stacktrace) kept.stacktrace = extensions.stacktrace;
    if (own) return { ...formatted, extensions: kept };
    // The client gets the masked message; the log keeps the real one.
    processLogger().error({ err: error }, 'masked error');
    const transport = isSubgraphTransportError(formatted, error);
    return {
      message: transport ? SUBGRAPH_UNAVAILABLE_MESSAGE : INTERNAL_ERROR_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { ...kept, code: transport ? 'UPSTREAM_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/** The longest value an error message quotes whole; a longer one is cut to this with an ellipsis. */
export const MAX_ECHOED_VALUE_CHARS = 64;
/** The longest error message: past it (a long list or object literal echoed unquoted), the message is cut with an ellipsis. */
export const MAX_ERROR_MESSAGE_CHARS = 1000;

/** A double-quoted value (JSON or GraphQL string escapes) longer than MAX_ECHOED_VALUE_CHARS: its head is kept. */
const LONG_QUOTED_VALUE = new RegExp(`"((?:[^"\\\\]|\\\\.){${MAX_ECHOED_VALUE_CHARS}})(?:[^"\\\\]|\\\\.)+"`, 'g');

/**
 * graphql-js echoes the offending value in its validation and coercion messages (`Expected value of
 * type "Int!", found "<the whole literal>"`, `Variable "$x" got invalid value "<the whole value>"`),
 * and so may a subgraph's message passed on here: a 180 KB literal would come back as a 180 KB
 * message. Every quoted value is cut to MAX_ECHOED_VALUE_CHARS with an ellipsis, then the message to
 * MAX_ERROR_MESSAGE_CHARS; the gateway's own messages are shorter than both and stay as they are.
 */
export function shortenEchoedValues(message: string): string {
  if (message.length <= MAX_ECHOED_VALUE_CHARS) return message;
  const shortened = message.replace(LONG_QUOTED_VALUE, '"$1…"');
  return shortened.length <= MAX_ERROR_MESSAGE_CHARS ? shortened : `${shortened.slice(0, MAX_ERROR_MESSAGE_CHARS)}…`;
}

/** An HTTP error answer from a subgraph (the gateway's data source puts it in `extensions.response`) or a failed fetch. */
function isSubgraphTransportError(formatted: GraphQLFormattedError, error: unknown): boolean {
  if (formatted.extensions && 'response' in formatted.extensions) return true;
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  const name = (original as { name?: unknown } | null)?.name;
  const sysCode = (original as { code?: unknown } | null)?.code;
  return name === 'FetchError' || name === 'AbortError' || (typeof sysCode === 'string' && /^E[A-Z]+$/.test(sysCode));
}

/**
 * Errors that happen before a request reaches GraphQL (malformed JSON, a body over the limit) or
 * outside it: a JSON GraphQL-style answer with the right status instead of express's HTML page
 * with a stack trace.
 */
export const jsonErrorHandler: ErrorRequestHandler = (err: { status?: unknown; type?: unknown; limit?: unknown }, _req, res, next) => {
  if (res.headersSent) return next(err);
  const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  let message = status === 404 ? 'Risorsa non trovata.' : status < 500 ? 'Richiesta non valida.' : INTERNAL_ERROR_MESSAGE;
  if (err.type === 'entity.parse.failed') message = 'Richiesta non valida: il corpo non è JSON valido.';
  if (err.type === 'entity.too.large') message = `Richiesta troppo grande: il limite è ${Math.floor(Number(err.limit) / 1024)} kB.`;
  if (err.type === 'entity.too.deep') message = JSON_TOO_DEEP_MESSAGE;
  if (status >= 500) processLogger().error({ err, requestId: _req.requestId }, 'request failed');
  const code = status === 404 ? 'NOT_FOUND' : err.type === 'entity.too.deep' ? 'NESTING_TOO_DEEP' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
};

/**
 * A refusal past a limit per client (sign-ups and leads, searches): HTTP 429 with `Retry-After`, code
 * THROTTLED and the limit's `reason`, thrown from a plugin's hook so that nothing runs.
 */
export function throttledError(message: string, reason: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'THROTTLED', reason, http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) } },
  });
}
