import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSubgraph, responseOf } from './subgraph-http';
import { failureReason } from './unavailable';

/** A subgraph whose answer each test picks by path. */
let server: http.Server;
let base: string;
let lastRequest: { method?: string; headers: http.IncomingHttpHeaders; body: string } | null = null;
const agent = new http.Agent({ keepAlive: true });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      lastRequest = { method: req.method, headers: req.headers, body };
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
      if (req.url === '/stalls-mid-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.write('{"data":');
      }
      if (req.url === '/bom') return void res.end('\ufeff{"data":{"ok":true}}');
      if (req.url === '/down') {
        res.writeHead(503, 'Service Unavailable', { 'content-type': 'text/plain' });
        return void res.end('down');
      }
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-club-session', 'sealed');
      res.setHeader('x-twice', ['a', 'b']);
      // A long answer comes in several chunks.
      res.end(JSON.stringify({ data: { echo: body, long: 'é'.repeat(100_000) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  agent.destroy();
  server.closeAllConnections();
  server.close();
});

const post = (path: string, body = '{"query":"{ a }"}', timeoutMs = 2000) =>
  requestSubgraph(new URL(`${base}${path}`), { method: 'POST', headers: { 'content-type': 'application/json', 'x-club-viewer': 'signed' }, body }, agent, timeoutMs);

describe('a subgraph call over node:http', () => {
  it('sends the method, headers and body, with its length; reads the whole answer, headers by any case', async () => {
    const answer = await post('/graphql', '{"query":"{ è }"}');
    expect(lastRequest).toMatchObject({ method: 'POST', body: '{"query":"{ è }"}', headers: { 'content-type': 'application/json', 'x-club-viewer': 'signed', 'content-length': '18' } });
    const response = responseOf(answer);
    expect(response).toMatchObject({ ok: true, status: 200, statusText: 'OK', url: `${base}/graphql` });
    expect(response.headers.get('X-Club-Session')).toBe('sealed');
    expect(response.headers.get('x-twice')).toBe('a, b');
    expect(response.headers.get('x-missing')).toBeNull();
    expect(((await response.json()) as { data: { long: string } }).data.long).toHaveLength(100_000);
  });

  it('each response parses its own objects from the shared text', async () => {
    const answer = await post('/graphql');
    const [a, b] = (await Promise.all([responseOf(answer).json(), responseOf(answer).json()])) as object[];
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
  });

  it('an HTTP error is an answer, not ok, with its status and text', async () => {
    const response = responseOf(await post('/down'));
    expect(response).toMatchObject({ ok: false, status: 503, statusText: 'Service Unavailable' });
    expect(await response.text()).toBe('down');
  });

  it('drops a leading byte order mark, as fetch does', async () => {
    expect(await responseOf(await post('/bom')).json()).toEqual({ data: { ok: true } });
  });

  it('past the deadline, before the answer or in the middle of its body, the call fails as a timeout', async () => {
    for (const path of ['/slow', '/stalls-mid-body']) {
      const started = Date.now();
      const err = await post(path, '{}', 150).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(450);
      expect(err).toBeInstanceOf(Error);
      expect(failureReason(err)).toBe('SUBGRAPH_TIMEOUT');
    }
  });

  it('a subgraph that cannot be reached fails as unreachable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await requestSubgraph(new URL(`http://127.0.0.1:${port}/graphql`), { method: 'POST', headers: {}, body: '{}' }, agent, 2000).catch((e: unknown) => e);
    expect(failureReason(err)).toBe('SUBGRAPH_UNREACHABLE');
  });
});
