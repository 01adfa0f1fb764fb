import { createHash, timingSafeEqual } from 'node:crypto';

/** Header partner applications and ops tools send their key in. */
export const API_KEY_HEADER = 'x-api-key';

/** Who an API key belongs to: a partner application or an operator of the portal. */
export type KeyHolder = { role: 'partner' | 'ops'; id: string; owner?: string };

/** How the keys audit names an ops key whose owner OPS_KEY_OWNERS does not give. */
export const UNNAMED_OWNER = 'senza nome';

/**
 * API keys from configuration: `PARTNER_API_KEYS` and `OPS_API_KEYS`, each "id:key" pairs. Keys are
 * kept only as SHA-256 digests and compared in constant time.
 */
export class ApiKeys {
  private readonly entries: (KeyHolder & { digest: Buffer })[];

  constructor(keys: { partner: string[]; ops: string[]; owners?: string[] }) {
    const owners = new Map((keys.owners ?? []).map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1).trim()]));
    this.entries = [
      ...keys.partner.map((pair) => parsePair(pair, 'partner', 'PARTNER_API_KEYS')),
      ...keys.ops.map((pair) => parsePair(pair, 'ops', 'OPS_API_KEYS')),
    ];
    const digests = new Set(this.entries.map((e) => e.digest.toString('hex')));
    for (const e of this.entries) if (e.role === 'ops' && owners.get(e.id)) e.owner = owners.get(e.id);
    if (digests.size !== this.entries.length) throw new Error('The same API key is configured twice (PARTNER_API_KEYS / OPS_API_KEYS)');
  }

  /** The holder of a key, or null when unknown. */
  identify(key: string): KeyHolder | null {
    const d = digest(key);
    for (const { role, id, owner, digest: known } of this.entries) if (timingSafeEqual(known, d)) return owner ? { role, id, owner } : { role, id };
    return null;
  }
}

function parsePair(pair: string, role: KeyHolder['role'], variable: string): KeyHolder & { digest: Buffer } {
  const i = pair.indexOf(':');
  if (i <= 0 || i === pair.length - 1) throw new Error(`${variable} entry is not "id:key": ${pair.slice(0, 8)}…`);
  return { role, id: pair.slice(0, i), digest: digest(pair.slice(i + 1)) };
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}
