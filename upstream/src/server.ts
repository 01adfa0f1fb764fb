import { allRoutes, openApiDocument } from '@club/contracts';
import { createLogger, InstanceLifecycle, serviceHttpServer, type DestinationStream, type Logger } from '@club/observability';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Db } from './db';
import { families } from './families';
import { registerIdempotency } from './idempotency';
import { correlatedLogging, registerHealth, registerObservability } from './observability';
import type { SqlTimings } from './sql-timing';
import { registerTestHooks } from './test-hooks';

export interface ServerOptions {
  db: Db;
  publicUrl: () => string;
  /** The process's one logger (main.ts, the kit's); without one, a logger at `logLevel` (tests), none when silent or unset. */
  logger?: Logger;
  logLevel?: string;
  /** Bearer token of GET /metrics (METRICS_TOKEN); without it the route is off. */
  metricsToken?: string;
  /** Where the JSON logs go (stdout when unset); tests read them from here. */
  logDestination?: DestinationStream;
  /** SQL statement timings to serve at /_metrics/sql (debug: UPSTREAM_SQL_TIMING=1); `db` must be wrapped with them. */
  sqlTimings?: SqlTimings;
  /**
   * The process's lifecycle (main.ts: SIGTERM drains, then stops; docs/operations.md 'Stopping an
   * instance'): it answers `/health/ready` and closes the HTTP server. One of its own, never shut down, when unset.
   */
  lifecycle?: InstanceLifecycle;
  /**
   * The test and bench hooks (UPSTREAM_TEST_HOOKS): request counts per route and their reset, lead
   * counts per e-mail and the latest lead read back. Off unless asked for: `npm start` and a
   * deployment never serve them (each answers 404 there); the tests' upstream, the browser tests'
   * and the bench's stacks turn them on explicitly.
   */
  testHooks?: boolean;
}

/** Builds the upstream REST app with every family's routes. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const lifecycle = options.lifecycle ?? new InstanceLifecycle();
  const logger = options.logger ?? (options.logLevel && options.logLevel !== 'silent' ? createLogger({ service: 'upstream', level: options.logLevel, destination: options.logDestination }) : undefined);
  const app = Fastify({
    // The kit's JSON logger, the process's one: each request's lines carry its requestId and traceId (observability.ts).
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : {}),
    ...correlatedLogging(),
    bodyLimit: 5 * 1024 * 1024,
    // A path parameter (a slug, an id) of up to 500 characters; Fastify's default is 100, under the
    // portal's own bound for slugs (300, checked by its gateway), so a legal slug would be a 414.
    routerOptions: { maxParamLength: 500 },
    // The kit's HTTP server: keep-alive longer than the subgraphs' idle timeout, served by the instance's lifecycle.
    serverFactory: (handler) => serviceHttpServer(handler, lifecycle),
  });
  // Every error leaves as JSON { message } with the right status; nothing a client sends crashes the process.
  app.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) req.log.error(err);
    void reply.code(status).send({ message: status >= 500 ? 'Errore interno del servizio.' : err.message });
  });
  app.setNotFoundHandler((req, reply) => void reply.code(404).send({ message: `Risorsa non trovata: ${req.method} ${req.url}` }));
  // The kit's health routes, as every process answers them; `/health` (what the gateway's /health/deps asks) as `/health/live`.
  // None touches the database but `/health/deps`, the ops view.
  registerHealth(app, lifecycle, { database: async () => (await options.db.query('select 1'), 'ok') });
  // GET /metrics for the METRICS_TOKEN bearer, a span per request when tracing is on (observability.ts).
  registerObservability(app, { metricsToken: options.metricsToken });
  // The routes' contracts as OpenAPI 3.1 (packages/contracts): what a real upstream team is held to.
  const openApi = openApiDocument(allRoutes, { title: 'Club Professioni Sanitarie upstream reference', version: '1' });
  app.get('/openapi.json', async () => openApi);
  const sqlTimings = options.sqlTimings;
  if (sqlTimings) {
    app.get('/_metrics/sql', async () => sqlTimings.snapshot());
    app.post('/_metrics/sql/reset', async (_req, reply) => {
      sqlTimings.reset();
      return reply.code(204).send();
    });
  }
  if (options.testHooks) registerTestHooks(app, options.db);
  // Write routes opted in with IDEMPOTENT answer a repeated Idempotency-Key from the first answer.
  registerIdempotency(app, options.db);
  for (const family of families) {
    await family.routes(app, { db: options.db, publicUrl: options.publicUrl });
  }
  return app;
}
