import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type SubscriptionType, type ViewerClaims } from '@club/policy';
import { mountAffiliateRedirects, mountPaymentProviderPages } from './provider-pages';

/**
 * The payment provider's pages and the affiliate redirects under the portal's origin: the gateway passes
 * them on from the service behind it (here a stand-in for the provider, the edge this test is about).
 */
let provider: http.Server;
let portal: http.Server;
let portalUrl = '';
const received: { method: string; path: string; body: string }[] = [];

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, path: req.url!, body });
      if (req.url === '/ecommerce/pagamento/pay-1' && req.method === 'GET') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<form method="post"><button name="esito" value="paga">Paga ora</button></form>');
      if (req.url === '/ecommerce/pagamento/pay-1' && req.method === 'POST') return void res.writeHead(303, { location: 'http://portal.example/carrello?esito=ok' }).end();
      if (req.url === '/ecommerce/pagamento/evil') return void res.writeHead(303, { location: 'https://evil.example/steal' }).end();
      if (req.url === '/topnegozi/vai/12') return void res.writeHead(302, { location: 'https://shop.example/?offerta=12' }).end();
      if (req.url === '/topnegozi/vai/13') return void res.writeHead(302, { location: 'javascript:alert(1)' }).end();
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Non trovato</h1>');
    });
  });
  const origin = await listen(provider);
  const app = express();
  mountPaymentProviderPages(app, { providerOrigin: origin, timeoutMs: 2000 });
  // Who asks stands in for the session's claims (the gateway reads them from the CRM): `x-as: PREMIUM` or `x-as: PREMIUM-nowallet`.
  mountAffiliateRedirects(app, { topnegoziOrigin: origin, timeoutMs: 2000, viewerOf: async (req) => viewerAs(req.headers['x-as']) });
  portal = http.createServer(app);
  portalUrl = await listen(portal);
});
afterAll(async () => {
  await new Promise((r) => portal.close(r));
  await new Promise((r) => provider.close(r));
});

/** A viewer of a type, with the topnegozi wallet active unless `-nowallet`. */
function viewerAs(as: string | string[] | undefined): ViewerClaims {
  if (typeof as !== 'string') return ANONYMOUS_VIEWER;
  const [type, nowallet] = as.split('-') as [SubscriptionType, string | undefined];
  return { ...ANONYMOUS_VIEWER, subscriptionType: type, wallets: nowallet ? [] : [{ code: 'topnegozi', active: true, status: 1 }] };
}

describe('payment provider pages under the portal origin', () => {
  it('passes the checkout page on with a policy that lets its form post to itself and nothing run', async () => {
    const res = await fetch(`${portalUrl}/ecommerce/pagamento/pay-1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Paga ora');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('script-src');
  });

  it("forwards the form's choice and sends the browser back to the cart on the portal's own origin", async () => {
    const res = await fetch(`${portalUrl}/ecommerce/pagamento/pay-1`, { method: 'POST', body: 'esito=paga', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/carrello?esito=ok');
    expect(received.at(-1)).toEqual({ method: 'POST', path: '/ecommerce/pagamento/pay-1', body: 'esito=paga' });
  });

  it('follows no other redirect, and refuses other paths and methods', async () => {
    expect((await fetch(`${portalUrl}/ecommerce/pagamento/evil`, { method: 'POST', body: 'esito=paga', redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${portalUrl}/ecommerce/pagamento/a/b`)).status).toBe(404);
    expect((await fetch(`${portalUrl}/provider/paymentmethods/s-1`, { method: 'POST', body: 'x=1' })).status).toBe(404);
    expect((await fetch(`${portalUrl}/ecommerce/pagamento/pay-1`, { method: 'POST', body: 'x'.repeat(5000) })).status).toBe(413);
  });
});

describe('affiliate redirects under the portal origin', () => {
  const follow = (path: string, as?: string) => fetch(`${portalUrl}${path}`, { redirect: 'manual', headers: as ? { 'x-as': as } : {} });

  it("sends a member the activation policy allows on to the partner shop's site, only over http(s)", async () => {
    const ok = await follow('/topnegozi/vai/12', 'PREMIUM');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('https://shop.example/?offerta=12');
    expect((await follow('/topnegozi/vai/13', 'PREMIUM')).status).toBe(404);
    expect((await follow('/topnegozi/vai/99', 'PREMIUM')).status).toBe(404);
    // Registered members activate while the spec's switch is on, trial members with the wallet.
    expect((await follow('/topnegozi/vai/12', 'REGISTRATO')).headers.get('location')).toBe('https://shop.example/?offerta=12');
    expect((await follow('/topnegozi/vai/12', 'TRIAL')).headers.get('location')).toBe('https://shop.example/?offerta=12');
  });

  it('sends a visitor to the login, back to the link once signed in, without asking the shop', async () => {
    const before = received.length;
    const visitor = await follow('/topnegozi/vai/12');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe('/login?redirectTo=%2Ftopnegozi%2Fvai%2F12');
    expect(received.length).toBe(before);
  });

  it("sends a member the policy refuses to their paywall's page, as activateOffer's refusal does", async () => {
    const before = received.length;
    // Premium without the topnegozi wallet: 'Passa a premium' (/upgrade); an ex-premium: 'Rinnova' (/upgrade); an ex-trial: /upgrade.
    for (const as of ['PREMIUM-nowallet', 'TRIAL-nowallet', 'EX_PREMIUM', 'EX_TRIAL']) {
      const refused = await follow('/topnegozi/vai/12', as);
      expect(refused.status, as).toBe(302);
      expect(refused.headers.get('location'), as).toBe('/upgrade');
    }
    expect(received.length).toBe(before);
  });
});
