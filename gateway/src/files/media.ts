import { createHash } from 'node:crypto';
import { parse } from 'cookie';
import type { Express, Request } from 'express';
import { API_KEY_HEADER } from '../callers/api-keys';
import { SESSION_COOKIE } from '../callers/session-cookie';
import { passThroughUrls, streamUpstream } from '../upstream/pass-through';
import { GATED_MEDIA_FOLDERS, GatedMediaDecisions, gatedPageOf } from './media-access';

/** Response headers of a media file worth passing on to the browser. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'accept-ranges', 'content-range'];
/** A gated file's: the origin's cache-control never goes with it (the route's own `private, no-store` stands). */
const GATED_FORWARDED_HEADERS = FORWARDED_HEADERS.filter((name) => name !== 'cache-control');

/**
 * The public folders of the media library (images and logos the API hands out to every viewer, and
 * public documents such as the loyalty programme's regulation);
 * GATED_MEDIA_FOLDERS hold the players, readers and recordings of gated content (./media-access).
 * Anything else under the media origin (the CMS's own API, premium files, internal routes) is never
 * reachable through `/media`. A recording never lives in a public folder: it is served under the
 * path of its player, and gated with it (docs/operations.md 'Public and gated media').
 */
export const PUBLIC_MEDIA_FOLDERS = new Set(['cms', 'corsi', 'riviste', 'magazines', 'partners', 'infografiche', 'topnegozi', 'documenti']);
const MEDIA_FOLDERS = new Set([...PUBLIC_MEDIA_FOLDERS, ...GATED_MEDIA_FOLDERS]);

/**
 * One path segment as the media library names its files: letters, digits, dot, dash, underscore,
 * starting with a letter or digit (so never `.` or `..`).
 */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * The media path a request asks for, decoded and normalised, or null when it leaves the media
 * library: every segment is percent-decoded once and must be a plain file or folder name, so
 * `%2e%2e`, encoded slashes or backslashes, NUL bytes and empty segments are all refused.
 */
export function mediaPathOf(rawPath: string): string | null {
  if (!rawPath.startsWith('/media/')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice('/media/'.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!SAFE_SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  if (segments.length < 2 || !MEDIA_FOLDERS.has(segments[0]!)) return null;
  return `/media/${segments.join('/')}`;
}

export interface MediaDeps {
  mediaOrigin: string;
  timeoutMs: number;
  /**
   * Whether the requesting viewer may open a file of a gated folder (./media-access): the same
   * paywall decision as the page that shows it. Throws when that decision cannot be made.
   */
  mayOpenGated: (req: Request, mediaPath: string) => Promise<boolean>;
  /** Where allowed decisions are kept per viewer for a short while (default: 30 s, 10,000 at most). */
  decisions?: GatedMediaDecisions;
}

/**
 * Who is asking, as the decision sees it (callers/callers.ts): the API key when one is sent (a key
 * never acts as a member), else the session cookie as sent (none: a visitor). Hashed, so the kept
 * decisions hold no credential.
 */
export function viewerKeyOf(req: Request): string {
  const apiKey = req.headers[API_KEY_HEADER];
  const who = typeof apiKey === 'string' ? `key:${apiKey}` : `session:${(req.headers.cookie && parse(req.headers.cookie)[SESSION_COOKIE]) || ''}`;
  return createHash('sha256').update(who).digest('base64url');
}

const notFound = { message: 'Media non trovato.' };
const unavailable = { message: 'Media non disponibile.' };

/**
 * The CMS media library under the portal's own origin: `/media/*` (content and banner images, logos,
 * embedded players and their audio/video) is fetched from the media origin and streamed back, so
 * editorial pages never point the browser at an internal host. Read-only: only GET and HEAD.
 */
export function mountMedia(app: Express, deps: MediaDeps): void {
  const decisions = deps.decisions ?? new GatedMediaDecisions();
  app.get(/^\/media\//, async (req, res) => {
    const mediaPath = mediaPathOf(req.path);
    if (!mediaPath) return void res.status(404).json(notFound);
    const gated = GATED_MEDIA_FOLDERS.has(mediaPath.split('/')[2]!);
    if (gated) {
      // A player and its recording share one decision: that of the player the API hands out.
      const page = gatedPageOf(mediaPath);
      if (!page) return void res.status(404).json(notFound);
      let allowed = false;
      try {
        allowed = await decisions.decide(viewerKeyOf(req), page, () => deps.mayOpenGated(req, page));
      } catch {
        return void res.status(502).json(unavailable);
      }
      // 404 rather than 403: a refused file looks like one that does not exist.
      if (!allowed) return void res.status(404).json(notFound);
      // The answer depends on who asks: never let a shared cache keep it.
      res.setHeader('cache-control', 'private, no-store');
    }
    const headers: Record<string, string> = {};
    if (typeof req.headers.range === 'string') headers.range = req.headers.range;
    // The deadline bounds the wait for the answer and every pause while its body streams, not the
    // whole transfer: a large video keeps flowing as long as the media origin keeps sending.
    await streamUpstream(req, res, passThroughUrls.mediaFile(deps.mediaOrigin, mediaPath), {
      init: { headers },
      timeoutMs: deps.timeoutMs,
      forwarded: gated ? GATED_FORWARDED_HEADERS : FORWARDED_HEADERS,
      onRedirect: () => res.status(404).json(notFound),
      unavailable,
    });
  });
}
