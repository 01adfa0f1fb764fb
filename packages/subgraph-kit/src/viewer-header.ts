import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ViewerClaims } from '@club/wire';

/** Header the gateway signs and every subgraph verifies. */
export const VIEWER_HEADER = 'x-club-viewer';

/**
 * What the gateway forwards about the caller: the policy claims plus who they are and the
 * upstream token the subgraphs use to call the upstream on the member's behalf.
 */
export interface SignedViewer extends ViewerClaims {
  /** Customer code of the member, null for a visitor. */
  userId: string | null;
  /** Bearer token for the upstream, null for a visitor. */
  upstreamToken: string | null;
  /** Partner API key id when the caller is a partner application. */
  partnerId?: string | null;
  /** Address of the client as the gateway saw it (login and recovery limits per address). */
  clientIp?: string | null;
  /** The client's Idempotency-Key of a mutation request, signed with the member it belongs to (see idempotency.ts). */
  idempotencyKey?: string | null;
  /** Expiry, epoch seconds: a captured header is useless after it. */
  exp: number;
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Serialises and signs the viewer (HMAC-SHA256): `payload.signature`. */
export function signViewer(viewer: Omit<SignedViewer, 'exp'>, secret: string, ttlSeconds = 60): string {
  const payload = b64(JSON.stringify({ ...viewer, exp: Math.floor(Date.now() / 1000) + ttlSeconds }));
  return `${payload}.${mac(secret, payload)}`;
}

export class ViewerSignatureError extends Error {}

/** Verifies a header value; throws ViewerSignatureError when missing, forged or expired. */
export function verifyViewer(header: string | string[] | undefined, secret: string): SignedViewer {
  if (typeof header !== 'string' || !header) throw new ViewerSignatureError('missing viewer header');
  const [payload, signature] = header.split('.');
  if (!payload || !signature) throw new ViewerSignatureError('malformed viewer header');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ViewerSignatureError('bad viewer signature');
  let viewer: SignedViewer;
  try {
    viewer = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SignedViewer;
  } catch {
    throw new ViewerSignatureError('unreadable viewer header');
  }
  if (typeof viewer.exp !== 'number' || viewer.exp < Math.floor(Date.now() / 1000)) throw new ViewerSignatureError('expired viewer header');
  return viewer;
}
