// Express' Request carries requestId (the augmentation is global: one import puts it in every program that reaches this module, the partner example's included).
import type {} from '../express-request';
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, requestIdFrom } from '@club/observability';
import type { Request, RequestHandler } from 'express';

/**
 * The request id header (accepted from the client, forwarded to subgraphs and upstream, returned) and
 * the client's id when it is a safe short token (letters, digits, `-`, `_`, `.`, 8 to 64 characters),
 * else a new random one: the kit's, which every process applies alike.
 */
export { REQUEST_ID_HEADER, requestIdFrom };

/** Gives every request an id (`req.requestId`) and returns it in the `x-request-id` response header. */
export function requestIds(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    req.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

export function requestIdOf(req: Request): string {
  return req.requestId ?? randomUUID();
}
