/**
 * Hive Gateway as a peer of ours in `npm run bench` (scripts/bench-peers.ts), started with
 * `hive-gateway supergraph <supergraph> --host 127.0.0.1 --port N -c scripts/peers/hive.config.ts`
 * under `node --import tsx` (this file and @club/subgraph-kit are TypeScript).
 * HIVE_PLANNER=rust swaps the JavaScript query planner for the Rust one (@graphql-hive/router-runtime).
 *
 * Hive's response cache (`responseCaching`, its @graphql-mesh/plugin-response-cache) is on, configured
 * as a Hive user would for this portal: answers kept HIVE_RESPONSE_CACHE_TTL_MS (5000, the lifetime of
 * our kept visitor answers), keyed by document, variables and a session derived from the caller. A
 * member's claims (the bench-only header, claims-header.ts) give the member's id as the session, so a
 * member's answers serve only that member; a visitor has none (null: the shared, public session), so
 * visitors share. HIVE_RESPONSE_CACHE=off leaves it out (Hive's defaults only).
 *
 * Its storage is Hive's own default for Node (the in-memory LRU of @graphql-mesh/cache-inmemory-lru,
 * its localforage fallback), sized for the bench's working set: by default it holds 1000 keys, and
 * the response cache writes three or more per kept answer (the answer, and two per entity for its
 * invalidation by mutations: about 21 for a catalogue page), so the varied mix's 54 catalogue
 * requests alone overflowed it and Hive answered them as without a cache (2.3 ms of CPU per request,
 * against 0.35 for its hits). A Hive user with more than a few dozen distinct answers sizes it so
 * (or uses Redis). The rest is Hive's default, including its merging of identical in-flight subgraph
 * requests and the cache's own invalidation by mutations.
 *
 * HIVE_RESPONSE_CACHE_METADATA=on adds the cache's own metadata to each answer (whether it was a hit),
 * for the members' mix of the bench (scripts/bench-club.ts), which counts the hits.
 *
 * HIVE_OTEL_ENDPOINT (an OTLP/HTTP base URL) turns on Hive's own OpenTelemetry as its documentation
 * sets it up: `openTelemetrySetup` (its SDK setup: an AsyncLocalStorage context manager, the OTLP/HTTP
 * exporter, batched) with `samplingRate` HIVE_OTEL_SAMPLING_RATE (Hive's sampler for it is parent
 * based, trace-id ratio: what OTEL_TRACES_SAMPLER=parentbased_traceidratio means for ours), and its
 * plugin through `openTelemetry: { traces: true }`. The exporter and the context manager are the
 * packages Hive's own CLI loads for `--opentelemetry`, found the way it finds them.
 */
import { createRequire } from 'node:module';
import { defineConfig } from '@graphql-hive/gateway';
import { openTelemetrySetup } from '@graphql-hive/gateway/opentelemetry/setup';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import { signViewer, VIEWER_HEADER } from '@club/subgraph-kit';
import { BENCH_CLAIMS_HEADER, decodeClaims } from './claims-header';

const secret = process.env.VIEWER_SIGNING_SECRET;
if (!secret) throw new Error('VIEWER_SIGNING_SECRET is required: the subgraphs refuse unsigned requests');

const responseCacheOn = process.env.HIVE_RESPONSE_CACHE !== 'off';
const responseCacheTtlMs = Number(process.env.HIVE_RESPONSE_CACHE_TTL_MS ?? 5000);
/** Keys of the in-memory cache (Hive's default: 1000). */
const CACHE_MAX_KEYS = 200_000;

/** The key-value store Hive's `cache` option takes (its type is @graphql-mesh/types', not a dependency of this repository). */
type HiveCache = Extract<NonNullable<Parameters<typeof defineConfig>[0]['cache']>, { get: unknown }>;

/** Hive's default cache storage class, found the way Hive finds it (a dependency of its localforage cache, not of this repository). */
function inMemoryLruCache(): new (options: { max: number }) => HiveCache {
  const fromHive = createRequire(createRequire(import.meta.url).resolve('@graphql-hive/gateway'));
  const fromLocalforage = createRequire(fromHive.resolve('@graphql-mesh/cache-localforage'));
  return (fromLocalforage('@graphql-mesh/cache-inmemory-lru') as { default: new (options: { max: number }) => HiveCache }).default;
}

const otelEndpoint = process.env.HIVE_OTEL_ENDPOINT?.replace(/\/+$/, '');
if (otelEndpoint) {
  const samplingRate = Number(process.env.HIVE_OTEL_SAMPLING_RATE ?? 1);
  // Hive reads a rate of 0 as "no rate given" (every trace sampled): refuse it rather than measure that.
  if (!(samplingRate > 0 && samplingRate <= 1)) throw new Error(`HIVE_OTEL_SAMPLING_RATE must be in (0, 1], not ${process.env.HIVE_OTEL_SAMPLING_RATE}`);
  const fromHive = createRequire(createRequire(import.meta.url).resolve('@graphql-hive/gateway'));
  const { OTLPTraceExporter } = fromHive('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { AsyncLocalStorageContextManager } = fromHive('@opentelemetry/context-async-hooks') as typeof import('@opentelemetry/context-async-hooks');
  openTelemetrySetup({
    contextManager: new AsyncLocalStorageContextManager(),
    traces: { exporter: new OTLPTraceExporter({ url: `${otelEndpoint}/v1/traces` }) },
    samplingRate,
    resource: { serviceName: 'hive-gateway-peer' },
  });
}

export const gatewayConfig = defineConfig({
  ...(otelEndpoint ? { openTelemetry: { traces: true } } : {}),
  // A fresh signature per subgraph request (it expires after 60 s), like our gateway's data sources.
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => ({
      [VIEWER_HEADER]: signViewer({ ...decodeClaims(request.headers.get(BENCH_CLAIMS_HEADER)), partnerId: null, clientIp: null, idempotencyKey: null }, secret),
    }),
  },
  ...(responseCacheOn
    ? {
        cache: new (inMemoryLruCache())({ max: CACHE_MAX_KEYS }),
        responseCaching: {
          ttl: responseCacheTtlMs,
          // The member's id scopes the member's answers; a visitor (no claims, or a visitor's) gets the shared session.
          session: (request: Request) => decodeClaims(request.headers.get(BENCH_CLAIMS_HEADER)).userId ?? null,
          // HIVE_RESPONSE_CACHE_METADATA=on: each answer says whether it came from the cache
          // (`extensions.responseCache.hit`), which the bench's members' mix counts as Hive's cache hit share.
          ...(process.env.HIVE_RESPONSE_CACHE_METADATA === 'on' ? { includeExtensionMetadata: true } : {}),
        },
      }
    : {}),
  ...(process.env.HIVE_PLANNER === 'rust' ? { unifiedGraphHandler } : {}),
});
