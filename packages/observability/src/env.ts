import { z } from 'zod';
import { DEFAULT_SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS } from './lifetimes';
import { LOG_LEVELS, logLevelFrom, type LogLevel } from './log-levels';
import { METRICS_TOKEN_MIN_LENGTH } from './metrics';

/**
 * The kit's environment module: the variables every process reads (the base schema each process
 * extends with its own), and the one way a process reads its environment. Apart from files named
 * `env.ts`, product code never touches `process.env` (eslint.config.js): every setting is read once,
 * at start, through a schema, and a bad value stops the process with every bad variable listed.
 */

const REDIS_URL = z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL');

/** The base schema's variables (docs/operations.md 'Settings every process reads'). */
export const BASE_ENV_SHAPE = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Level of the JSON logs (docs/operations.md 'Logs and request ids'); the process's default when unset.
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  // Bearer token of GET /metrics (docs/operations.md 'Metrics'); without it the route is off.
  METRICS_TOKEN: z.string().min(METRICS_TOKEN_MIN_LENGTH).optional(),
  // On SIGTERM/SIGINT (docs/operations.md 'Stopping an instance'): how long the instance keeps serving while
  // /health/ready says draining, and the hard bound of the whole shutdown, from the signal (then exit 1).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(DEFAULT_SHUTDOWN_DRAIN_MS),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  // The Redis the instances of a fleet share (docs/operations.md 'Where state lives'); unset: this process's memory.
  REDIS_URL: REDIS_URL.optional(),
  // Traces over OTLP/HTTP (docs/operations.md 'Following a slow request'): the standard OpenTelemetry variables.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().optional(),
  OTEL_SDK_DISABLED: z.string().optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  OTEL_SERVICE_NAME: z.string().optional(),
};

export const baseEnvSchema = z.object(BASE_ENV_SHAPE);
export type BaseEnv = z.infer<typeof baseEnvSchema>;

/** A process's schema: the base variables and its own (`serviceEnvSchema({ PORT: … })`). */
export function serviceEnvSchema<S extends z.ZodRawShape>(own: S) {
  return baseEnvSchema.extend(own);
}

/** Why a process cannot start: every bad variable, one per line, in one message. */
export class ServiceEnvError extends Error {
  constructor(
    readonly service: string,
    readonly problems: readonly string[],
  ) {
    super(`${service}: bad configuration, not started:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ServiceEnvError';
  }
}

/** A check across variables (a secret that production must replace): the problem, or undefined. */
export type EnvCheck<T> = (env: T) => string | undefined;

/** The problems of an environment under a schema, each naming its variable, plus those of the cross checks. */
export function envProblems<T>(schema: z.ZodType<T>, source: Record<string, string | undefined>, checks: readonly EnvCheck<T>[] = []): { env?: T; problems: string[] } {
  // A plain copy: process.env is an exotic object some schemas (a record) refuse.
  const parsed = schema.safeParse({ ...source });
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`) };
  const problems = checks.map((check) => check(parsed.data)).filter((p): p is string => p !== undefined);
  return { env: parsed.data, problems };
}

/** The parsed environment, or a ServiceEnvError listing every problem. */
export function parseServiceEnv<T>(service: string, schema: z.ZodType<T>, source: Record<string, string | undefined> = process.env, checks: readonly EnvCheck<T>[] = []): T {
  const { env, problems } = envProblems(schema, source, checks);
  if (problems.length > 0 || env === undefined) throw new ServiceEnvError(service, problems);
  return env;
}

/**
 * A process's environment, read once at start: on a bad value the process writes one message
 * listing every bad variable to stderr and exits 1 (no logger exists yet to say it).
 */
export function loadServiceEnv<T>(service: string, schema: z.ZodType<T>, source: Record<string, string | undefined> = process.env, checks: readonly EnvCheck<T>[] = []): T {
  try {
    return parseServiceEnv(service, schema, source, checks);
  } catch (err) {
    if (!(err instanceof ServiceEnvError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

/** A check that refuses a development default in production (`VIEWER_SIGNING_SECRET must be set in production`). */
export function setInProduction<T extends { NODE_ENV: string }>(...names: (keyof T & string)[]): EnvCheck<T> {
  return (env) => {
    if (env.NODE_ENV !== 'production') return undefined;
    const unset = names.filter((name) => String(env[name] ?? '').startsWith('dev-only'));
    return unset.length > 0 ? `${unset.join(' and ')} must be set in production` : undefined;
  };
}

/**
 * LOG_LEVEL of the environment, for the logger of code that runs outside a started service (a
 * server a test starts in its own process); a started service gives its logger its parsed level.
 */
export function environmentLogLevel(): LogLevel | undefined {
  return logLevelFrom(process.env.LOG_LEVEL);
}
