import { processRegistry, registerCircuitBreakerGauge, type BreakerState } from '@club/observability';
import { Counter, Histogram } from 'prom-client';
import { showUpstreamCalls } from '../upstream/upstream-call';

/** Operation names become label values only while there are at most this many distinct ones; the rest count as "other". */
export const MAX_OPERATION_NAMES = 300;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The gateway's Prometheus metrics (prom-client), in a registry of its own: per-operation duration
 * and count by operation name and client (web, ops, partner:<id>), per-subgraph fetch duration,
 * errors by code, the gateway's own upstream calls (upstream/upstream-call.ts), and the process's default metrics. Served at /metrics to the ops credential.
 */
export class GatewayMetrics {
  /** The process's default metrics come with it (@club/observability). */
  readonly registry = processRegistry();
  private readonly names = new Set<string>();
  private readonly operationDuration = new Histogram({
    name: 'gateway_operation_duration_seconds',
    help: 'Duration of GraphQL operations at the gateway',
    labelNames: ['operation', 'client', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly operations = new Counter({
    name: 'gateway_operations_total',
    help: 'GraphQL operations answered by the gateway',
    labelNames: ['operation', 'client', 'outcome'] as const,
    registers: [this.registry],
  });
  /**
   * Queries answered from a kept answer (graphql/kept-answers-fast-path.ts, kept-visitor-answers.ts),
   * by caller: over gateway_operations_total it is the share of queries the gateway did not execute
   * (the bench's cache hit share; an ops view of how much the kept answers spare the subgraphs).
   */
  private readonly keptAnswers = new Counter({
    name: 'gateway_kept_answers_total',
    help: 'Queries answered from a kept answer instead of executed, by caller (visitor, member)',
    labelNames: ['caller'] as const,
    registers: [this.registry],
  });
  private readonly fetchDuration = new Histogram({
    name: 'gateway_subgraph_fetch_duration_seconds',
    help: 'Duration of gateway-to-subgraph fetches',
    labelNames: ['subgraph', 'outcome'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'gateway_errors_total',
    help: 'Errors in GraphQL responses by extensions.code',
    labelNames: ['operation', 'client', 'code'] as const,
    registers: [this.registry],
  });

  /** The kept answers' series by caller and operation (observeKeptAnswer). */
  private readonly keptSeries = new Map<string, { duration: { observe(value: number): void }; ok: { inc(): void }; kept: { inc(): void } }>();

  /** The gateway's own breakers (one per subgraph, one for the viewer claims' CRM reads), read when scraped. */
  private readonly breakers = new Map<string, { readonly state: BreakerState }>();

  constructor() {
    registerCircuitBreakerGauge(this.registry, () => [...this.breakers].map(([name, breaker]) => [name, breaker.state] as const));
    // The gateway's own upstream calls (claims reads, member PDFs, pass-through): upstream_call_duration_seconds.
    showUpstreamCalls(this.registry);
  }

  /** Puts a breaker's state on /metrics (`circuit_breaker_state{family="<name>"}`). */
  watchBreaker(name: string, breaker: { readonly state: BreakerState }): void {
    this.breakers.set(name, breaker);
  }

  /** An operation name as a bounded label value. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!NAME.test(name)) return 'other';
    if (this.names.has(name)) return name;
    if (this.names.size >= MAX_OPERATION_NAMES) return 'other';
    this.names.add(name);
    return name;
  }

  observeOperation(o: { operation: string; client: string; type: string; seconds: number; errorCodes: string[] }): void {
    this.operationDuration.observe({ operation: o.operation, client: o.client, type: o.type }, o.seconds);
    this.operations.inc({ operation: o.operation, client: o.client, outcome: o.errorCodes.length ? 'error' : 'ok' });
    for (const code of o.errorCodes) this.errors.inc({ operation: o.operation, client: o.client, code });
  }

  /**
   * A query answered from a kept answer: its duration and count as observeOperation records an
   * answered query's, and gateway_kept_answers_total by caller, through series bound once per operation and caller (at most MAX_OPERATION_NAMES + 1 of each):
   * prom-client otherwise turns the labels into a key on every call, a cost a kept answer feels.
   */
  observeKeptAnswer(operationName: string | null | undefined, caller: 'visitor' | 'member', seconds: number): void {
    const operation = this.operationLabel(operationName);
    const key = `${caller}\u0000${operation}`;
    let series = this.keptSeries.get(key);
    if (!series) {
      series = {
        duration: this.operationDuration.labels({ operation, client: 'web', type: 'query' }),
        ok: this.operations.labels({ operation, client: 'web', outcome: 'ok' }),
        kept: this.keptAnswers.labels({ caller }),
      };
      this.keptSeries.set(key, series);
    }
    series.duration.observe(seconds);
    series.ok.inc();
    series.kept.inc();
  }

  observeFetch(subgraph: string, seconds: number, ok: boolean): void {
    this.fetchDuration.observe({ subgraph, outcome: ok ? 'ok' : 'error' }, seconds);
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
