import { signViewer, type SignedViewer } from '@club/subgraph-kit';
import { LRUCache } from 'lru-cache';

/** Lifetime of a signed viewer header (the subgraphs refuse it after that). */
const SIGNATURE_TTL_S = 60;
/** A signature is reused while it has at least this much of its life left. */
const REUSE_MS = 30_000;

/**
 * Signed viewer headers, reused across requests of the same viewer: every visitor has the same
 * claims (but for the address), and a member sends the same claims for as long as they are cached,
 * so the HMAC and the encoding are done once per viewer every 30 s rather than once per fetch.
 * A reused header still has 30 s or more before it expires, far above any fetch's deadline.
 */
export class ViewerSignatures {
  // Timed by the wall clock, the same clock as the header's expiry.
  private readonly signed = new LRUCache<string, string>({ max: 5_000, ttl: REUSE_MS, perf: Date });

  constructor(private readonly secret: string) {}

  for(claims: Omit<SignedViewer, 'exp'>, key = JSON.stringify(claims)): string {
    let header = this.signed.get(key);
    if (header === undefined) {
      header = signViewer(claims, this.secret, SIGNATURE_TTL_S);
      this.signed.set(key, header);
    }
    return header;
  }
}
