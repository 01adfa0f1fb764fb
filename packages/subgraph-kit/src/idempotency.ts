import { createHash } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import { badInput } from './errors';
import type { SignedViewer } from './viewer-header';

/**
 * Idempotency keys from the client to the upstream writes. The client sends one `Idempotency-Key`
 * per member intent with its GraphQL mutation; the gateway signs it into the viewer header next to
 * the member it came from; a resolver derives from it the key of each upstream write it makes and
 * the data source sends that key as the write's `Idempotency-Key` header. The upstream then answers
 * a repeated key from the first answer instead of writing twice (upstream/src/idempotency.ts).
 */

/** The HTTP header, on the public API and on the upstream writes alike. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (a UUID is the usual choice). */
const CLIENT_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const INVALID_IDEMPOTENCY_KEY = 'Idempotency-Key non valida: da 1 a 255 caratteri ASCII stampabili.';

/**
 * The key of one upstream write made by this mutation field, or undefined when the client sent
 * none. Distinct per mutation field of the operation (its response name, so `a: addFavourite(…)`
 * and `b: addFavourite(…)` in one request are two writes) and per `write` step when one field
 * writes more than once; the same for the same retried request, so the retry replays.
 */
export function upstreamWriteKey(viewer: SignedViewer, info: Pick<GraphQLResolveInfo, 'path'>, write = ''): string | undefined {
  const clientKey = viewer.idempotencyKey;
  if (clientKey === undefined || clientKey === null) return undefined;
  if (!CLIENT_KEY_PATTERN.test(clientKey)) throw badInput(INVALID_IDEMPOTENCY_KEY, IDEMPOTENCY_HEADER);
  // Hashed so the derived key stays short and fixed-length whatever the client's key and field names.
  return createHash('sha256').update(`${clientKey}\0${String(info.path.key)}\0${write}`).digest('base64url');
}

/** Headers of an upstream write carrying its key (none without a key). */
export function idempotencyHeaders(key: string | undefined): Record<string, string> {
  return key ? { [IDEMPOTENCY_HEADER]: key } : {};
}
