import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { processLogger } from '@club/observability';
import { route } from '@club/contracts';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEFAULT_CIRCUIT_BREAKER_SETTINGS, configureCircuitBreakers } from './circuit-breaker';
import { ClubDataSource } from './datasource';
import { upstreamUrl } from './route-call';

/**
 * The upstream client every family builds on, against a real local HTTP server standing in for the
 * upstream: the call made from the route's contract (method, path and its encoded params, query,
 * body, the answer's check), one retry for a GET whose connection failed (none for a timeout or a
 * write), the deadline, and the upstream status mapped to the API's error codes.
 */

/** Requests the upstream received, as `METHOD /path`. */
let received: string[] = [];
/** How many of the next requests to a path have their connection dropped without an answer. */
let drops = new Map<string, number>();
/** The Authorization header of the last request. */
let lastAuthorization: string | undefined;

const upstream = http.createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://upstream').pathname;
  received.push(`${req.method} ${path}`);
  lastAuthorization = req.headers.authorization;
  if (path.startsWith('/contract/')) {
    // Says back what it received: the URL as sent (path still encoded, query) and the JSON body.
    let text = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: req.method, url: req.url, body: text ? JSON.parse(text) : null })));
    return;
  }
  req.resume();
  const toDrop = drops.get(path) ?? 0;
  if (toDrop > 0) {
    drops.set(path, toDrop - 1);
    req.socket.destroy();
    return;
  }
  if (path.startsWith('/echo/')) {
    // An upstream that quotes the request back (as Fastify's 414 and 404 answers do).
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `Risorsa non trovata: GET ${path}` }));
    return;
  }
  if (path === '/file/pdf') {
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="modulo.pdf"' }).end(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]));
    return;
  }
  if (path === '/file/html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>Errore</p>');
    return;
  }
  if (path === '/none') {
    res.writeHead(204).end();
    return;
  }
  if (path === '/slow') {
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 1_000).unref();
    return;
  }
  const status = /^\/status\/(\d{3})$/.exec(path);
  if (status) {
    res.writeHead(Number(status[1]), { 'content-type': 'application/json' }).end(JSON.stringify({ message: `L'upstream risponde ${status[1]}` }));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
});
let baseURL: string;

const ok = z.object({ ok: z.boolean() });
/** The probe's routes, as a family declares its contracts. */
const PROBE = {
  ok: route({ family: 'crm', method: 'GET', path: '/ok', summary: 'answers', response: ok }),
  flaky: route({ family: 'crm', method: 'GET', path: '/flaky', summary: 'drops connections', response: ok }),
  flakyWrite: route({ family: 'crm', method: 'POST', path: '/flaky', summary: 'drops connections', body: z.object({ value: z.number() }), response: ok }),
  slow: route({ family: 'crm', method: 'GET', path: '/slow', summary: 'answers after 1 s', response: ok }),
  status: route({ family: 'crm', method: 'GET', path: '/status/{status}', summary: 'answers this status', params: z.object({ status: z.coerce.number() }), response: ok }),
  echo: route({ family: 'crm', method: 'GET', path: '/echo/{value}', summary: 'a 404 quoting the path', params: z.object({ value: z.string() }), response: ok }),
};

/** Routes answering a file, or nothing yet. */
const FILES = {
  pdf: route({ family: 'cms', method: 'GET', path: '/file/pdf', summary: 'a PDF', mediaTypes: ['application/pdf'], response: z.string() }),
  /** Declared a PDF; the upstream answers an HTML page. */
  html: route({ family: 'cms', method: 'GET', path: '/file/html', summary: 'an HTML page instead of a PDF', mediaTypes: ['application/pdf'], response: z.string() }),
  none: route({ family: 'crm', method: 'GET', path: '/none', summary: '204: nothing yet', response: ok }),
  ok: route({ family: 'crm', method: 'GET', path: '/ok', summary: 'answers', response: ok }),
};

/** What the /contract/ routes say back. */
const received$ = z.object({ method: z.string(), url: z.string(), body: z.unknown() });
const CONTRACT = {
  article: route({
    family: 'crm',
    method: 'POST',
    path: '/contract/{section}/articoli/{slug}',
    summary: 'an article of a section',
    params: z.object({ section: z.string(), slug: z.string() }),
    query: z.object({ page: z.coerce.number(), tag: z.string().optional(), tags: z.array(z.string()).optional() }),
    body: z.object({ text: z.string(), rows: z.number() }),
    response: received$,
  }),
  sheet: route({ family: 'crm', method: 'GET', path: '/contract/schede/course_{id}', summary: 'a placeholder inside a segment', params: z.object({ id: z.string() }), response: received$ }),
  /** The same route, its answer's contract one the upstream does not keep. */
  misdeclared: route({ family: 'crm', method: 'GET', path: '/contract/{slug}', summary: 'says back', params: z.object({ slug: z.string() }), response: z.object({ method: z.number() }) }),
};

