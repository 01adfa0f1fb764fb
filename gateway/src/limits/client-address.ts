import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** The client address of a request: express `req.ip`, for requests that have not reached Express too. */
export type AddressOf = (req: IncomingMessage) => string;

/**
 * The client's address as Express' `req.ip` gives it, from the same compiled TRUST_PROXY setting
 * (`app.get('trust proxy fn')`): X-Forwarded-For is read only from a trusted proxy (HAProxy in the
 * fleet, a balancer on loopback), so a caller cannot pick the address its limits are counted on.
 * Works on the plain Node request too: the kept answers' fast path answers before Express
 * (graphql/kept-answers-fast-path.ts) and must count the same address.
 */
export function clientAddressFrom(trust: (address: string, hop: number) => boolean): AddressOf {
  // A socket already gone has no address: such a request is counted under one key rather than none.
  return (req) => proxyaddr(req, trust) ?? 'unknown';
}
