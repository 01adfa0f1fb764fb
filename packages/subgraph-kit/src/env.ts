import { z } from 'zod';

/**
 * Configuration every subgraph shares. Each subgraph calls `loadSubgraphEnv` with its default
 * port; every invalid variable is printed and the process exits (fail fast, all errors at once).
 */
export function subgraphEnvSchema(defaultPort: number) {
  return z.object({
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().positive().default(defaultPort),
    UPSTREAM_URL: z.string().url().default('http://127.0.0.1:4010'),
    // Deadline of one upstream call (docs/operations.md 'Deadlines and circuit breakers').
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
    // Circuit breaker per upstream family: consecutive outages that open it, within what window, for how long.
    CIRCUIT_FAILURE_THRESHOLD: z.coerce.number().int().positive().default(5),
    CIRCUIT_WINDOW_MS: z.coerce.number().int().positive().default(30_000),
    CIRCUIT_COOL_DOWN_MS: z.coerce.number().int().positive().default(10_000),
    // Shared with the gateway; the development default must be replaced in production.
    VIEWER_SIGNING_SECRET: z.string().min(16).default('dev-only-viewer-signing-secret-change-me'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  });
}

export type SubgraphEnv = z.infer<ReturnType<typeof subgraphEnvSchema>>;

export function loadSubgraphEnv(name: string, defaultPort: number, source: NodeJS.ProcessEnv = process.env): SubgraphEnv {
  const parsed = subgraphEnvSchema(defaultPort).safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${name} config: ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.VIEWER_SIGNING_SECRET.startsWith('dev-only')) {
    console.error(`${name} config: VIEWER_SIGNING_SECRET must be set in production`);
    process.exit(1);
  }
  return parsed.data;
}
