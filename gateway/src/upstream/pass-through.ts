import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { affiliateRedirectRoute, fadRoute, paymentPageRoute, paymentProviderPageRoute, type UpstreamFamily } from '@club/contracts';
import { upstreamUrl } from '@club/subgraph-kit';
import type { Request, Response } from 'express';
import { upstreamFetch, type UpstreamRequest } from './upstream-call';

/**
 * The upstream's answers the gateway passes on to the browser as they come (no JSON to parse): media
 * files, the course player's and the payment provider's HTML pages, the shops' affiliate redirects
 * (files/). Each is its route's contract (@club/contracts, with its media types), its URL built by
 * `upstreamUrl` below the origin's base path; the media library, whose files live under any path,
 * by its already normalised path. Each value filled in is already checked by the route that asks (a
 * plain id or token), and URL-encoded in its segment.
 */

/** A page of the reference course player: its catalogue, a player by its token, or one of the player's forms. */
export type PlayerPage = { page: 'catalogue' } | { page: 'player'; token: string; form?: 'progress' | 'finish' };

const PLAYER_FORMS = { progress: fadRoute.playerProgress, finish: fadRoute.playerFinish } as const;

/** Where a pass-through call goes: the URL, the base URL it was built under and the upstream family it belongs to (its metrics' label). */
export interface UpstreamTarget {
  family: UpstreamFamily;
  baseUrl: string;
  url: URL;
}

export const passThroughUrls = {
  /** A file of the CMS media library by its normalised path (`/media/{folder}/…`, files/media.ts `mediaPathOf`). */
  mediaFile: (mediaOrigin: string, mediaPath: string): UpstreamTarget => ({ family: 'cms', baseUrl: mediaOrigin, url: upstreamUrl(mediaOrigin, { method: 'GET', path: mediaPath }) }),
  /** The course player (fad contracts playerCatalogue, playerPage, playerProgress, playerFinish). */
  player: (origin: string, page: PlayerPage): UpstreamTarget => ({
    family: 'fad',
    baseUrl: origin,
    url: page.page === 'catalogue' ? upstreamUrl(origin, fadRoute.playerCatalogue) : upstreamUrl(origin, page.form ? PLAYER_FORMS[page.form] : fadRoute.playerPage, { params: { token: page.token } }),
  }),
  /** The simulated payment provider's checkout page and its form (commerce contracts paymentPageRoute, paymentFormRoute). */
  checkoutPage: (origin: string, id: string): UpstreamTarget => ({ family: 'commerce', baseUrl: origin, url: upstreamUrl(origin, paymentPageRoute, { params: { id } }) }),
  /** The provider's change-of-card page (crm contract paymentProviderPageRoute). */
  paymentMethodsPage: (origin: string, session: string): UpstreamTarget => ({ family: 'crm', baseUrl: origin, url: upstreamUrl(origin, paymentProviderPageRoute, { params: { session } }) }),
  /** A direct offer's redirect to the shop (commerce contract affiliateRedirectRoute). */
  affiliateRedirect: (origin: string, offerId: string): UpstreamTarget => ({ family: 'commerce', baseUrl: origin, url: upstreamUrl(origin, affiliateRedirectRoute, { params: { offerId } }) }),
  /** A course file at the location a signed file link names (one of the allowed file origins). */
  courseFile: (url: URL): UpstreamTarget => ({ family: 'fad', baseUrl: url.origin, url }),
};

export interface StreamOptions {
  /** The request sent (a GET without headers when unset). */
  init?: UpstreamRequest;
  timeoutMs: number;
  /** The answer's headers passed on to the browser. */
  forwarded: readonly string[];
  /** A redirect is never followed: this answers it instead. */
  onRedirect: (answer: globalThis.Response) => unknown;
  /** The JSON body of the 502 when the upstream does not answer. */
  unavailable: { message: string };
}

/**
 * Fetches the target's URL and streams the answer back. The deadline bounds the wait for the answer and every
 * pause while its body streams, not the whole transfer: a large video keeps flowing as long as the
 * upstream keeps sending. A redirect goes to `onRedirect`.
 */
export async function streamUpstream(req: Request, res: Response, target: UpstreamTarget, options: StreamOptions): Promise<void> {
  const { timeoutMs } = options;
  const abort = new AbortController();
  let idle = setTimeout(() => abort.abort(), timeoutMs);
  const stillFlowing = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort.abort(), timeoutMs);
  };
  res.once('close', () => clearTimeout(idle));
  try {
    const answer = await upstreamFetch(target.family, target.baseUrl, target.url, { ...options.init, redirect: 'manual', signal: abort.signal });
    stillFlowing();
    if (answer.status >= 300 && answer.status < 400) {
      clearTimeout(idle);
      return void options.onRedirect(answer);
    }
    res.status(answer.status);
    for (const name of options.forwarded) {
      const value = answer.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!answer.body || req.method === 'HEAD') {
      clearTimeout(idle);
      return void res.end();
    }
    const body = Readable.fromWeb(answer.body as ReadableStream);
    body.on('data', stillFlowing);
    body.on('end', () => clearTimeout(idle));
    // A body cut off by the deadline ends the response (the browser sees a broken transfer).
    body.on('error', () => res.destroy());
    body.pipe(res);
  } catch {
    clearTimeout(idle);
    if (!res.headersSent) res.status(502).json(options.unavailable);
    else res.destroy();
  }
}

/**
 * Asks for a redirect without following it: its location when the upstream answers one (3xx with a
 * `location`), else null. Throws when the upstream does not answer within `timeoutMs`.
 */
export async function redirectLocation(target: UpstreamTarget, timeoutMs: number): Promise<string | null> {
  const answer = await upstreamFetch(target.family, target.baseUrl, target.url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const location = answer.headers.get('location');
  return answer.status >= 300 && answer.status < 400 && location ? location : null;
}
