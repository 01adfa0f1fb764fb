import { createLogger, InstanceLifecycle, setupTracing, useProcessLogger } from '@club/observability';
import { configureCircuitBreakers } from './circuit-breaker';
import type { Subgraph } from './define-subgraph';

/**
 * The process entry of a subgraph: its configuration from the environment (every bad variable is
 * printed and the process exits), its logger and tracing (@club/observability), the circuit
 * breakers, one log line, and a graceful shutdown on SIGINT/SIGTERM (`InstanceLifecycle`: not ready
 * at once, SHUTDOWN_DRAIN_MS of serving, then the server closes once its requests finished, then
 * Apollo, the subgraph's own connections and tracing; SHUTDOWN_TIMEOUT_MS bounds it all). Each
 * subgraph's `src/index.ts` is one call to this.
 */
export async function runSubgraph<TOwn>(subgraph: Subgraph<TOwn>, source: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = subgraph.parseEnv(source);
  if (!config.ok) {
    for (const problem of config.problems) console.error(problem);
    process.exit(1);
  }
  const { env, own } = config.value;
  // Its JSON logs (LOG_LEVEL) and, with an OTLP endpoint configured, its traces (docs/operations.md 'Following a slow request').
  useProcessLogger(createLogger({ service: `subgraph-${subgraph.name}`, nodeEnv: env.NODE_ENV, level: env.LOG_LEVEL }));
  const tracing = await setupTracing({ service: `subgraph-${subgraph.name}`, env: source });
  configureCircuitBreakers({ failureThreshold: env.CIRCUIT_FAILURE_THRESHOLD, windowMs: env.CIRCUIT_WINDOW_MS, coolDownMs: env.CIRCUIT_COOL_DOWN_MS });
  const lifecycle = new InstanceLifecycle({ drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
  const running = await subgraph.start({
    ...own,
    host: env.HOST,
    port: env.PORT,
    upstreamUrl: env.UPSTREAM_URL,
    signingSecret: env.VIEWER_SIGNING_SECRET,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
    lifecycle,
  });
  lifecycle.onStop('subgraph', () => running.close());
  lifecycle.onStop('tracing', () => tracing.shutdown());
  lifecycle.handleSignals();
  console.log(`${subgraph.name} subgraph: listening on ${running.url}`);
}
