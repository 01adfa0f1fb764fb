import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamRecorder, failingFetcher } from './fake-fetchers';

/** Paths the stand-in upstream really received. */
const reached: string[] = [];
const upstream = http.createServer((req, res) => {
  reached.push(req.url ?? '');
  req.resume();
  // Slow enough that parallel calls overlap.
  setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 20);
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('UpstreamRecorder', () => {
  it('records each call (method, path, JSON body, token) and sends it to the real upstream', async () => {
    const recorder = new UpstreamRecorder();
    const paths = recorder.paths;
    const res = await recorder.fetch(`${base}/CMS/Search?x=1`, { method: 'post', headers: { authorization: 'Bearer t' }, body: '{"rows":3}' });
    expect(await res.json()).toEqual({ ok: true });
    expect(recorder.calls).toEqual([{ method: 'POST', path: '/CMS/Search', body: { rows: 3 }, authorization: 'Bearer t' }]);
    expect(paths).toEqual(['/CMS/Search']);
    recorder.reset();
    // Emptied in place: a test file may keep the arrays it took at the start.
    expect(paths).toEqual([]);
  });

  it('answers 503 on the failing paths without calling the upstream, until reset', async () => {
    const recorder = new UpstreamRecorder();
    recorder.failing.add('/CMS/Faq');
    reached.length = 0;
    expect((await recorder.fetch(`${base}/CMS/Faq`)).status).toBe(503);
    expect(reached).toEqual([]);
    recorder.reset();
    expect((await recorder.fetch(`${base}/CMS/Faq`)).status).toBe(200);
  });

  it('counts the calls in flight at once', async () => {
    const recorder = new UpstreamRecorder();
    await Promise.all([1, 2, 3].map((n) => recorder.fetch(`${base}/n/${n}`)));
    expect(recorder.maxInFlight).toBe(3);
  });
});

describe('failingFetcher', () => {
  it('fails the listed paths or those matching a pattern, and passes the rest through', async () => {
    const byList = failingFetcher(['/CMS/Faq'], 500);
    expect((await byList(`${base}/CMS/Faq`)).status).toBe(500);
    expect((await byList(`${base}/CMS/Footer`)).status).toBe(200);
    const byPattern = failingFetcher(/^\/FAD\/Corsi\/\d+$/);
    expect((await byPattern(`${base}/FAD/Corsi/4`)).status).toBe(503);
    expect((await byPattern(`${base}/FAD/Corsi`)).status).toBe(200);
  });
});
