import { createHash, timingSafeEqual } from 'node:crypto';

/** Header partner applications send their key in. */
export const API_KEY_HEADER = 'x-api-key';

/**
 * Partner API keys from configuration ("partnerId:key" pairs). Keys are kept only as SHA-256
 * digests and compared in constant time.
 */
export class PartnerKeys {
  private readonly digests: { id: string; digest: Buffer }[];

  constructor(pairs: string[]) {
    this.digests = pairs.map((pair) => {
      const i = pair.indexOf(':');
      if (i <= 0 || i === pair.length - 1) throw new Error(`PARTNER_API_KEYS entry is not "id:key": ${pair.slice(0, 8)}…`);
      return { id: pair.slice(0, i), digest: digest(pair.slice(i + 1)) };
    });
  }

  /** The partner id for a key, or null when unknown. */
  identify(key: string): string | null {
    const d = digest(key);
    for (const entry of this.digests) if (timingSafeEqual(entry.digest, d)) return entry.id;
    return null;
  }
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}
