import { createHash } from 'node:crypto';

/** Documents whose hash is remembered: the web client's persisted documents are a few hundred. */
const REMEMBERED = 2048;
const hashes = new Map<string, string>();

/**
 * The hash Apollo Server gives a document (`queryHash`: SHA-256 of its text, hex), for a request
 * answered before Apollo (a kept answer): the usage and field-usage records of that request then
 * name the same document as the executed ones. Remembered per text, so a kept answer hashes nothing.
 */
export function documentHashOf(query: string): string {
  let hash = hashes.get(query);
  if (hash === undefined) {
    hash = createHash('sha256').update(query).digest('hex');
    // Ad-hoc documents (where the gateway accepts them) must not grow the map without end.
    if (hashes.size >= REMEMBERED) hashes.delete(hashes.keys().next().value!);
    hashes.set(query, hash);
  }
  return hash;
}
