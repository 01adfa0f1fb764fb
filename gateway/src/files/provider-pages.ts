import { LOGIN_PATH, offerActivation } from '@club/policy';
import type { Express, Request } from 'express';
import { passThroughUrls, redirectLocation, streamUpstream } from '../upstream/pass-through';
import type { UpstreamRequest } from '../upstream/upstream-call';
import { FILE_NOT_FOUND, FILE_UNAVAILABLE, PLAYER_POLICY } from './protected-files';

/**
 * The payment provider's pages under the portal's origin (the reference upstream simulates the provider,
 * and browsers cannot reach the upstream): the checkout page (`/ecommerce/pagamento/{id}`, GET and its
 * form's POST) and the change-card page (`/provider/paymentmethods/{session}`). Their random ids are the
 * credential, as the player's tokens are. After paying, the provider sends the browser back to the cart:
 * only that redirect is followed, kept on the portal's own origin.
 */
const PROVIDER_PAGE = /^\/(ecommerce\/pagamento|provider\/paymentmethods)\/([A-Za-z0-9_-]{1,128})$/;
const PROVIDER_RETURN_PATHS = new Set(['/carrello', '/profilo/metodi-pagamento']);
/** The form a provider page posts: a few short fields (the checkout's 'esito'). */
const PROVIDER_FORM_MAX_BYTES = 1024;

export function mountPaymentProviderPages(app: Express, deps: { providerOrigin: string; timeoutMs: number }): void {
  app.all(/^\/(?:ecommerce\/pagamento|provider\/paymentmethods)\//, async (req, res) => {
    res.setHeader('Content-Security-Policy', PLAYER_POLICY);
    res.setHeader('cache-control', 'private, no-store');
    const isForm = req.method === 'POST' && req.path.startsWith('/ecommerce/pagamento/');
    const page = PROVIDER_PAGE.exec(req.path);
    if (!page || (req.method !== 'GET' && req.method !== 'HEAD' && !isForm)) return void res.status(404).json(FILE_NOT_FOUND);
    let init: UpstreamRequest = { method: req.method };
    if (isForm) {
      const body = await readSmallBody(req, PROVIDER_FORM_MAX_BYTES);
      if (body === null) return void res.status(413).json({ message: 'Richiesta troppo grande.' });
      init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body };
    }
    const [, kind, id] = page;
    const url = kind === 'ecommerce/pagamento' ? passThroughUrls.checkoutPage(deps.providerOrigin, id!) : passThroughUrls.paymentMethodsPage(deps.providerOrigin, id!);
    await streamUpstream(req, res, url, {
      init,
      timeoutMs: deps.timeoutMs,
      forwarded: ['content-type', 'content-length'],
      onRedirect: (answer) => {
        const location = new URL(answer.headers.get('location') ?? '', 'http://portal.invalid');
        if (PROVIDER_RETURN_PATHS.has(location.pathname)) return res.redirect(303, `${location.pathname}${location.search}`);
        return res.status(404).json(FILE_NOT_FOUND);
      },
      unavailable: FILE_UNAVAILABLE,
    });
  });
}

const AFFILIATE_PATH = /^\/topnegozi\/vai\/(\d{1,12})$/;

/**
 * Where a caller the activation policy refuses goes instead of the shop: a visitor to the login page,
 * back to this link once signed in (activateOffer's LOGIN_REQUIRED); a member to the page their
 * paywall's button leads to (activateOffer's UPGRADE_REQUIRED: the plans, the upgrade, the renewal).
 */
export function refusedAffiliateTarget(viewer: OfferViewer, path: string): string | null {
  const decision = offerActivation(viewer);
  if (decision.allowed) return null;
  if (viewer.subscriptionType === 'SUSPECT') return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: path })}`;
  return decision.paywall.cta.href;
}

type OfferViewer = Parameters<typeof offerActivation>[0];

export interface AffiliateRedirectsDeps {
  topnegoziOrigin: string;
  timeoutMs: number;
  /** The requesting caller's claims (a visitor's when there is no session): what the activation policy decides on. */
  viewerOf: (req: Request) => Promise<OfferViewer>;
}

/**
 * A direct offer's affiliate link (`/topnegozi/vai/{offerId}`) under the portal's origin: the TopNegozi
 * service answers with a redirect to the partner shop's own site, which the browser follows. Only for
 * a caller the offer activation policy allows (`offerActivation`, the rule of the activateOffer
 * mutation): the link is the offer itself, so it is not handed to anyone who may not activate it.
 */
export function mountAffiliateRedirects(app: Express, deps: AffiliateRedirectsDeps): void {
  app.get(AFFILIATE_PATH, async (req, res) => {
    res.setHeader('cache-control', 'private, no-store');
    const offerId = AFFILIATE_PATH.exec(req.path)?.[1];
    if (!offerId) return void res.status(404).json({ message: 'Offerta non trovata.' });
    const refused = refusedAffiliateTarget(await deps.viewerOf(req), req.path);
    if (refused) return void res.redirect(302, refused);
    try {
      const location = await redirectLocation(passThroughUrls.affiliateRedirect(deps.topnegoziOrigin, offerId), deps.timeoutMs);
      if (location && /^https?:\/\//.test(location)) return void res.redirect(302, location);
      res.status(404).json({ message: 'Offerta non trovata.' });
    } catch {
      res.status(502).json(FILE_UNAVAILABLE);
    }
  });
}

/** The request body as text, or null past `limit` bytes. */
function readSmallBody(req: Request, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Past the limit the rest is read and dropped (not stored), so the refusal reaches the browser.
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
