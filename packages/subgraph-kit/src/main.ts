import { runService } from '@club/observability';
import { z } from 'zod';
import { configureCircuitBreakers } from './circuit-breaker';
import type { Subgraph } from './define-subgraph';

/**
 * The process entry of a subgraph, through the kit's `runService` (@club/observability): its
 * configuration from the environment, read once (the shared variables and the subgraph's own, every
 * bad one listed in one message, exit 1), its logger, metrics and tracing, the circuit breakers,
 * one `listening` log line, and the instance's lifecycle (SIGTERM drains, then the server, Apollo
 * and the subgraph's own connections close). Each subgraph's `src/index.ts` is one call to this.
 */
export async function runSubgraph<TOwn>(subgraph: Subgraph<TOwn>, source?: Record<string, string | undefined>): Promise<void> {
  await runService(
    {
      name: `subgraph-${subgraph.name}`,
      env: subgraphSchema(subgraph),
      start: async ({ env, lifecycle }) => {
        configureCircuitBreakers({ failureThreshold: env.CIRCUIT_FAILURE_THRESHOLD, windowMs: env.CIRCUIT_WINDOW_MS, coolDownMs: env.CIRCUIT_COOL_DOWN_MS });
        const running = await subgraph.start({
          ...env.own,
          host: env.HOST,
          port: env.PORT,
          upstreamUrl: env.UPSTREAM_URL,
          signingSecret: env.VIEWER_SIGNING_SECRET,
          timeoutMs: env.UPSTREAM_TIMEOUT_MS,
          metricsToken: env.METRICS_TOKEN,
          lifecycle,
          env,
        });
        return { url: running.url, close: running.close };
      },
    },
    source,
  );
}

/** The subgraph's shared and own variables as one schema for the kit: the shared ones, and its own start options under `own`. */
function subgraphSchema<TOwn>(subgraph: Subgraph<TOwn>) {
  return z.record(z.string(), z.string().optional()).transform((source, ctx) => {
    const config = subgraph.parseEnv(source);
    if (config.ok) return { ...config.value.env, own: config.value.own };
    for (const problem of config.problems) ctx.addIssue({ code: 'custom', message: problem.replace(`${subgraph.name} config: `, '') });
    return z.NEVER;
  });
}
