import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Protected file links (course sheets, e-books, films, video clips): the API hands out a portal
 * path such as `/files/corsi/12/ebook.pdf?t=…`, never the address of the service that holds the
 * file. `t` seals, with AES-256-GCM, the file's real location, the member it was issued to and an
 * expiry; the portal path is authenticated with it, so a token opens only its own path. The fad
 * subgraph seals (after the policy allowed the viewer), the gateway opens and streams the file.
 * The key is derived (HKDF) from the viewer-signing secret the gateway and the subgraphs share, so
 * no new secret is needed and the key is never the viewer header's own.
 */

/** How long a file link works: a copied link stops working after it (docs/operations.md 'Protected files'). */
export const FILE_LINK_TTL_SECONDS = 300;

/** The query parameter carrying the sealed token. */
export const FILE_LINK_PARAM = 't';

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'club-file-links', 'club file links v1', 32));
}

export interface FileLinkGrant {
  /** The file's location at the service that holds it (never shown to a client). */
  location: string;
  /** Customer code of the member the link was issued to; null for a public file seen by a visitor. */
  memberId: string | null;
}

export interface SealOptions extends FileLinkGrant {
  /** Portal path of the file, e.g. `/files/corsi/12/ebook.pdf`. */
  path: string;
  /** Epoch milliseconds (tests pass a fixed clock). */
  now?: number;
  ttlSeconds?: number;
}

/** The portal URL of a protected file: its path and the sealed token. */
export function sealFileLink(secret: string, { path, location, memberId, now = Date.now(), ttlSeconds = FILE_LINK_TTL_SECONDS }: SealOptions): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(path));
  const body = Buffer.concat([cipher.update(JSON.stringify({ l: location, m: memberId, e: exp })), cipher.final()]);
  const token = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  return `${path}?${FILE_LINK_PARAM}=${token}`;
}

export type OpenedFileLink = { kind: 'valid'; grant: FileLinkGrant } | { kind: 'expired'; grant: FileLinkGrant } | { kind: 'invalid' };

/** Opens a token for a portal path: `invalid` when forged, tampered or issued for another path. */
export function openFileLink(secret: string, path: string, token: string, now = Date.now()): OpenedFileLink {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== token) return { kind: 'invalid' };
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(path));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const { l, m, e } = JSON.parse(plain) as { l: unknown; m: unknown; e: unknown };
    if (typeof l !== 'string' || (m !== null && typeof m !== 'string') || typeof e !== 'number') return { kind: 'invalid' };
    const grant = { location: l, memberId: m };
    return e * 1000 > now ? { kind: 'valid', grant } : { kind: 'expired', grant };
  } catch {
    return { kind: 'invalid' };
  }
}
