import { openFileLink, FILE_LINK_PARAM } from '@club/subgraph-kit';
import type { Express, Request, Response } from 'express';
import { passThroughUrls, streamUpstream, type PlayerPage } from '../upstream/pass-through';
import type { UpstreamRequest } from '../upstream/upstream-call';

/**
 * Protected files and the course player under the portal's own origin (docs/operations.md
 * 'Protected files'):
 *
 * - `/files/corsi/{id}/{file}`: course sheets, e-books, films and video clips. The API hands each
 *   one out as a link sealed by the fad subgraph (`?t=…`, `@club/subgraph-kit` file-links), and only
 *   to a viewer the policy lets open it. The link names the member it was handed to: it opens only
 *   in that member's session (a new tab or a player embed of the portal carries it), and a link
 *   handed to a visitor (a public file) opens for anyone; past its few minutes, or without a token, the file is served
 *   only when the API, asked as the requesting viewer, still hands out a link to this very file: the
 *   same decision as the page that shows it. A forged or tampered token is refused (403), as is an
 *   expired one nobody may renew; a file the viewer may not open looks like one that does not
 *   exist (404).
 * - `/player/…`: the reference provider's course player and FAD catalogue, reached through the
 *   portal (the upstream is not reachable by browsers). The player's random token is the
 *   provider's own short-lived credential; the portal only passes the pages and their forms on.
 */

/** The files of a course, by path segment, with the Course field that hands out their link. */
export const COURSE_FILE_FIELDS = {
  'scheda.pdf': 'downloadPdfUrl',
  'scheda-anteprima.pdf': 'previewPdfUrl',
  'ebook.pdf': 'ebookUrl',
  'film.webm': 'filmFormazioneUrl',
  'videoclip.webm': 'videoClipUrl',
} as const;
/** An e-book's further file (part 2, 3, …: `ebook-2.pdf`), handed out by the Course field `ebookParts`. */
export type EbookPartFileName = `ebook-${number}.pdf`;
const EBOOK_PART_FILE = /^ebook-[2-9]\.pdf$/;
export type CourseFileName = keyof typeof COURSE_FILE_FIELDS | EbookPartFileName;

export function isEbookPartFile(file: CourseFileName): file is EbookPartFileName {
  return EBOOK_PART_FILE.test(file);
}

const FILE_PATH = /^\/files\/corsi\/([1-9]\d{0,8})\/([a-z0-9-]+\.(?:pdf|webm))$/;

/** A request path as a course file: the course id and file name, or null for anything else. */
export function courseFileOf(path: string): { courseId: string; file: CourseFileName } | null {
  const match = FILE_PATH.exec(path);
  if (!match || !(Object.hasOwn(COURSE_FILE_FIELDS, match[2]!) || EBOOK_PART_FILE.test(match[2]!))) return null;
  return { courseId: match[1]!, file: match[2] as CourseFileName };
}

/** A course sheet preview whose course id is missing or unreadable (`/files/corsi/scheda-anteprima.pdf`, `/files/corsi//…`, `/files/corsi/abc/…`). */
const PREVIEW_PATH = /^\/files\/corsi\/(?:[^/]*\/)?scheda-anteprima\.pdf$/;
export function isPreviewWithoutCourseId(path: string): boolean {
  return courseFileOf(path) === null && PREVIEW_PATH.test(path);
}
/** Spec 2 §8: 'when a preview has no course id'. */
export const PREVIEW_COURSE_ID_MISSING = { message: "Si è verificato un errore con il recupero dell'ID del corso" };

/** Thrown when the service deciding the permission is unavailable (the route answers 502). */
export class FileAccessUnavailable extends Error {}

export interface ProtectedFilesDeps {
  /** The viewer-signing secret shared with the subgraphs (the file-link key is derived from it). */
  signingSecret: string;
  /** Origins the sealed locations may point at (the upstream's); anything else is never fetched. */
  fileOrigins: readonly string[];
  /** The upstream serving the course player (/player/…). */
  playerOrigin: string;
  timeoutMs: number;
  /** The customer code of the member whose session the request carries, or null: whom a member's link must belong to. */
  memberIdOf: (req: Request) => Promise<string | null>;
  /**
   * The link the API hands out to the requesting viewer for this file (the Course field of
   * COURSE_FILE_FIELDS, or the part's entry of `ebookParts`), or null when it hands out none. Throws FileAccessUnavailable when the
   * decision cannot be made.
   */
  linkFor: (req: Request, courseId: string, file: CourseFileName) => Promise<string | null>;
}

/** Response headers of a file worth passing on to the browser. */
const FORWARDED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/** What a protected file may do once opened in its own tab: show itself, nothing else. */
export const FILE_POLICY = ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", "media-src 'self'", "object-src 'self'", "frame-ancestors 'self'"].join('; ');

/** The provider's player pages: plain HTML forms posting to themselves, no script runs. */
export const PLAYER_POLICY = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-forms allow-same-origin',
].join('; ');

