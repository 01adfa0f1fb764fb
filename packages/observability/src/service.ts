import type { SharedRedis } from '@club/shared-state';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { loadServiceEnv, type BaseEnv, type EnvCheck } from './env';
import { InstanceLifecycle } from './lifecycle';
import { createLogger, useProcessLogger } from './logger';
import { nameMetricsService } from './metrics';
import { serviceRedis } from './redis';
import { setupTracing } from './tracing';

/** What a process's `start` is given: its parsed settings and the kit's parts, made once. */
export interface ServiceContext<E extends BaseEnv> {
  name: string;
  env: E;
  /** The process's one logger (also `processLogger()`). */
  logger: Logger;
  /** Its life behind a balancer: `/health/ready`, the drain, what to close (`onStop`). */
  lifecycle: InstanceLifecycle;
  /** The shared Redis when REDIS_URL is set and the service asked for it (`redis`), else null. */
  redis: SharedRedis | null;
}

/** A started service: where it listens, and how its routes stop (the kit closes Redis and tracing after). */
export interface StartedService {
  url: string;
  close: () => Promise<void>;
}

export interface ServiceDefinition<E extends BaseEnv> {
  /** `gateway`, `subgraph-crm`, `upstream`: the `service` of every log line, metric and span. */
  name: string;
  /** The base schema extended with the process's own variables (`serviceEnvSchema`). */
  env: z.ZodType<E>;
  /** Checks across variables (a development secret in production). */
  checks?: readonly EnvCheck<E>[];
  /** The process's default LOG_LEVEL (info when unset). */
  defaultLogLevel?: 'info' | 'warn';
  /** Whether it connects to REDIS_URL, and what a lost connection costs (logged). */
  redis?: { whenDown: string };
  /** Builds and starts its routes on `env`'s host and port. */
  start: (context: ServiceContext<E>) => Promise<StartedService>;
}

/**
 * The one way a process starts: its environment read once through its schema (every bad variable
 * listed, exit 1), its logger, metrics name and tracing, its lifecycle (SIGTERM/SIGINT: not ready at
 * once, SHUTDOWN_DRAIN_MS of serving, close, in-flight requests finish, resources close, exit;
 * SHUTDOWN_TIMEOUT_MS bounds it), the shared Redis, its routes, and one `listening` log line.
 */
export async function runService<E extends BaseEnv>(definition: ServiceDefinition<E>, source?: Record<string, string | undefined>): Promise<ServiceContext<E> & StartedService> {
  const env = loadServiceEnv(definition.name, definition.env, source, definition.checks);
  const logger = createLogger({ service: definition.name, level: env.LOG_LEVEL, defaultLevel: definition.defaultLogLevel });
  useProcessLogger(logger);
  nameMetricsService(definition.name);
  // With an OTLP endpoint configured, a span per request (docs/operations.md 'Following a slow request'); before the routes, which check it.
  const tracing = await setupTracing({ service: definition.name, env });
  const lifecycle = new InstanceLifecycle({ drainMs: env.SHUTDOWN_DRAIN_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS, logger });
  const redis = definition.redis ? serviceRedis(definition.name, env.REDIS_URL, definition.redis.whenDown) : null;
  // Started degraded when Redis is not there yet: each user falls back to its own memory until it comes.
  await redis?.waitUntilReady();
  const context: ServiceContext<E> = { name: definition.name, env, logger, lifecycle, redis };
  const started = await definition.start(context);
  lifecycle.onStop(definition.name, () => started.close());
  if (redis) lifecycle.onStop('redis', () => redis.close());
  lifecycle.onStop('tracing', () => tracing.shutdown());
  lifecycle.handleSignals();
  logger.info({ event: 'listening', url: started.url }, `${definition.name}: listening on ${started.url}`);
  return { ...context, ...started };
}
