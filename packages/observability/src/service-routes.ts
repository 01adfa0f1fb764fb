import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { dependenciesAnswer, HEALTH_PATHS, liveAnswer, readyAnswer, type DependencyCheck, type HealthAnswer } from './health';
import type { InstanceLifecycle } from './lifecycle';
import { metricsAnswer } from './metrics-route';

export interface ServiceRoutesOptions {
  service: string;
  lifecycle: InstanceLifecycle;
  /** What `/health/deps` checks (none: it answers `ok` with an empty map). */
  dependencies?: Record<string, DependencyCheck>;
  /** The registry `/metrics` serves; without one the process serves no `/metrics` here (the gateway serves its own). */
  registry?: Registry;
  metricsToken?: string;
}

/**
 * The routes every process serves, as one node:http handler (express mounts it with `app.use`,
 * Fastify per route): `/health/live`, `/health/ready`, `/health/deps` and `/metrics`. It answers
 * and returns true for those paths (GET), else returns false and touches nothing.
 */
export function serviceRoutes(options: ServiceRoutesOptions): (req: IncomingMessage, res: ServerResponse) => Promise<boolean> {
  const health: Record<string, () => HealthAnswer | Promise<HealthAnswer>> = {
    [HEALTH_PATHS.live]: () => liveAnswer(options.service),
    [HEALTH_PATHS.ready]: () => readyAnswer(options.service, options.lifecycle),
    [HEALTH_PATHS.deps]: () => dependenciesAnswer(options.service, options.dependencies ?? {}),
  };
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '/').split('?')[0]!;
    const answer = health[path];
    if (answer) {
      const { statusCode, body } = await answer();
      res.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      return true;
    }
    if (path === '/metrics' && options.registry) {
      const { statusCode, headers, body } = await metricsAnswer(req.headers.authorization, options.metricsToken, options.registry);
      res.writeHead(statusCode, headers).end(body);
      return true;
    }
    return false;
  };
}
