import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GatewayMetrics } from '../observability/metrics';
import { ClaimsReads } from './claims-reads';
import { upstreamHealthUrl } from './health';
import { fetchMemberPdf, memberPdfUrl } from './member-pdfs';
import { passThroughUrls, redirectLocation } from './pass-through';

/**
 * Every upstream URL the gateway builds keeps the base path of UPSTREAM_URL (an upstream behind a
 * path prefix, `http://host:port/base/`): the claims reads, the member PDFs, the pass-through pages
 * and redirects, the health probe. Each call goes out observed, as the subgraphs' data source's
 * calls: `upstream_call_duration_seconds` by family, route template, method and status.
 */

/** `METHOD /path?query` of each request the stand-in upstream received. */
let received: string[] = [];

const upstream = http.createServer((req, res) => {
  received.push(`${req.method} ${req.url}`);
  const path = new URL(req.url ?? '/', 'http://upstream').pathname;
  if (path === '/base/invoice/download') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4');
  if (path.startsWith('/base/topnegozi/vai/')) return void res.writeHead(302, { location: 'https://shop.example/?offerta=7' }).end();
  if (path.startsWith('/base/CRM/')) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Sessione non valida o scaduta."}');
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Risorsa non trovata"}');
});
let port: number;
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/base/`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

describe('the gateway\'s upstream URLs with UPSTREAM_URL=http://host:port/base/', () => {
  it('the viewer claims reads go to /base/CRM/Utente and /base/CRM/Utente/Portafogli', async () => {
    expect(await new ClaimsReads(base, 2_000).read('token')).toEqual({ kind: 'invalid-session' });
    expect(received.sort()).toEqual(['GET /base/CRM/Utente', 'GET /base/CRM/Utente/Portafogli']);
  });

  it('a member PDF is fetched under the base path', async () => {
    const url = memberPdfUrl(base, 'invoice', 'pay 1');
    expect(url.href).toBe(`http://127.0.0.1:${port}/base/invoice/download?paymentId=pay+1`);
    expect(await fetchMemberPdf(base, url, 'invoice', 'token', 2_000)).toMatchObject({ kind: 'pdf', contentType: 'application/pdf' });
    expect(received).toEqual(['GET /base/invoice/download?paymentId=pay+1']);
  });

  it('the pass-through pages, files and redirects keep it', async () => {
    const origin = `http://127.0.0.1:${port}/base`;
    expect(passThroughUrls.checkoutPage(base, 'p-1').url.href).toBe(`${origin}/ecommerce/pagamento/p-1`);
    expect(passThroughUrls.paymentMethodsPage(base, 's/1').url.href).toBe(`${origin}/provider/paymentmethods/s%2F1`);
    expect(passThroughUrls.player(base, { page: 'catalogue' }).url.href).toBe(`${origin}/player/catalogo`);
    expect(passThroughUrls.player(base, { page: 'player', token: 't1', form: 'finish' }).url.href).toBe(`${origin}/player/t1/finish`);
    expect(passThroughUrls.mediaFile(base, '/media/corsi/1.svg').url.href).toBe(`${origin}/media/corsi/1.svg`);
    expect(await redirectLocation(passThroughUrls.affiliateRedirect(base, '7'), 2_000)).toBe('https://shop.example/?offerta=7');
    expect(received).toEqual(['GET /base/topnegozi/vai/7']);
  });

  it('the health probe asks /base/health', () => {
    expect(upstreamHealthUrl(base).href).toBe(`http://127.0.0.1:${port}/base/health`);
    expect(upstreamHealthUrl(`http://127.0.0.1:${port}/base`).href).toBe(`http://127.0.0.1:${port}/base/health`);
  });

  it("each call is on the gateway's /metrics as the data sources' are: family, route template (below the base path), method, status", async () => {
    const metrics = new GatewayMetrics();
    await new ClaimsReads(base, 2_000).read('token');
    await redirectLocation(passThroughUrls.affiliateRedirect(base, '8'), 2_000);
    const text = await metrics.text();
    expect(text).toMatch(/upstream_call_duration_seconds_count\{family="crm",route="\/CRM\/Utente",method="GET",status="401"\} [1-9]/);
    expect(text).toMatch(/upstream_call_duration_seconds_count\{family="crm",route="\/CRM\/Utente\/Portafogli",method="GET",status="401"\} [1-9]/);
    expect(text).toMatch(/upstream_call_duration_seconds_count\{family="commerce",route="\/topnegozi\/vai\/\{offerId\}",method="GET",status="302"\} [1-9]/);
  });
});
