import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** Header that carries the request id: accepted from the client, forwarded to subgraphs and upstream, returned. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A client's id is kept only when it is a safe short token (letters, digits, `-`, `_`, `.`, 8 to 64 characters). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The client's request id when it is a safe token, else a new random one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Gives every request an id (`req.requestId`) and returns it in the `x-request-id` response header. */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    (req as { requestId?: string }).requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

export function requestIdOf(req: object): string {
  return (req as { requestId?: string }).requestId ?? randomUUID();
}
