import { DEFAULT_SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS, LOG_LEVELS, METRICS_TOKEN_MIN_LENGTH } from '@club/observability';
import { z } from 'zod';

/**
 * The configuration every subgraph shares. A subgraph's definition (`defineSubgraph`) gives its
 * default port and, when it has any, a schema of its own variables (see `parseSubgraphEnv`).
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
    // Level of the JSON logs (docs/operations.md 'Logs and request ids'); silent under the test runner.
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    // Bearer token of GET /metrics (docs/operations.md 'Metrics'); without it the route is off.
    METRICS_TOKEN: z.string().min(METRICS_TOKEN_MIN_LENGTH).optional(),
    // On SIGTERM/SIGINT (docs/operations.md 'Stopping an instance'): how long it keeps serving while
    // /health/ready says draining, and the hard bound of the whole shutdown, from the signal (then exit 1).
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(DEFAULT_SHUTDOWN_DRAIN_MS),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  });
}

export type SubgraphEnv = z.infer<ReturnType<typeof subgraphEnvSchema>>;

/** A subgraph's configuration: the shared variables, and what its own variables (if any) gave. */
export interface ParsedSubgraphEnv<TOwn> {
  env: SubgraphEnv;
  own: Partial<TOwn>;
}

/** Every problem of the environment at once (fail fast, but list them all), or the configuration. */
export type SubgraphEnvResult<TOwn> = { ok: true; value: ParsedSubgraphEnv<TOwn> } | { ok: false; problems: string[] };

/**
 * Reads a subgraph's configuration from the environment: the shared variables with the subgraph's
 * default port, plus its own variables when its definition declares a schema for them (that schema
 * reads the environment and gives the subgraph's own start options).
 */
export function parseSubgraphEnv<TOwn>(
  name: string,
  defaultPort: number,
  ownSchema: z.ZodType<Partial<TOwn>> | undefined,
  source: NodeJS.ProcessEnv,
): SubgraphEnvResult<TOwn> {
  const shared = subgraphEnvSchema(defaultPort).safeParse(source);
  const own = ownSchema ? ownSchema.safeParse(source) : ({ success: true, data: {} } as const);
  const problems = [...(shared.success ? [] : shared.error.issues), ...(own.success ? [] : own.error.issues)].map(
    (issue) => `${name} config: ${issue.path.join('.')}: ${issue.message}`,
  );
  if (shared.success && shared.data.NODE_ENV === 'production' && shared.data.VIEWER_SIGNING_SECRET.startsWith('dev-only')) {
    problems.push(`${name} config: VIEWER_SIGNING_SECRET must be set in production`);
  }
  if (!shared.success || !own.success || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { env: shared.data, own: own.data } };
}
