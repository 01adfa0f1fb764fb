import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginInlineTrace } from '@apollo/server/plugin/inlineTrace';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { SubgraphResolverMap } from './resolver-map';
import express from 'express';
import { GraphQLError, type DocumentNode } from 'graphql';
import {
  correlationFromHeaders,
  httpCheck,
  inRequestSpan,
  InstanceLifecycle,
  KEPT_ANSWER_MS,
  runWithCorrelation,
  serviceHttpServer,
  serviceRoutes,
  traceIncomingRequest,
  tracingEnabled,
  type DependencyCheck,
} from '@club/observability';
import { subgraphMetrics, SUBGRAPH_TRACER } from './observability';
import { VIEWER_HEADER, ViewerSignatureError, verifyViewer, type SignedViewer } from './viewer-header';

/** What every resolver receives. `T` is the subgraph's own data sources. */
export interface SubgraphContext<T> {
  viewer: SignedViewer;
  dataSources: T;
  /** Response headers a resolver wants the gateway to see (e.g. a new session token). */
  responseHeaders: Map<string, string>;
}

/** What the server of one subgraph is built from (`defineSubgraph` fills it). */
export interface SubgraphServerOptions<T> {
  name: string;
  typeDefs: DocumentNode;
  resolvers: SubgraphResolverMap;
  /** Builds per-request data sources for the viewer (fresh per request: no cross-member caching). */
  dataSources: (viewer: SignedViewer) => T;
  host: string;
  port: number;
  signingSecret: string;
  /** Bearer token of GET /metrics; without it the route is off (404). */
  metricsToken?: string;
  /**
   * The process's lifecycle (runSubgraph: SIGTERM drains, then stops; docs/operations.md 'Stopping an
   * instance'): it answers `/health/ready` and closes the HTTP server. One of its own, never shut down, when unset.
   */
  lifecycle?: InstanceLifecycle;
  /** The upstream's base URL: `/health/deps` checks its readiness. */
  upstreamUrl: string;
  /** Further dependencies `/health/deps` checks (a subgraph's shared Redis). */
  dependencies?: Record<string, DependencyCheck>;
  /** SUBGRAPH_CACHE_MAX_AGE_S: the lifetime of an answer field without a cache hint of its own (5 s by default). */
  cacheMaxAgeSeconds?: number;
  /** NODE_ENV=development: stack traces in errors. */
  development?: boolean;
}

export interface RunningSubgraph {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts a subgraph's HTTP server: Apollo Server on express, `/graphql` guarded by the
 * gateway-signed viewer header (unsigned, forged or expired requests get 401), and the kit's routes
 * of every process (`/health/live`, `/health/ready`, `/health/deps`, `/metrics`). Subgraphs do not
 * call this: they are built with `defineSubgraph`.
 */
export async function startSubgraphServer<T>(options: SubgraphServerOptions<T>): Promise<RunningSubgraph> {
  const app = express();
  const lifecycle = options.lifecycle ?? new InstanceLifecycle();
  const httpServer = serviceHttpServer(app, lifecycle);

  const server = new ApolloServer<SubgraphContext<T>>({
    schema: buildSubgraphSchema([{ typeDefs: options.typeDefs, resolvers: options.resolvers }]),
    csrfPrevention: true,
    // The process's lifecycle stops it, after the drain (main.ts); Apollo's own SIGTERM handler (on outside
    // NODE_ENV=test) would stop it at the signal, failing every GraphQL request of the drain window.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: options.development ?? false,
    plugins: [
      // Inline tracing (ftv1): per-field timings, only for the requests that ask (`apollo-federation-include-trace: ftv1`),
      // which the gateway sends on sampled operations only (docs/performance.md 'Kept traces'); other requests pay nothing.
      ApolloServerPluginInlineTrace(),
      // Cache hints (docs/architecture.md 'Kept answers and cache hints'): every answer without errors
      // says how long it may be kept, `Cache-Control: max-age=N, public|private`, from the schema's
      // `@cacheControl` hints (maxAge 0 on what must never be kept, e.g. a single sign-on link) and
      // this default for the rest. The gateway keeps a caller's answer no longer than the shortest
      // hint of the subgraph answers it was made of; an answer with errors says `no-store`.
      ApolloServerPluginCacheControl({ defaultMaxAge: options.cacheMaxAgeSeconds ?? KEPT_ANSWER_MS / 1000 }),
      {
        async requestDidStart() {
          return {
            async willSendResponse({ contextValue, response }) {
              for (const [k, v] of contextValue.responseHeaders ?? []) response.http.headers.set(k, v);
            },
          };
        },
      },
    ],
  });
  await server.start();

  // Health and Prometheus metrics (observability.ts) for the METRICS_TOKEN bearer, as every process serves them.
  const kitRoutes = serviceRoutes({
    service: `subgraph-${options.name}`,
    lifecycle,
    registry: subgraphMetrics().registry,
    metricsToken: options.metricsToken,
    dependencies: { upstream: httpCheck(new URL('/health/ready', options.upstreamUrl).href), ...options.dependencies },
  });
  app.use((req, res, next) => void kitRoutes(req, res).then((served) => served || next(), next));
  // With tracing on, each request's server span, child of the gateway's fetch; nothing is mounted when off.
  const traced = tracingEnabled();
  const spanOptions = { name: () => 'POST /graphql', attributes: () => ({ 'club.subgraph': options.name }) };
  app.use(
    '/graphql',
    ...(traced ? [(req: express.Request, res: express.Response, next: express.NextFunction) => void (traceIncomingRequest(SUBGRAPH_TRACER, req, res, spanOptions), next())] : []),
    express.json({ limit: '1mb' }),
    // Everything this request does (its upstream calls, its log lines) runs with the gateway's
    // x-request-id and trace headers, and with tracing on inside the request's span.
    traced
      ? (req: express.Request, _res: express.Response, next: express.NextFunction) => runWithCorrelation(correlationFromHeaders(req.headers), () => inRequestSpan(req, next))
      : (req: express.Request, _res: express.Response, next: express.NextFunction) => runWithCorrelation(correlationFromHeaders(req.headers), next),
    expressMiddleware(server, {
      context: async ({ req }) => {
        let viewer: SignedViewer;
        try {
          viewer = verifyViewer(req.headers[VIEWER_HEADER], options.signingSecret);
        } catch (err) {
          if (err instanceof ViewerSignatureError) {
            throw new GraphQLError('Richiesta non firmata dal gateway.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
          }
          throw err;
        }
        return { viewer, dataSources: options.dataSources(viewer), responseHeaders: new Map() };
      },
    }),
  );

  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host, resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}/graphql`,
    close: async () => {
      await server.stop();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
