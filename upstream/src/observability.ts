import type { IncomingMessage } from 'node:http';
import {
  dependenciesAnswer,
  endSpan,
  HttpServerMetrics,
  incomingTraceHeaders,
  liveAnswer,
  metricsAnswer,
  processRegistry,
  readyAnswer,
  requestIdFrom,
  startServerSpan,
  tracingEnabled,
  traceIdsOf,
  type DependencyCheck,
  type HealthAnswer,
  type InstanceLifecycle,
  type Span,
} from '@club/observability';
import { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** The tracer of the upstream's spans (one SERVER span per request). */
export const UPSTREAM_TRACER = '@club/upstream';

/**
 * Fastify options that tie the upstream's log lines to the request: the request id is the caller's
 * `x-request-id` when it is a safe token (the gateway's, passed on by the subgraphs) and is logged
 * as `requestId`; each request's lines carry the `traceId` of its incoming `traceparent`.
 */
export function correlatedLogging() {
  return {
    genReqId: (req: IncomingMessage) => requestIdFrom(req.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    childLoggerFactory(logger: FastifyBaseLogger, bindings: Record<string, unknown>, options: object, req: IncomingMessage) {
      const trace = incomingTraceHeaders(req.headers);
      return logger.child(trace ? { ...bindings, traceId: trace.traceId } : bindings, options);
    },
  } satisfies Partial<FastifyServerOptions>;
}

const SPAN = Symbol('club.upstreamSpan');
type WithSpan = IncomingMessage & { [SPAN]?: Span };

/**
 * The upstream's observability: `GET /metrics` (Prometheus text, process metrics and
 * `http_server_request_duration_seconds`) for the `metricsToken` bearer only (404 without a token),
 * and with tracing on a SERVER span per request, child of the caller's `traceparent` (the
 * subgraph's upstream call), its id on the request's later log lines.
 */
export function registerObservability(app: FastifyInstance, options: { metricsToken?: string }): void {
  const registry = processRegistry();
  const requests = new HttpServerMetrics(registry);
  // The kit's /metrics, as every process serves it; without a token the route is off (the upstream's own 404).
  app.get('/metrics', async (req, reply) => {
    const { statusCode, headers, body } = await metricsAnswer(req.headers.authorization, options.metricsToken, registry);
    if (statusCode === 404) return reply.callNotFound();
    return reply.code(statusCode).headers(headers).send(body);
  });
  if (tracingEnabled()) {
    app.addHook('onRequest', async (req, reply) => {
      const span = startServerSpan(UPSTREAM_TRACER, req.headers, `${req.method} ${req.routeOptions.url ?? ''}`.trim(), {
        'http.request.method': req.method,
        'http.route': req.routeOptions.url ?? '',
        'url.path': req.url.split('?')[0],
        'club.request_id': req.id,
      });
      (req.raw as WithSpan)[SPAN] = span;
      const ids = traceIdsOf(span);
      if (ids) req.log = reply.log = req.log.child({ spanId: ids.spanId });
    });
  }
  if (tracingEnabled()) {
    app.addHook('onRequestAbort', async (req) => {
      const span = (req.raw as WithSpan)[SPAN];
      if (span) endSpan(span, 'aborted by the caller');
      (req.raw as WithSpan)[SPAN] = undefined;
    });
  }
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ method: req.method, route, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    const span = (req.raw as WithSpan)[SPAN];
    if (span) endSpan(span, reply.statusCode >= 500 ? `HTTP ${reply.statusCode}` : undefined, { 'http.response.status_code': reply.statusCode });
  });
}

/** The kit's health answers (@club/observability health.ts) on the upstream's Fastify, `/health` being `/health/live`. */
export function registerHealth(app: FastifyInstance, lifecycle: InstanceLifecycle, dependencies: Record<string, DependencyCheck>): void {
  const send = (answer: HealthAnswer, reply: { code: (status: number) => { send: (body: unknown) => unknown } }) => reply.code(answer.statusCode).send(answer.body);
  app.get('/health', async (_req, reply) => send(liveAnswer('upstream'), reply));
  app.get('/health/live', async (_req, reply) => send(liveAnswer('upstream'), reply));
  app.get('/health/ready', async (_req, reply) => send(readyAnswer('upstream', lifecycle), reply));
  app.get('/health/deps', async (_req, reply) => send(await dependenciesAnswer('upstream', dependencies), reply));
}
