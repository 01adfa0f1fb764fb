import { randomUUID } from 'node:crypto';

/** Header that carries the request id: accepted from the client at the gateway, sent on to the subgraphs and the upstream, returned. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A received id is kept only when it is a safe short token (letters, digits, `-`, `_`, `.`, 8 to 64 characters). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request id a header carries when it is a safe token, else undefined. */
export function safeRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : undefined;
}

/** The received request id when it is a safe token, else a new random one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return safeRequestId(header) ?? randomUUID();
}
