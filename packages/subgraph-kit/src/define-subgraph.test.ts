import http from 'node:http';
import { InstanceLifecycle } from '@club/observability';
import { ANONYMOUS_VIEWER } from '@club/wire';
import { gql } from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ClubDataSourceOptions } from './datasource';
import { defineSubgraph } from './define-subgraph';
import type { RunningSubgraph, SubgraphContext } from './server';
import { TEST_SIGNING_SECRET, callSubgraph, realFetch } from './testing';
import { VIEWER_HEADER, signViewer } from './viewer-header';

/** What the probe subgraph's data sources are: which request built them, with what upstream options. */
interface ProbeSources {
  request: number;
  upstream: ClubDataSourceOptions;
}
type Ctx = SubgraphContext<ProbeSources>;

/** Times the probe's data sources were set up (per server) and built (per request). */
const built = { setups: 0, requests: 0 };

const probe = defineSubgraph<ProbeSources, { greeting: string }>({
  name: 'probe',
  defaultPort: 4999,
  schema: gql`
    type Query {
      whoAmI: String
      request: Int
      upstreamToken: String
      greeting: String
      failing: String
      withHeader: String
    }
  `,
  resolvers: {
    Query: {
      whoAmI: (_: unknown, __: unknown, { viewer }: Ctx) => viewer.userId,
      request: (_: unknown, __: unknown, { dataSources }: Ctx) => dataSources.request,
      upstreamToken: (_: unknown, __: unknown, { dataSources }: Ctx) => dataSources.upstream.token,
      greeting: () => greeting,
      failing: () => {
        throw new Error('boom');
      },
      withHeader: (_: unknown, __: unknown, { responseHeaders }: Ctx) => {
        responseHeaders.set('x-club-session', 'new-session');
        return 'ok';
      },
    },
  },
  dataSources: ({ options, upstream }) => {
    built.setups += 1;
    greeting = options.greeting ?? 'ciao';
    return (viewer) => ({ request: ++built.requests, upstream: upstream(viewer.upstreamToken) });
  },
  env: z.object({ PROBE_GREETING: z.string().min(2).optional() }).transform((env) => (env.PROBE_GREETING ? { greeting: env.PROBE_GREETING } : {})),
});
let greeting = '';

let subgraph: RunningSubgraph;
const origin = () => subgraph.url.replace(/\/graphql$/, '');

beforeAll(async () => {
  subgraph = await probe.start({ host: '127.0.0.1', port: 0, upstreamUrl: 'http://127.0.0.1:4010', signingSecret: TEST_SIGNING_SECRET, timeoutMs: 1234, fetch: realFetch, greeting: 'salve' });
});
afterAll(async () => {
  await subgraph?.close();
});

/** A POST to the subgraph with the given viewer header (or none). */
async function postWith(header: string | undefined) {
  const res = await fetch(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { [VIEWER_HEADER]: header }) },
    body: JSON.stringify({ query: '{ whoAmI }' }),
  });
  return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

describe('defineSubgraph: the gateway signature', () => {
  const member = { ...ANONYMOUS_VIEWER, subscriptionType: 'PREMIUM' as const, userId: '1000003', upstreamToken: 'tok' };

  it.each([
    ['an unsigned call', () => undefined],
    ['a call signed with another secret', () => signViewer(member, 'not-the-gateway-secret-0123456789')],
    ['an expired header', () => signViewer(member, TEST_SIGNING_SECRET, -1)],
    ['a forged header', () => `${Buffer.from(JSON.stringify({ ...member, exp: 9e9 })).toString('base64url')}.forged`],
  ])('refuses %s with 401 and runs no resolver', async (_case, header) => {
    const requestsBefore = built.requests;
    const res = await postWith(header());
    expect(res.status).toBe(401);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('Richiesta non firmata dal gateway.'), extensions: { code: 'UNAUTHENTICATED' } });
    expect(built.requests).toBe(requestsBefore);
  });

  it('serves a call the gateway signed, with the signed viewer', async () => {
    const res = await postWith(signViewer(member, TEST_SIGNING_SECRET));
    expect(res).toEqual({ status: 200, body: { data: { whoAmI: '1000003' } } });
  });
});

describe('defineSubgraph: data sources', () => {
  it('sets up once per server and builds fresh data sources for every request', async () => {
    const first = await callSubgraph<{ request: number }>(subgraph.url, '{ request }');
    const second = await callSubgraph<{ request: number }>(subgraph.url, '{ request }');
    expect(built.setups).toBe(1);
    expect(second.body.data!.request).toBe(first.body.data!.request + 1);
  });

  it("gives the upstream clients the viewer's token, the upstream URL, the deadline and the test's fetch", async () => {
    const res = await callSubgraph<{ upstreamToken: string }>(subgraph.url, '{ upstreamToken }', {}, { userId: '1000002', upstreamToken: 'token-of-trial' });
    expect(res.body.data!.upstreamToken).toBe('token-of-trial');
    const visitor = await callSubgraph<{ upstreamToken: string | null }>(subgraph.url, '{ upstreamToken }');
    expect(visitor.body.data!.upstreamToken).toBeNull();
  });

  it("passes the subgraph's own start options to its setup", async () => {
    expect((await callSubgraph<{ greeting: string }>(subgraph.url, '{ greeting }')).body.data!.greeting).toBe('salve');
  });
});

