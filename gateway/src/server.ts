import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { InstanceLifecycle, sampleIncomingRequest, serviceHttpServer, tracingEnabled, type Logger } from '@club/observability';
import express, { type Request } from 'express';
import type { DestinationStream } from 'pino';
import { openCallers, type Callers } from './callers/callers';
import { ANONYMOUS, type LoadedViewer } from './callers/claims';
import type { GatewayEnv } from './env';
import { jsonErrorHandler } from './errors';
import { fieldUsageOf } from './field-usage/gateway-field-usage';
import { mountFieldsView } from './field-usage/fields-route';
import { mountFileRoutes } from './files/file-routes';
import { startGraphql, type Graphql } from './graphql/graphql';
import { PersistedDocuments } from './graphql/persisted-documents';
import { mountHealth } from './health/health';
import { rootFieldNamesOf } from './keys/scopes';
import { openAddressLimits } from './limits/address-limits';
import { clientAddressFrom } from './limits/client-address';
import { operationRecording } from './observability/recording';
import { requestIds } from './observability/request-id';
import { traceKeptPage, traceRequests } from './observability/tracing';
import { keptTraces } from './observability/kept-traces';
import { mountExplorer } from './ops/explorer';
import { mountOpsRoutes } from './ops/ops-routes';
import { allSubgraphUrls } from './subgraphs/urls';
import { startUsage } from './usage/usage';
import { keptPagesFor } from './web/kept-pages';
import { keptPagesFastPath } from './web/kept-pages-fast-path';
import { securityHeaders } from './web/security-headers';
import { defaultRenderEntry, loadPageRenderer, type PageRenderer } from './web/server-render';
import { mountWebClient } from './web/web-client';

export interface RunningGateway {
  url: string;
  close: () => Promise<void>;
}

export interface GatewayOptions {
  /** Where the JSON logs go (stdout when unset); tests read them from here. */
  logDestination?: DestinationStream;
  /**
   * The process's lifecycle (index.ts: SIGTERM drains, then stops; docs/operations.md 'Stopping an
   * instance'): it answers `/health/ready` and closes the HTTP server. A lifecycle of its own, never
   * shut down, when unset (tests stop the gateway with `close`).
   */
  lifecycle?: InstanceLifecycle;
  /** The process's logger (index.ts, the kit's); one of its own when unset (tests). */
  logger?: Logger;
}

/**
 * The gateway, composed of its rooms (docs/architecture.md 'Gateway rooms'). The routes are mounted
 * in this order, which matters: each part answers its own paths and passes every other on.
 */
