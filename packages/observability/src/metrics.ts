import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

let serviceName: string | undefined;
/** Registries made before the service was named (a module's lazily made one is usually after). */
const unnamed: Registry[] = [];

/**
 * Prometheus metrics (prom-client). Each process has its registry: `processRegistry()` starts one
 * with the process's default metrics (`process_*`, `nodejs_*`); the families below register into it.
 * Every series carries the label `service` (`gateway`, `subgraph-crm`, `upstream`) once the kit
 * started the service (`nameMetricsService`), so the six processes' `/metrics` look alike.
 */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (serviceName) registry.setDefaultLabels({ service: serviceName });
  else unnamed.push(registry);
  return registry;
}

/** Names the process's series (`service` label) in every registry, made before or after (runService). */
export function nameMetricsService(name: string): void {
  serviceName = name;
  for (const registry of unnamed.splice(0)) registry.setDefaultLabels({ service: name });
}

/**
 * A counter of a product event on a process registry (e.g. ECM credits recorded): aggregate counts
 * for ops, never who did it. Asking again for the same name gives the same counter.
 */
export function domainCounter(registry: Registry, name: string, help: string): Counter {
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Counter;
  return new Counter({ name, help, registers: [registry] });
}

/** Buckets of the upstream calls' latency, seconds. */
export const UPSTREAM_CALL_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How an upstream call ended: the HTTP status it got, or why it got none. */
export type UpstreamCallStatus = number | 'timeout' | 'unreachable' | 'error';

/**
 * `upstream_call_duration_seconds{family, route, method, status}`: every call a process makes to the
 * upstream REST services. `route` is the route's template (`/FAD/Corsi/{id}`), never the path with
 * its values, so the series stay bounded; `status` the HTTP status, or `timeout` / `unreachable`
 * (no answer) / `error` (an answer that could not be read).
 */
export class UpstreamCallMetrics {
  private readonly duration: Histogram<'family' | 'route' | 'method' | 'status'>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'upstream_call_duration_seconds',
      help: 'Duration of calls to the upstream REST services by family, route template, method and status',
      labelNames: ['family', 'route', 'method', 'status'] as const,
      buckets: UPSTREAM_CALL_BUCKETS,
      registers: [registry],
    });
  }

  observe(call: { family: string; route: string; method: string; status: UpstreamCallStatus; seconds: number }): void {
    this.duration.observe({ family: call.family, route: call.route, method: call.method, status: String(call.status) }, call.seconds);
  }
}

/**
 * `http_server_request_duration_seconds{method, route, status}`: the requests a service answered,
 * by its route's template (`/FAD/Corsi/:id`; `unmatched` for a path no route serves).
 */
export class HttpServerMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Duration of the requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: UPSTREAM_CALL_BUCKETS,
      registers: [registry],
    });
  }

  observe(request: { method: string; route: string; status: number; seconds: number }): void {
    this.duration.observe({ method: request.method, route: request.route, status: String(request.status) }, request.seconds);
  }
}

export type BreakerState = 'closed' | 'half-open' | 'open';

/** The gauge's value per breaker state. */
export const BREAKER_STATE_VALUES: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/**
 * `circuit_breaker_state{family}`: 0 closed, 1 half-open (a trial call may go), 2 open (calls fail
 * at once). Read from the breakers when scraped: nothing is done per call.
 */
export function registerCircuitBreakerGauge(registry: Registry, breakers: () => Iterable<readonly [string, BreakerState]>): Gauge<'family'> {
  return new Gauge({
    name: 'circuit_breaker_state',
    help: 'State of each upstream family circuit breaker: 0 closed, 1 half-open, 2 open',
    labelNames: ['family'] as const,
    registers: [registry],
    collect() {
      for (const [family, state] of breakers()) this.set({ family }, BREAKER_STATE_VALUES[state]);
    },
  });
}

/** What `/metrics` answers a caller: the metrics, 401 (no or another token), or 404 (no token configured: the route is off). */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'disabled';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Access to the `/metrics` of a subgraph or the upstream: only `Authorization: Bearer <METRICS_TOKEN>`,
 * compared in constant time; without a configured token the route is off.
 */
export function metricsAccess(authorization: string | string[] | undefined, token: string | undefined): MetricsAccess {
  if (!token) return 'disabled';
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) return 'unauthorized';
  return timingSafeEqual(digest(match[1]!), digest(token)) ? 'allowed' : 'unauthorized';
}

/** The shortest METRICS_TOKEN a process accepts. */
export const METRICS_TOKEN_MIN_LENGTH = 16;
