import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { fadRoute, paymentProviderPageRoute } from '@club/contracts';
import { fillPath } from '@club/subgraph-kit';
import type { Request, Response } from 'express';

/**
 * The upstream's answers the gateway passes on to the browser as they come (no JSON to parse): media
 * files, the course player's and the payment provider's HTML pages, the shops' affiliate redirects
 * (files/). Their path templates are here, in one place: the contract's where the route has one
 * (@club/contracts), else as upstream/README.md documents them. Each value filled in is already
 * checked by the route that asks (a plain id or token), and URL-encoded in its segment.
 */

/** The simulated payment provider's checkout page (GET) and its form (POST): upstream/README.md 'Commerce'. */
const CHECKOUT_PAGE = { method: 'GET', path: '/ecommerce/pagamento/{id}' } as const;
/** A direct offer's redirect to the partner shop's own site (302): upstream/README.md 'Commerce'. */
const AFFILIATE_REDIRECT = { method: 'GET', path: '/topnegozi/vai/{offerId}' } as const;

/** A page of the reference course player: its catalogue, a player by its token, or one of the player's forms. */
export type PlayerPage = { page: 'catalogue' } | { page: 'player'; token: string; form?: 'progress' | 'finish' };

const PLAYER_FORMS = { progress: fadRoute.playerProgress, finish: fadRoute.playerFinish } as const;

const at = (origin: string, path: string) => new URL(path, origin);

export const passThroughUrls = {
  /** A file of the CMS media library by its normalised path (`/media/{folder}/…`, files/media.ts `mediaPathOf`). */
  mediaFile: (mediaOrigin: string, mediaPath: string) => at(mediaOrigin, mediaPath),
  /** The course player (fad contracts playerCatalogue, playerPage, playerProgress, playerFinish). */
  player: (origin: string, page: PlayerPage) =>
    page.page === 'catalogue'
      ? at(origin, fadRoute.playerCatalogue.path)
      : at(origin, `/${fillPath(page.form ? PLAYER_FORMS[page.form] : fadRoute.playerPage, { token: page.token })}`),
  checkoutPage: (origin: string, id: string) => at(origin, `/${fillPath(CHECKOUT_PAGE, { id })}`),
  /** The provider's change-of-card page (crm contract paymentProviderPageRoute). */
  paymentMethodsPage: (origin: string, session: string) => at(origin, `/${fillPath(paymentProviderPageRoute, { session })}`),
  affiliateRedirect: (origin: string, offerId: string) => at(origin, `/${fillPath(AFFILIATE_REDIRECT, { offerId })}`),
};

export interface StreamOptions {
  /** The request sent (a GET without headers when unset). */
  init?: RequestInit;
  timeoutMs: number;
  /** The answer's headers passed on to the browser. */
  forwarded: readonly string[];
  /** A redirect is never followed: this answers it instead. */
  onRedirect: (answer: globalThis.Response) => unknown;
  /** The JSON body of the 502 when the upstream does not answer. */
  unavailable: { message: string };
}

/**
 * Fetches `url` and streams the answer back. The deadline bounds the wait for the answer and every
 * pause while its body streams, not the whole transfer: a large video keeps flowing as long as the
 * upstream keeps sending. A redirect goes to `onRedirect`.
 */
export async function streamUpstream(req: Request, res: Response, url: URL, options: StreamOptions): Promise<void> {
  const { timeoutMs } = options;
  const abort = new AbortController();
  let idle = setTimeout(() => abort.abort(), timeoutMs);
  const stillFlowing = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort.abort(), timeoutMs);
  };
  res.once('close', () => clearTimeout(idle));
  try {
    const answer = await fetch(url, { ...options.init, redirect: 'manual', signal: abort.signal });
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
export async function redirectLocation(url: URL, timeoutMs: number): Promise<string | null> {
  const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const location = answer.headers.get('location');
  return answer.status >= 300 && answer.status < 400 && location ? location : null;
}
