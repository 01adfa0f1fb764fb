import { configureCircuitBreakers } from './circuit-breaker';
import type { SubgraphEnv } from './env';
import type { RunningSubgraph } from './server';

/** What every subgraph's `start…Subgraph` function takes. */
export interface SubgraphStartOptions {
  host: string;
  port: number;
  upstreamUrl: string;
  signingSecret: string;
  timeoutMs: number;
}

/**
 * The process entry of a subgraph: start from its validated configuration (`src/env.ts`), one log line, and a clean
 * shutdown on SIGINT/SIGTERM. Each subgraph's `src/index.ts` is one call to this.
 */
export async function runSubgraph(name: string, env: SubgraphEnv, start: (options: SubgraphStartOptions) => Promise<RunningSubgraph>): Promise<void> {
  configureCircuitBreakers({ failureThreshold: env.CIRCUIT_FAILURE_THRESHOLD, windowMs: env.CIRCUIT_WINDOW_MS, coolDownMs: env.CIRCUIT_COOL_DOWN_MS });
  const subgraph = await start({
    host: env.HOST,
    port: env.PORT,
    upstreamUrl: env.UPSTREAM_URL,
    signingSecret: env.VIEWER_SIGNING_SECRET,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  });
  console.log(`${name} subgraph: listening on ${subgraph.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void subgraph.close().then(() => process.exit(0));
    });
  }
}