export const FILE_NOT_FOUND = { message: 'File non trovato.' };
const LINK_REFUSED = { message: 'Il collegamento al file è scaduto o non è valido: riaprilo dal portale.' };
export const FILE_UNAVAILABLE = { message: 'File non disponibile.' };

/** The course player's paths: its catalogue, a player by its token, and the player's forms. */
const PLAYER_PATH = /^\/player\/(?:catalogo|([A-Za-z0-9_-]{16,128})(?:\/(progress|finish))?)$/;

/** The player page a (checked) `/player/…` path names. */
function playerPageOf(match: RegExpExecArray): PlayerPage {
  const [, token, form] = match;
  return token === undefined ? { page: 'catalogue' } : { page: 'player', token, form: form as 'progress' | 'finish' | undefined };
}

export function mountProtectedFiles(app: Express, deps: ProtectedFilesDeps): void {
  const allowedOrigins = new Set(deps.fileOrigins.map((o) => new URL(o).origin));

  /** The location sealed in a link the API just handed out for this path (fresh, so valid). */
  const locationOfFresh = (path: string, link: string | null): string | null => {
    if (!link) return null;
    const fresh = new URL(link, 'http://portal.invalid');
    const token = fresh.searchParams.get(FILE_LINK_PARAM);
    if (fresh.pathname !== path || !token) return null;
    const opened = openFileLink(deps.signingSecret, path, token);
    return opened.kind === 'valid' ? opened.grant.location : null;
  };

  app.get(/^\/files\//, async (req, res) => {
    res.setHeader('Content-Security-Policy', FILE_POLICY);
    // The answer depends on who asks: never let a shared cache keep it.
    res.setHeader('cache-control', 'private, no-store');
    const file = courseFileOf(req.path);
    if (!file) return void res.status(404).json(isPreviewWithoutCourseId(req.path) ? PREVIEW_COURSE_ID_MISSING : FILE_NOT_FOUND);
    const raw = req.query[FILE_LINK_PARAM];
    if (raw !== undefined && typeof raw !== 'string') return void res.status(403).json(LINK_REFUSED);

    if (raw !== undefined) {
      const opened = openFileLink(deps.signingSecret, req.path, raw);
      if (opened.kind === 'invalid') return void res.status(403).json(LINK_REFUSED);
      // A link handed out to a member opens only in that member's session: copied to a visitor or to
      // another member it is refused, even when that member could ask the portal for their own.
      if (opened.grant.memberId !== null && opened.grant.memberId !== (await deps.memberIdOf(req))) return void res.status(403).json(LINK_REFUSED);
      if (opened.kind === 'valid') return streamFile(req, res, opened.grant.location);
      // Expired: a viewer the policy still allows (the member's own session) gets the file anyway.
    }

    let location: string | null;
    try {
      location = locationOfFresh(req.path, await deps.linkFor(req, file.courseId, file.file));
    } catch {
      return void res.status(502).json(FILE_UNAVAILABLE);
    }
    if (location) return streamFile(req, res, location);
    return void res.status(raw !== undefined ? 403 : 404).json(raw !== undefined ? LINK_REFUSED : FILE_NOT_FOUND);
  });

  /** Streams the file at `location` (one of the allowed origins) with the media route's deadline rules. */
  async function streamFile(req: Request, res: Response, location: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      return void res.status(404).json(FILE_NOT_FOUND);
    }
    if (!allowedOrigins.has(url.origin)) return void res.status(404).json(FILE_NOT_FOUND);
    const headers: Record<string, string> = {};
    if (typeof req.headers.range === 'string') headers.range = req.headers.range;
    await streamUpstream(req, res, passThroughUrls.courseFile(url), { init: { method: 'GET', headers }, timeoutMs: deps.timeoutMs, forwarded: FORWARDED_HEADERS, onRedirect: () => res.status(404).json(FILE_NOT_FOUND), unavailable: FILE_UNAVAILABLE });
  }

  // The reference course player and the FAD catalogue: GET pages, POST their forms (no fields).
  app.all(/^\/player\//, async (req, res) => {
    res.setHeader('Content-Security-Policy', PLAYER_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    const isForm = req.method === 'POST' && /\/(progress|finish)$/.test(req.path);
    const player = PLAYER_PATH.exec(req.path);
    if (!player || (req.method !== 'GET' && req.method !== 'HEAD' && !isForm)) return void res.status(404).json(FILE_NOT_FOUND);
    const init: UpstreamRequest = isForm
      ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }
      : { method: req.method };
    await streamUpstream(req, res, passThroughUrls.player(deps.playerOrigin, playerPageOf(player)), {
      init,
      timeoutMs: deps.timeoutMs,
      forwarded: ['content-type', 'content-length'],
      onRedirect: (answer) => {
        // The player's own redirects (after a form) stay on its pages; any other is not followed.
        const location = answer.headers.get('location') ?? '';
        if (PLAYER_PATH.test(location)) return res.redirect(303, location);
        return res.status(404).json(FILE_NOT_FOUND);
      },
      unavailable: FILE_UNAVAILABLE,
    });
  });
}
