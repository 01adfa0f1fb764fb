import { Writable } from 'node:stream';
import type { Fetcher } from '@apollo/utils.fetcher';
import { createLogger, useProcessLogger } from '@club/observability';
import { ANONYMOUS_VIEWER } from '@club/wire';
import { gql } from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureCircuitBreakers } from './circuit-breaker';
import { ClubDataSource, type ClubDataSourceOptions } from './datasource';
import { defineSubgraph } from './define-subgraph';
import { upstreamRouteTemplate } from './observability';
import type { RunningSubgraph, SubgraphContext } from './server';
import { jsonAnswer, TEST_SIGNING_SECRET } from './testing';
import { signViewer, VIEWER_HEADER } from './viewer-header';

const METRICS_TOKEN = 'subgraph-metrics-token-0123';
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

class ProbeApi extends ClubDataSource {
  protected readonly family = 'fad' as const;
  read(path: string) {
    return this.get(path);
  }
}

/** Every upstream call's path and headers; `/FAD/Corsi/down` answers 503, the rest 200. */
const seen: { path: string; headers: Headers }[] = [];
const upstream: Fetcher = async (url, init) => {
  const path = new URL(url).pathname;
  seen.push({ path, headers: new Headers(init?.headers) });
  return path.endsWith('/down') ? jsonAnswer(503, { message: 'down' }) : jsonAnswer(200, { ok: true });
};

const probe = defineSubgraph<{ api: ProbeApi }>({
  name: 'probe',
  defaultPort: 4998,
  schema: gql`
    type Query {
      read(path: String!): String
    }
  `,
  resolvers: {
    Query: {
      read: async (_: unknown, { path }: { path: string }, { dataSources }: SubgraphContext<{ api: ProbeApi }>) => {
        await dataSources.api.read(path);
        return 'ok';
      },
    },
  },
  dataSources: ({ upstream: options }) => () => ({ api: new ProbeApi(options(null) as ClubDataSourceOptions) }),
});

let subgraph: RunningSubgraph;
let closed: RunningSubgraph;
const logLines: Record<string, unknown>[] = [];
const origin = (s: RunningSubgraph) => s.url.replace(/\/graphql$/, '');

/** A query to the probe as the gateway sends it: signed, with a request id and the client's traceparent. */
async function read(path: string) {
  const res = await fetch(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VIEWER_HEADER]: signViewer({ ...ANONYMOUS_VIEWER, userId: null, upstreamToken: null }, TEST_SIGNING_SECRET), 'x-request-id': 'probe-req-0001', traceparent: TRACEPARENT },
    body: JSON.stringify({ query: 'query Read($path: String!) { read(path: $path) }', variables: { path } }),
  });
  return (await res.json()) as { data?: { read: string | null }; errors?: unknown[] };
}

beforeAll(async () => {
  useProcessLogger(createLogger({ service: 'subgraph-probe', level: 'warn', destination: new Writable({ write: (c, _e, done) => void (logLines.push(JSON.parse(String(c))), done()) }) }));
  configureCircuitBreakers({ failureThreshold: 2, windowMs: 60_000, coolDownMs: 60_000 });
  const common = { host: '127.0.0.1', port: 0, upstreamUrl: 'http://upstream.test', signingSecret: TEST_SIGNING_SECRET, timeoutMs: 2000, fetch: upstream };
  subgraph = await probe.start({ ...common, metricsToken: METRICS_TOKEN });
  closed = await probe.start(common);
});
afterAll(async () => {
  await Promise.all([subgraph?.close(), closed?.close()]);
});

describe('route templates of upstream calls', () => {
  it('names a call by its contract’s template, never by its values; other for a path no contract has', () => {
    expect(upstreamRouteTemplate('POST', '/FAD/Corsi')).toBe('/FAD/Corsi');
    expect(upstreamRouteTemplate('GET', '/FAD/Corsi/42')).toBe('/FAD/Corsi/{id}');
    expect(upstreamRouteTemplate('GET', '/FAD/Corsi/42/Certificato')).toBe('/FAD/Corsi/{id}/Certificato');
    expect(upstreamRouteTemplate('GET', '/FAD/Corsi/slug/cardiologia%20oggi')).toBe('/FAD/Corsi/slug/{slug}');
    // A literal route wins over a template that would match too.
    expect(upstreamRouteTemplate('GET', '/FAD/Corsi/Riepilogo')).toBe('/FAD/Corsi/Riepilogo');
    // The method is part of the route.
    expect(upstreamRouteTemplate('GET', '/FAD/Corsi')).toBe('other');
    expect(upstreamRouteTemplate('GET', '/nowhere/123')).toBe('other');
    expect(upstreamRouteTemplate('BREW', '/FAD/Corsi')).toBe('other');
  });
});

describe("a subgraph's upstream calls with tracing off", () => {
  it('carry the gateway’s request id and traceparent on unchanged', async () => {
    expect((await read('FAD/Corsi/42')).data?.read).toBe('ok');
    const call = seen.find((c) => c.path === '/FAD/Corsi/42')!;
    expect(call.headers.get('x-request-id')).toBe('probe-req-0001');
    expect(call.headers.get('traceparent')).toBe(TRACEPARENT);
  });
});

describe('/metrics of a subgraph', () => {
  it('is refused without the METRICS_TOKEN bearer (401) and off where no token is configured (404)', async () => {
    expect((await fetch(`${origin(subgraph)}/metrics`)).status).toBe(401);
    expect((await fetch(`${origin(subgraph)}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await fetch(`${origin(closed)}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
  });

  it('times every upstream call by family, route template, method and status, and shows each breaker’s state', async () => {
    await read('nowhere/123');
    const scrape = async () => {
      const res = await fetch(`${origin(subgraph)}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      return res.text();
    };
    let text = await scrape();
    expect(text).toMatch(/upstream_call_duration_seconds_count\{family="fad",route="\/FAD\/Corsi\/\{id\}",method="GET",status="200"\} [1-9]/);
    expect(text).toContain('upstream_call_duration_seconds_count{family="fad",route="other",method="GET",status="200"} 1');
    expect(text).not.toMatch(/route="[^"]*42/);
    expect(text).toContain('circuit_breaker_state{family="fad"} 0');
    expect(text).toContain('process_cpu_user_seconds_total');

    // Two 503s in a row open the family's breaker (threshold 2 here); the next call fails at once.
    for (let i = 0; i < 3; i++) expect((await read('FAD/Corsi/down')).data?.read).toBeNull();
    text = await scrape();
    expect(text).toContain('upstream_call_duration_seconds_count{family="fad",route="/FAD/Corsi/{id}",method="GET",status="503"} 2');
    expect(text).toContain('circuit_breaker_state{family="fad"} 2');
  });

  it('logs each failed upstream call with the request id and trace id of the request', () => {
    const failed = logLines.filter((l) => l.msg === 'upstream call failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ service: 'subgraph-probe', family: 'fad', route: '/FAD/Corsi/{id}', method: 'GET', status: 503, requestId: 'probe-req-0001', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  });
});
