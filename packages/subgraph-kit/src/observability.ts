import { allRoutes } from '@club/contracts';
import {
  currentCorrelation,
  domainCounter,
  endSpan,
  injectTraceHeaders,
  processLogger,
  processRegistry,
  registerCircuitBreakerGauge,
  startClientSpan,
  tracingEnabled,
  UpstreamCallMetrics,
  type Registry,
  type UpstreamCallStatus,
} from '@club/observability';
import { GraphQLError } from 'graphql';
import { circuitBreakerStates } from './circuit-breaker';

/** The tracer of the subgraphs' spans (the server span of each request, one span per upstream call). */
export const SUBGRAPH_TRACER = '@club/subgraph-kit';

interface SubgraphMetrics {
  registry: Registry;
  upstreamCalls: UpstreamCallMetrics;
}

let metrics: SubgraphMetrics | undefined;

/**
 * The subgraph process's Prometheus registry (served at /metrics, server.ts): the process's default
 * metrics, `upstream_call_duration_seconds` (every upstream call, by family, route template, method
 * and status) and `circuit_breaker_state` (each upstream family's breaker, read when scraped). One
 * per process, like the breakers.
 */
export function subgraphMetrics(): SubgraphMetrics {
  if (!metrics) {
    const registry = processRegistry();
    registerCircuitBreakerGauge(registry, circuitBreakerStates);
    metrics = { registry, upstreamCalls: new UpstreamCallMetrics(registry) };
  }
  return metrics;
}

/** A counter of a product event in the subgraph's /metrics (aggregate only: no member, no content). */
export function subgraphCounter(name: string, help: string) {
  return domainCounter(subgraphMetrics().registry, name, help);
}

/** A route's template as a matcher of the paths it is called with. */
interface TemplateMatcher {
  exact: Map<string, string>;
  patterns: { pattern: RegExp; template: string }[];
}

let matchers: Map<string, TemplateMatcher> | undefined;

function matchersByMethod(): Map<string, TemplateMatcher> {
  if (matchers) return matchers;
  matchers = new Map();
  // Templates with fewer placeholders first: the more literal route wins where two could match.
  const routes = [...allRoutes].sort((a, b) => placeholders(a.path) - placeholders(b.path));
  for (const route of routes) {
    let matcher = matchers.get(route.method);
    if (!matcher) matchers.set(route.method, (matcher = { exact: new Map(), patterns: [] }));
    if (!route.path.includes('{')) matcher.exact.set(route.path, route.path);
    else {
      const source = route.path
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      matcher.patterns.push({ pattern: new RegExp(`^${source}$`), template: route.path });
    }
  }
  return matchers;
}

const placeholders = (path: string) => path.split('{').length - 1;

/**
 * The template of the upstream route a call goes to (`/FAD/Corsi/{id}` for `/FAD/Corsi/42`), from
 * the route contracts (@club/contracts), or `other` for a path no contract names (files, images): a
 * metric label and a span name never carry a path's values.
 */
export function upstreamRouteTemplate(method: string, path: string): string {
  const matcher = matchersByMethod().get(method);
  if (!matcher) return 'other';
  const exact = matcher.exact.get(path);
  if (exact) return exact;
  for (const { pattern, template } of matcher.patterns) if (pattern.test(path)) return template;
  return 'other';
}

/**
 * Where an observed call is recorded when it is not a subgraph's data source's: the gateway's own
 * upstream calls (gateway/src/upstream) name their tracer and their process's upstream-call metrics.
 */
export interface UpstreamCallObserver {
  /** The tracer of the call's span (default: the subgraphs'). */
  tracer?: string;
  /** Where the call's duration goes (default: the subgraph process's `upstream_call_duration_seconds`). */
  metrics?: UpstreamCallMetrics;
}

/** The HTTP status of what a call gave back: a data source's fetch result (`{ response }`) or a fetch `Response`. */
function statusOfAnswer(result: unknown): UpstreamCallStatus {
  if (result instanceof Response) return result.status;
  return (result as { response?: { status?: number } } | undefined)?.response?.status ?? 'error';
}

/** The request of one upstream call as the data source sends it. */
interface OutgoingRequest {
  method?: string;
  headers: Record<string, string>;
}

/**
 * One upstream call, observed (ClubDataSource's `trace`): it carries the trace on (`traceparent`:
 * with tracing on a CLIENT span of its own, child of the request's span; with tracing off the
 * gateway's headers unchanged), and its duration goes to `upstream_call_duration_seconds` with its
 * family, route template, method and status. A failure with no answer (timeout, unreachable) or a
 * 5xx is logged as a warning (the breaker bounds how many: once it is open no call goes out); every
 * call at debug level.
 */
export async function observeUpstreamCall<T>(family: string, baseUrl: string, url: URL, request: OutgoingRequest, call: () => Promise<T>, observer: UpstreamCallObserver = {}): Promise<T> {
  const method = (request.method ?? 'GET').toUpperCase();
  const route = upstreamRouteTemplate(method, pathBelow(baseUrl, url));
  // Nothing is built for a span when tracing is off.
  const span = tracingEnabled()
    ? startClientSpan(observer.tracer ?? SUBGRAPH_TRACER, `${method} ${route}`, {
        'http.request.method': method,
        'url.template': route,
        'server.address': url.hostname,
        'server.port': Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        'club.upstream.family': family,
      })
    : undefined;
  injectTraceHeaders((name, value) => void (request.headers[name] = value), currentCorrelation(), span);
  const started = performance.now();
  let status: UpstreamCallStatus = 'error';
  let failure: unknown;
  try {
    const result = await call();
    status = statusOfAnswer(result);
    return result;
  } catch (err) {
    status = statusOfFailure(err);
    failure = err;
    throw err;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    (observer.metrics ?? subgraphMetrics().upstreamCalls).observe({ family, route, method, status, seconds });
    const outage = typeof status !== 'number' || status >= 500;
    endSpan(span, outage ? (failure ?? `HTTP ${status}`) : undefined, typeof status === 'number' ? { 'http.response.status_code': status } : { 'error.type': status });
    const logger = processLogger();
    if (outage) logger.warn({ family, route, method, status, durationMs: Math.round(seconds * 10_000) / 10 }, 'upstream call failed');
    else if (logger.isLevelEnabled('debug')) logger.debug({ family, route, method, status, durationMs: Math.round(seconds * 10_000) / 10 }, 'upstream call');
  }
}

const basePaths = new Map<string, string>();

/** The URL's path below the data source's base URL (`/FAD/Corsi/42` under `http://host:4010/`). */
function pathBelow(baseUrl: string, url: URL): string {
  let basePath = basePaths.get(baseUrl);
  if (basePath === undefined) basePaths.set(baseUrl, (basePath = new URL(baseUrl).pathname.replace(/\/$/, '')));
  return basePath && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
}

/** How a call that got no usable answer ended: the upstream's HTTP status when it answered with an error. */
function statusOfFailure(err: unknown): UpstreamCallStatus {
  if (err instanceof GraphQLError) {
    const status = err.extensions.upstreamStatus;
    return typeof status === 'number' ? status : 'error';
  }
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout';
  return 'unreachable';
}
