import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CIRCUIT_BREAKER_SETTINGS, configureCircuitBreakers } from './circuit-breaker';
import { ClubDataSource } from './datasource';

/**
 * The upstream client every family builds on, against a real local HTTP server standing in for the
 * upstream: one retry for a GET whose connection failed (none for a timeout or a write), the
 * deadline, and the upstream status mapped to the API's error codes.
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

class ProbeApi extends ClubDataSource {
  protected readonly family = 'crm';
  read(path: string) {
    return this.get<{ ok: boolean }>(path);
  }
  write(path: string) {
    return this.post<{ ok: boolean }>(path, { body: { value: 1 } });
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
      const error = await failureOf(api().write('flaky'));
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'UNREACHABLE', service: '/flaky' });
      expect(received).toEqual(['POST /flaky']);
    });

    it('does not retry a GET that timed out: that would double the wait the deadline promises', async () => {
      await failureOf(api(200).read('slow'));
      expect(received).toEqual(['GET /slow']);
    });

    it('does not retry a GET the upstream answered with an error', async () => {
      await failureOf(api().read('status/503'));
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
      const error = await failureOf(api().read(`status/${status}`));
      expect(error.message).toBe(`L'upstream risponde ${status}`);
      expect(error.extensions).toMatchObject({ code, service: `/status/${status}`, upstreamStatus: status });
    });

    it.each([500, 502, 503])('maps %i to UPSTREAM_UNAVAILABLE naming only the service, never the upstream message', async (status) => {
      const error = await failureOf(api().read(`status/${status}`));
      expect(error.message).toBe(`Errore nel servizio /status/${status}`);
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: `/status/${status}`, upstreamStatus: status });
    });

    it('never echoes a long request value: the service path is cut per segment, a long upstream message is not passed on', async () => {
      const slug = 'x'.repeat(5_000);
      const error = await failureOf(api().read(`echo/${slug}`));
      expect(error.extensions).toMatchObject({ code: 'NOT_FOUND', service: `/echo/${'x'.repeat(48)}…`, upstreamStatus: 404 });
      expect(error.message).toBe(`Errore nel servizio /echo/${'x'.repeat(48)}…`);
      const short = await failureOf(api().read('echo/corso-1'));
      expect(short.message).toBe('Risorsa non trovata: GET /echo/corso-1');
    });

    it('sets no HTTP status on the error, so the subgraph still answers 200 with the rest of the data', async () => {
      const error = await failureOf(api().read('status/503'));
      expect(error.extensions.http).toBeUndefined();
    });
  });
});

