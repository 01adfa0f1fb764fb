import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * The demo's recorded media: one short video (a test pattern with a tone) and one short audio clip,
 * committed under upstream/assets. Every video, film, webinar and podcast of the seed plays them, so
 * the players the portal embeds have something real to play on a closed network.
 *
 * Each recording is served under the path of what it belongs to (a content item's player
 * `/media/embed/{id}/video.webm`, a course's `/FAD/Media/film/course_{id}.webm`…), never under a
 * shared public path: the portal decides who may open it exactly as it decides for its page
 * (docs/operations.md 'Public and gated media'). The answers are `private`: they belong to gated
 * content, and no shared cache may keep them. Byte ranges are honoured (a player seeks with them).
 */
const assets = new URL('../assets/', import.meta.url);
let cache: { video: Buffer; audio: Buffer } | null = null;

function files() {
  cache ??= { video: readFileSync(new URL('demo-video.webm', assets)), audio: readFileSync(new URL('demo-audio.ogg', assets)) };
  return cache;
}

/** What a media file's `Cache-Control` says: it belongs to gated content, so only the viewer's own browser keeps it. */
export const MEDIA_FILE_CACHE_CONTROL = 'private, no-store';

/**
 * The byte range a `Range` header asks of a file of `size` bytes: `{ start, end }` (inclusive),
 * `'unsatisfiable'` for a range outside the file, or null to send the whole file (no header, another
 * unit, several ranges or a malformed one: RFC 9110 lets a server ignore those).
 */
export function byteRangeOf(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

function sendFile(reply: FastifyReply, body: Buffer, contentType: string) {
  reply.header('content-type', contentType).header('cache-control', MEDIA_FILE_CACHE_CONTROL).header('accept-ranges', 'bytes');
  const range = byteRangeOf(reply.request.headers.range, body.length);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${body.length}`).send();
  if (!range) return reply.send(body);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
    .send(body.subarray(range.start, range.end + 1));
}

export function sendDemoVideo(reply: FastifyReply) {
  return sendFile(reply, files().video, 'video/webm');
}

export function sendDemoAudio(reply: FastifyReply) {
  return sendFile(reply, files().audio, 'audio/ogg');
}
