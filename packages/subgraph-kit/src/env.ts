import { envProblems, KEPT_ANSWER_MS, serviceEnvSchema, setInProduction } from '@club/observability';
import { z } from 'zod';
import type { SharedReadsOptions } from './shared-reads';

const ms = () => z.coerce.number().int().nonnegative();

/**
 * The configuration every subgraph shares: the kit's base variables (@club/observability env.ts)
 * and the subgraphs' own. A subgraph's definition (`defineSubgraph`) gives its default port and,
 * when it has any, a schema of its own variables (see `parseSubgraphEnv`).
 */
export function subgraphEnvSchema(defaultPort: number) {
  return serviceEnvSchema({
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
    // The lifetime of an answer field without a cache hint of its own (server.ts), seconds.
    SUBGRAPH_CACHE_MAX_AGE_S: z.coerce.number().int().nonnegative().default(KEPT_ANSWER_MS / 1000),
    // The shared upstream reads (shared-reads.ts, docs/operations.md 'Load and soak'): kept time without
    // the upstream's max-age (0: shared only while in flight), its bound, entries, stale-if-error and stale-while-revalidate.
    SHARED_READS_TTL_MS: ms().default(KEPT_ANSWER_MS),
    SHARED_READS_MAX_TTL_MS: ms().default(60_000),
    SHARED_READS_MAX_ENTRIES: z.coerce.number().int().positive().default(2_000),
    SHARED_READS_STALE_IF_ERROR_MS: ms().default(60_000),
    SHARED_READS_STALE_WHILE_REVALIDATE_MS: ms().default(10_000),
  });
}

export type SubgraphEnv = z.infer<ReturnType<typeof subgraphEnvSchema>>;

/** The shared reads' settings of a subgraph environment. */
export function sharedReadsSettings(env: SubgraphEnv): SharedReadsOptions {
  return {
    defaultTtlMs: env.SHARED_READS_TTL_MS,
    maxTtlMs: env.SHARED_READS_MAX_TTL_MS,
    maxEntries: env.SHARED_READS_MAX_ENTRIES,
    staleIfErrorMs: env.SHARED_READS_STALE_IF_ERROR_MS,
    staleWhileRevalidateMs: env.SHARED_READS_STALE_WHILE_REVALIDATE_MS,
  };
}

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
  source: Record<string, string | undefined>,
): SubgraphEnvResult<TOwn> {
  const shared = envProblems(subgraphEnvSchema(defaultPort), source, [setInProduction('VIEWER_SIGNING_SECRET')]);
  const own = ownSchema ? envProblems(ownSchema, source) : { env: {} as Partial<TOwn>, problems: [] };
  const problems = [...shared.problems, ...own.problems].map((problem) => `${name} config: ${problem}`);
  if (problems.length > 0 || !shared.env || !own.env) return { ok: false, problems };
  return { ok: true, value: { env: shared.env, own: own.env } };
}

/**
 * The configuration of a subgraph a test starts in its own process, from that process's
 * environment through the same schema (vitest.config.ts sets what the tests need, such as the
 * shared reads' kept time 0); a bad value throws with every problem.
 */
export function subgraphEnvOfThisProcess<TOwn>(name: string, defaultPort: number, ownSchema: z.ZodType<Partial<TOwn>> | undefined): ParsedSubgraphEnv<TOwn> {
  const parsed = parseSubgraphEnv(name, defaultPort, ownSchema, process.env);
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.value;
}