export async function startGateway(env: GatewayEnv, options: GatewayOptions = {}): Promise<RunningGateway> {
  const supergraphSdl = readFileSync(env.SUPERGRAPH_PATH, 'utf8');
  const persistedDocuments = PersistedDocuments.fromFiles(env.PERSISTED_DOCUMENTS_PATHS);
  const recording = operationRecording(env, options.logDestination, options.logger);
  const breakers = { failureThreshold: env.CIRCUIT_FAILURE_THRESHOLD, windowMs: env.CIRCUIT_WINDOW_MS, coolDownMs: env.CIRCUIT_COOL_DOWN_MS };
  const callers = await openCallers(env, breakers);
  recording.metrics.watchBreaker('viewer claims', callers.claims.breaker);
  const fieldUsage = (recording.fieldUsage = fieldUsageOf(env, callers.keysDb, recording));
  // The kept traces of the explorer's "Tracce" panel, in the gateway's database (observability/kept-traces.ts).
  const traces = keptTraces(env, callers.keysDb, recording.metrics.registry);
  recording.traces = traces.keeper;
  // The usage buffer written to the gateway's database by a timer (usage/), read by the operations view.
  const usage = recording.usage ? startUsage(env, recording.usage, callers.keysDb, recording.logger) : null;
  const lifecycle = options.lifecycle ?? new InstanceLifecycle();
  const { app, httpServer, listen } = createApp(env.TRUST_PROXY, lifecycle);
  // Limits per client address (limits/): the address as req.ip gives it, by the same TRUST_PROXY, for the fast path too.
  const limits = openAddressLimits(env, callers.sharedRedis, clientAddressFrom(app.get('trust proxy fn') as (address: string, hop: number) => boolean));
  const graphql = await startGraphql({ env, supergraphSdl, persistedDocuments, httpServer, breakers, recording, callers, limits });

  app.use(securityHeaders({ hsts: env.NODE_ENV === 'production' }));
  app.use(requestIds());
  // A span per request when tracing is on (docs/operations.md 'Following a slow request'); nothing is mounted when off.
  const traced = tracingEnabled();
  if (traced) app.use(traceRequests());
  // Visitors' rendered pages, kept finished for a few seconds (web/kept-pages.ts): sent by the web client room and,
  // once kept, by the listener before Express.
  const renderer = await pageRendererOf(env, graphql, persistedDocuments);
  const keptPages = renderer ? keptPagesFor({ ttlMs: env.SERVER_RENDER_TTL_MS, publicOrigin: env.PUBLIC_ORIGIN, maxBytes: env.SERVER_RENDER_KEEP_MB * 1024 * 1024, hsts: env.NODE_ENV === 'production' }) : null;
  // Kept answers and kept pages on the shortest path, before Express (graphql/kept-answers-fast-path.ts,
  // web/kept-pages-fast-path.ts). With tracing on, the head sampling decision is made there first, and a sampled
  // request they answer gets its span there.
  const answers = graphql.fastPath(app, { traced });
  listen(keptPages ? keptPagesFastPath({ pages: keptPages, tokenOf: callers.tokenOf, ...(traced ? { tracing: { sampled: sampleIncomingRequest, traced: traceKeptPage } } : {}) }, answers) : answers);
  mountHealth(app, { lifecycle, upstreamUrl: env.UPSTREAM_URL, subgraphUrls: allSubgraphUrls(env), redisReady: callers.sharedRedis ? () => callers.sharedRedis!.isReady : undefined });
  mountFieldsView(app, { store: fieldUsage.store, supergraphSdl, identify: callers.identify });
  mountOpsRoutes(app, { metrics: recording.metrics, recent: recording.recent, usage, keyStore: callers.keyStore, rootFields: rootFieldNamesOf(supergraphSdl), identify: callers.identify, metricsToken: env.METRICS_TOKEN,
    keys: { db: callers.keysDb, budgets: callers.budgets, usage: callers.keyUsage, contextOf: callers.contextOf, rotationGraceMs: env.KEY_ROTATION_GRACE_HOURS * 3600_000, usageDays: env.KEY_USAGE_RETENTION_DAYS },
    traceStore: traces.store });
  graphql.mount(app, { traced });
  mountFileRoutes(app, {
    env,
    // A session a password change ended gets no member file (callers.liveTokenOf).
    tokenOf: callers.liveTokenOf,
    memberIdOf: async (req) => (await callerOf(callers, req)).userId,
    viewerOf: async (req) => (await callerOf(callers, req)).viewer,
    runAs: graphql.runAs,
  });
  // Before the web client, whose fallback answers every other GET with its page.
  mountExplorer(app, { webDist: env.WEB_DIST, identify: callers.identifyAny });
  mountWebClient(app, env.WEB_DIST, { renderer, isVisitor: callers.isVisitor, isMember: callers.isMember, keptPages });
  app.use((_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.use(jsonErrorHandler);

  await new Promise<void>((resolve) => httpServer.listen(env.PORT, env.HOST, resolve));
  const { port } = httpServer.address() as AddressInfo;
  graphql.warmPlansInBackground();
  return {
    url: `http://${env.HOST}:${port}`,
    close: async () => {
      await graphql.server.stop();
      await fieldUsage.stop();
      await traces.keeper.stop();
      await usage?.close();
      await callers.close();
    },
  };
}

/** The server render of the portal's pages (web/server-render.ts), its operations run as the caller by their persisted text. */
async function pageRendererOf(env: GatewayEnv, graphql: Graphql, documents: PersistedDocuments): Promise<PageRenderer | null> {
  if (env.SERVER_RENDERING === 'off') return null;
  return loadPageRenderer({
    entry: env.WEB_SERVER_ENTRY ?? defaultRenderEntry(env.WEB_DIST),
    timeoutMs: env.SERVER_RENDER_TIMEOUT_MS,
    maxConcurrent: env.SERVER_RENDER_CONCURRENCY,
    publicOrigin: env.PUBLIC_ORIGIN,
    execute: async (req, { hash, query, variables }) => {
      const text = hash ? documents.document(hash) : query;
      if (!text) throw new Error(`unknown persisted document ${hash ?? ''}`);
      const result = await graphql.runAs(req, text, variables);
      if (!result) throw new Error('no single result');
      return result;
    },
  });
}

/**
 * Who a file route's request comes from, as the API sees it: the member whose session it carries
 * (their customer code and claims), else nobody with a visitor's claims (a visitor, a key, an unknown
 * key, a session the CRM no longer knows or cannot confirm now).
 */
async function callerOf(callers: Callers, req: Request): Promise<{ userId: string | null; viewer: LoadedViewer }> {
  try {
    const { caller, viewer } = await callers.contextOf(req);
    return caller.kind === 'member' ? { userId: caller.userId, viewer } : { userId: null, viewer: ANONYMOUS };
  } catch {
    return { userId: null, viewer: ANONYMOUS };
  }
}

function createApp(trustProxy: string, lifecycle: InstanceLifecycle) {
  const app = express();
  app.disable('x-powered-by');
  // No ETag on GraphQL answers (express hashes every res.send body for it; nothing revalidates a POST).
  // Static files keep theirs, from serve-static.
  app.set('etag', false);
  // Whose X-Forwarded-For names the client (TRUST_PROXY): addresses and networks, or a count of hops.
  app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);
  // The request listener is Express until the GraphQL room puts its fast path in front of it (startGateway).
  let listener: http.RequestListener = app;
  // The kit's server: keep-alive longer than the balancer's idle timeout, served by the instance's lifecycle.
  const httpServer = serviceHttpServer((req, res) => listener(req, res), lifecycle);
  return { app, httpServer, listen: (next: http.RequestListener) => void (listener = next) };
}