class ProbeApi extends ClubDataSource {
  protected readonly family = 'crm';
  read(name: 'ok' | 'flaky' | 'slow') {
    return this.call(PROBE[name]);
  }
  status(status: number) {
    return this.call(PROBE.status, { params: { status } });
  }
  echo(value: string) {
    return this.call(PROBE.echo, { params: { value } });
  }
  write() {
    return this.call(PROBE.flakyWrite, { body: { value: 1 } });
  }
  article(section: string, slug: string, query: { page: number; tag?: string; tags?: string[] }, text: string) {
    return this.call(CONTRACT.article, { params: { section, slug }, query, body: { text, rows: 3 } });
  }
  sheet(id: string) {
    return this.call(CONTRACT.sheet, { params: { id } });
  }
  misdeclared(slug: string) {
    return this.call(CONTRACT.misdeclared, { params: { slug } });
  }
  file(name: 'pdf' | 'html') {
    return this.callFile(FILES[name]);
  }
  orNone(name: 'none' | 'ok') {
    return this.callOrNone(FILES[name]);
  }
  /** Never called: what the compiler refuses (npm run typecheck checks these lines). */
  protected refused() {
    // @ts-expect-error a route with {section} and {slug} takes its params
    void this.call(CONTRACT.article, { query: { page: 1 }, body: { text: '', rows: 1 } });
    // @ts-expect-error the body is the contract's
    void this.call(CONTRACT.article, { params: { section: 'a', slug: 'b' }, query: { page: 1 }, body: { text: 1, rows: 1 } });
    // @ts-expect-error a route without a query takes none
    void this.call(PROBE.ok, { query: { page: 1 } });
  }
}

const api = (timeoutMs = 2_000) => new ProbeApi({ baseURL, token: 'member-token', timeoutMs });

/** The GraphQL error a call ends with. */
async function failureOf(call: Promise<unknown>): Promise<GraphQLError> {
  try {
    await call;
  } catch (err) {
    expect(err).toBeInstanceOf(GraphQLError);
    return err as GraphQLError;
  }
  throw new Error('the call succeeded');
}

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  drops = new Map();
  // A fresh breaker per test: these failures must not open the family's circuit for the next test.
  configureCircuitBreakers(DEFAULT_CIRCUIT_BREAKER_SETTINGS);
});

