import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import express from 'express';
import { GraphQLError, type DocumentNode } from 'graphql';
import { withRequestId } from './request-id';
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
  resolvers: GraphQLResolverMap<SubgraphContext<T>>;
  /** Builds per-request data sources for the viewer (fresh per request: no cross-member caching). */
  dataSources: (viewer: SignedViewer) => T;
  host: string;
  port: number;
  signingSecret: string;
}

export interface RunningSubgraph {
  url: string;
  close: () => Promise<void>;
}

/**
 * Starts a subgraph's HTTP server: Apollo Server on express, `/graphql` guarded by the
 * gateway-signed viewer header (unsigned, forged or expired requests get 401), `/health/live` and
 * `/health/ready`. Subgraphs do not call this: they are built with `defineSubgraph`.
 */
export async function startSubgraphServer<T>(options: SubgraphServerOptions<T>): Promise<RunningSubgraph> {
  const app = express();
  const httpServer = http.createServer(app);
  // Longer than the gateway's idle-socket timeout, so the gateway never reuses a socket we closed.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;

  const server = new ApolloServer<SubgraphContext<T>>({
    schema: buildSubgraphSchema([{ typeDefs: options.typeDefs, resolvers: options.resolvers }]),
    csrfPrevention: true,
    includeStacktraceInErrorResponses: process.env.NODE_ENV === 'development',
    plugins: [
      // Inline tracing (ftv1) costs time on every request; nothing samples it here.
      ApolloServerPluginInlineTraceDisabled(),
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

  app.get('/health/live', (_req, res) => void res.json({ status: 'ok', subgraph: options.name }));
  app.get('/health/ready', (_req, res) => void res.json({ status: 'ok', subgraph: options.name }));
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    // Everything this request does (its upstream calls) runs with the gateway's x-request-id.
    (req, _res, next) => withRequestId(req.headers['x-request-id'], next),
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
