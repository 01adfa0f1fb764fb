import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  mountAffiliateRedirects(app, { topnegoziOrigin: origin, timeoutMs: 2000 });
  portal = http.createServer(app);
  portalUrl = await listen(portal);
});
afterAll(async () => {
  await new Promise((r) => portal.close(r));
  await new Promise((r) => provider.close(r));
});

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
  it("sends the browser on to the partner shop's site, only over http(s)", async () => {
    const ok = await fetch(`${portalUrl}/topnegozi/vai/12`, { redirect: 'manual' });
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('https://shop.example/?offerta=12');
    expect((await fetch(`${portalUrl}/topnegozi/vai/13`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${portalUrl}/topnegozi/vai/99`, { redirect: 'manual' })).status).toBe(404);
  });
});