describe('defineSubgraph: transport', () => {
  it('answers the health routes with its name', async () => {
    for (const route of ['/health/live', '/health/ready']) {
      const res = await fetch(`${origin()}${route}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', service: 'subgraph-probe' });
    }
  });

  it('once its lifecycle shuts down: ready is 503 draining at once, live stays 200, and after the drain the server is closed', async () => {
    const exit = vi.fn<(code: number) => void>();
    const lifecycle = new InstanceLifecycle({ drainMs: 300, timeoutMs: 5000, exit });
    const draining = await probe.start({ host: '127.0.0.1', port: 0, upstreamUrl: 'http://127.0.0.1:4010', signingSecret: TEST_SIGNING_SECRET, timeoutMs: 1234, fetch: realFetch, greeting: 'salve', lifecycle });
    const drainingOrigin = draining.url.replace(/\/graphql$/, '');
    try {
      expect((await fetch(`${drainingOrigin}/health/ready`)).status).toBe(200);
      const outcome = lifecycle.shutdown('SIGTERM');
      const ready = await fetch(`${drainingOrigin}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('connection')).toBe('close');
      expect(await ready.json()).toEqual({ status: 'draining', service: 'subgraph-probe' });
      const live = await fetch(`${drainingOrigin}/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok', service: 'subgraph-probe' });
      // Still serving GraphQL during the drain.
      expect((await callSubgraph<{ greeting: string }>(draining.url, '{ greeting }')).status).toBe(200);
      expect(await outcome).toEqual({ code: 0 });
      expect(exit).toHaveBeenCalledWith(0);
      await expect(fetch(`${drainingOrigin}/health/live`)).rejects.toThrow();
    } finally {
      await draining.close();
    }
    // The other instance (its own lifecycle) is still ready.
    expect((await fetch(`${origin()}/health/ready`)).status).toBe(200);
  });

  it("keeps idle connections longer than the gateway's idle-socket timeout", async () => {
    const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
      http.get(`${origin()}/health/live`, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
        res.socket.destroy();
      }).on('error', reject);
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('hands the response headers a resolver set to the gateway', async () => {
    const res = await callSubgraph(subgraph.url, '{ withHeader }');
    expect(res.headers.get('x-club-session')).toBe('new-session');
  });

  it('answers 200 with a field error when a resolver throws, the other fields standing', async () => {
    const res = await callSubgraph<{ whoAmI: string | null; failing: string | null }>(subgraph.url, '{ whoAmI failing }', {}, { userId: '1000001', upstreamToken: 't' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ whoAmI: '1000001', failing: null });
    expect(res.body.errors).toHaveLength(1);
  });
});

describe('defineSubgraph: the environment', () => {
  it('reads the shared variables with the subgraph default port and development defaults', () => {
    const config = probe.parseEnv({});
    expect(config).toMatchObject({ ok: true, value: { env: { HOST: '127.0.0.1', PORT: 4999, UPSTREAM_URL: 'http://127.0.0.1:4010', UPSTREAM_TIMEOUT_MS: 4000 }, own: {} } });
  });

  it('reads the shutdown bounds (5 s of drain, 25 s in all by default), nonnegative integers only', () => {
    expect(probe.parseEnv({})).toMatchObject({ ok: true, value: { env: { SHUTDOWN_DRAIN_MS: 5000, SHUTDOWN_TIMEOUT_MS: 25_000 } } });
    expect(probe.parseEnv({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '3000' })).toMatchObject({ ok: true, value: { env: { SHUTDOWN_DRAIN_MS: 0, SHUTDOWN_TIMEOUT_MS: 3000 } } });
    const bad = probe.parseEnv({ SHUTDOWN_DRAIN_MS: '-1', SHUTDOWN_TIMEOUT_MS: '2.5' });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(':')[1]!.trim())).toEqual(['SHUTDOWN_DRAIN_MS', 'SHUTDOWN_TIMEOUT_MS']);
  });

  it("reads the subgraph's own variables into its own start options", () => {
    const config = probe.parseEnv({ PORT: '5001', PROBE_GREETING: 'buongiorno' });
    expect(config).toMatchObject({ ok: true, value: { env: { PORT: 5001 }, own: { greeting: 'buongiorno' } } });
  });

  it('lists every bad variable at once, its own ones included', () => {
    const config = probe.parseEnv({ PORT: 'abc', UPSTREAM_URL: 'not a url', PROBE_GREETING: 'x' });
    expect(config.ok).toBe(false);
    const problems = config.ok ? [] : config.problems;
    expect(problems.map((p) => p.split(':')[1]!.trim())).toEqual(['PORT', 'UPSTREAM_URL', 'PROBE_GREETING']);
    expect(problems.every((p) => p.startsWith('probe config: '))).toBe(true);
  });

  it('refuses the development signing secret in production', () => {
    expect(probe.parseEnv({ NODE_ENV: 'production' })).toEqual({ ok: false, problems: ['probe config: VIEWER_SIGNING_SECRET must be set in production'] });
    expect(probe.parseEnv({ NODE_ENV: 'production', VIEWER_SIGNING_SECRET: 'a-real-secret-of-enough-length' }).ok).toBe(true);
  });
});