describe('ClubDataSource', () => {
  it("calls the upstream with the member's bearer token", async () => {
    await expect(api().read('ok')).resolves.toEqual({ ok: true });
    expect(lastAuthorization).toBe('Bearer member-token');
  });

  describe('retry', () => {
    it('retries a GET once when its connection failed, and answers', async () => {
      drops.set('/flaky', 1);
      await expect(api().read('flaky')).resolves.toEqual({ ok: true });
      expect(received).toEqual(['GET /flaky', 'GET /flaky']);
    });

    it('gives up after that one retry', async () => {
      drops.set('/flaky', 3);
      const error = await failureOf(api().read('flaky'));
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'UNREACHABLE', service: '/flaky' });
      expect(received).toEqual(['GET /flaky', 'GET /flaky']);
    });

    it('does not retry a POST whose connection failed: a write is never sent twice', async () => {
      drops.set('/flaky', 1);
      const error = await failureOf(api().write());
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'UNREACHABLE', service: '/flaky' });
      expect(received).toEqual(['POST /flaky']);
    });

    it('does not retry a GET that timed out: that would double the wait the deadline promises', async () => {
      await failureOf(api(200).read('slow'));
      expect(received).toEqual(['GET /slow']);
    });

    it('does not retry a GET the upstream answered with an error', async () => {
      await failureOf(api().status(503));
      expect(received).toEqual(['GET /status/503']);
    });
  });

  it('ends a call at its deadline with UPSTREAM_UNAVAILABLE, reason TIMEOUT, naming the service', async () => {
    const started = Date.now();
    const error = await failureOf(api(200).read('slow'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.message).toBe('Errore nel servizio /slow');
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'TIMEOUT', service: '/slow' });
  });

  describe('status mapping', () => {
    it.each([
      [400, 'BAD_USER_INPUT'],
      [401, 'UNAUTHENTICATED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [422, 'BAD_USER_INPUT'],
    ])("maps %i to %s and keeps the upstream's message for the member", async (status, code) => {
      const error = await failureOf(api().status(status));
      expect(error.message).toBe(`L'upstream risponde ${status}`);
      expect(error.extensions).toMatchObject({ code, service: `/status/${status}`, upstreamStatus: status });
    });

    it.each([500, 502, 503])('maps %i to UPSTREAM_UNAVAILABLE naming only the service, never the upstream message', async (status) => {
      const error = await failureOf(api().status(status));
      expect(error.message).toBe(`Errore nel servizio /status/${status}`);
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: `/status/${status}`, upstreamStatus: status });
    });

    it('never echoes a long request value: the service path is cut per segment, a long upstream message is not passed on', async () => {
      const slug = 'x'.repeat(5_000);
      const error = await failureOf(api().echo(slug));
      expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', service: `/echo/${'x'.repeat(48)}…`, upstreamStatus: 404 });
      expect(error.message).toBe(`Errore nel servizio /echo/${'x'.repeat(48)}…`);
      const short = await failureOf(api().echo('corso-1'));
      expect(short.message).toBe('Risorsa non trovata: GET /echo/corso-1');
    });

    it('sets no HTTP status on the error, so the subgraph still answers 200 with the rest of the data', async () => {
      const error = await failureOf(api().status(503));
      expect(error.extensions.http).toBeUndefined();
    });
  });

  describe('a call made from its route contract', () => {
    it('takes the method and path from the contract, each param URL-encoded in its segment, the query and the body', async () => {
      const answer = await api().article('news', 'a/b%c d?x#y', { page: 2, tag: undefined, tags: ['x', 'y'] }, 'ciao');
      expect(answer).toEqual({ method: 'POST', url: '/contract/news/articoli/a%2Fb%25c%20d%3Fx%23y?page=2&tags=x&tags=y', body: { text: 'ciao', rows: 3 } });
      expect(received).toEqual(['POST /contract/news/articoli/a%2Fb%25c%20d%3Fx%23y']);
      expect(lastAuthorization).toBe('Bearer member-token');
    });

    it('never lets a value leave its segment: one that is empty, `.` or `..` names nothing (NOT_FOUND) and the upstream is not called', async () => {
      for (const [section, slug] of [['news', '..'], ['news', '.'], ['..', 'x'], ['news', '']]) {
        const error = await failureOf(api().article(section!, slug!, { page: 1 }, ''));
        expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', service: '/contract/{section}/articoli/{slug}' });
      }
      expect(received).toEqual([]);
      // Encoded, dots are text: they reach the upstream inside their segment.
      expect((await api().article('news', '%2e%2e', { page: 1 }, '')).url).toBe('/contract/news/articoli/%252e%252e?page=1');
      expect((await api().sheet('..')).url).toBe('/contract/schede/course_..');
    });

    it('checks the answer with the contract: one that does not match is UPSTREAM_UNAVAILABLE / BAD_PAYLOAD naming the route', async () => {
      const warn = vi.spyOn(processLogger(), 'warn').mockImplementation(() => undefined);
      try {
        const error = await failureOf(api().misdeclared('corso-1'));
        expect(error.message).toBe('Errore nel servizio /contract/{slug}');
        expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/contract/{slug}' });
        expect(received).toEqual(['GET /contract/corso-1']);
      } finally {
        warn.mockRestore();
      }
    });
  });
});

describe('ClubDataSource: files and answers that may be empty', () => {
  it('callFile gives the bytes of a file of the media type its contract names, with its content type and content-disposition', async () => {
    const file = await api().file('pdf');
    expect([...file.bytes]).toEqual([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    expect(file).toMatchObject({ contentType: 'application/pdf', contentDisposition: 'attachment; filename="modulo.pdf"' });
  });

  it('callFile: an answer of another media type is UPSTREAM_UNAVAILABLE / BAD_PAYLOAD naming the route', async () => {
    const error = await failureOf(api().file('html'));
    expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/file/html' });
  });

  it('callOrNone: null for a 204, else the answer checked with the contract', async () => {
    expect(await api().orNone('none')).toBeNull();
    expect(await api().orNone('ok')).toEqual({ ok: true });
  });
});

describe('upstreamUrl', () => {
  it('keeps the base path of the upstream URL, with or without its closing slash', () => {
    const article = CONTRACT.article;
    for (const base of ['http://host:4010/base/', 'http://host:4010/base']) {
      expect(upstreamUrl(base, article, { params: { section: 'news', slug: 'a/b' }, query: { page: 2, tags: ['x', 'y'] } }).href).toBe(
        'http://host:4010/base/contract/news/articoli/a%2Fb?page=2&tags=x&tags=y',
      );
      expect(upstreamUrl(base, FILES.ok).href).toBe('http://host:4010/base/ok');
    }
    expect(upstreamUrl('http://host:4010', FILES.ok).href).toBe('http://host:4010/ok');
  });
});
