import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptPages } from './kept-pages';
import { keptPagesFastPath } from './kept-pages-fast-path';

/**
 * Which requests the listener before Express answers with a kept page, and which it hands on
 * untouched (`next`: Express in the gateway, a recorder here). The whole gateway's answers, first
 * through Express and then from here, are compared in gateway/src/kept-pages.test.ts.
 */
const pages = new KeptPages({ ttlMs: 60_000, maxBytes: 1024 * 1024, hsts: true });
const handedOn: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  await pages.pageFor('/corsi-ecm-fad', async () => ({ status: 200, html: '<!doctype html><main>Catalogo dei corsi</main>' }));
  const listener = keptPagesFastPath({ pages, tokenOf: (cookie) => (cookie?.includes('club_session=sealed') ? 'token' : null) }, (req, res) => {
    handedOn.push(`${req.method} ${req.url}`);
    res.writeHead(299).end('express');
  });
  server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function ask(path: string, init: RequestInit = {}): Promise<{ status: number; text: string; headers: Headers; handedOn: boolean }> {
  const before = handedOn.length;
  const res = await fetch(`${base}${path}`, init);
  return { status: res.status, text: await res.text(), headers: res.headers, handedOn: handedOn.length > before };
}

describe('kept pages before Express', () => {
  it("answers a visitor's GET of a kept address itself: the page, its headers, a request id", async () => {
    const res = await ask('/corsi-ecm-fad', { headers: { 'x-request-id': 'visitor-request-1', cookie: 'club_consent=1' } });
    expect(res.handedOn).toBe(false);
    expect(res.status).toBe(200);
    expect(res.text).toBe('<!doctype html><main>Catalogo dei corsi</main>');
    expect(res.headers.get('x-request-id')).toBe('visitor-request-1');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const head = await ask('/corsi-ecm-fad', { method: 'HEAD' });
    expect(head.handedOn).toBe(false);
    expect(head.text).toBe('');
  });

  it('hands Express a member, a key, another method, an address not kept or asked differently, a conditional request', async () => {
    const cases: [string, RequestInit][] = [
      ['/corsi-ecm-fad', { headers: { cookie: 'club_session=sealed' } }],
      ['/corsi-ecm-fad', { headers: { 'x-api-key': 'any' } }],
      ['/corsi-ecm-fad', { method: 'POST', body: '{}' }],
      ['/corsi-ecm-fad', { method: 'OPTIONS' }],
      ['/corsi-ecm-fad/', {}],
      ['/corsi-ecm-fad?utm_source=news', {}],
      ['/chi-siamo', {}],
      ['/corsi-ecm-fad', { headers: { 'if-none-match': '*' } }],
    ];
    for (const [path, init] of cases) {
      const res = await ask(path, init);
      expect(res.handedOn, `${init.method ?? 'GET'} ${path} ${JSON.stringify(init.headers ?? {})}`).toBe(true);
      expect(res.status).toBe(299);
    }
  });
});
