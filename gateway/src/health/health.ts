import type { InstanceLifecycle } from '@club/observability';
import type { Express } from 'express';
import { probe, upstreamHealthUrl } from '../upstream/health';

/** The deadline of each dependency check of `/health/deps` (docs/operations.md 'Deadlines and circuit breakers'). */
export const DEPENDENCY_CHECK_TIMEOUT_MS = 2000;

/**
 * Liveness: the process answers. Readiness: this instance takes traffic (started, not draining:
 * `InstanceLifecycle`), with no dependency call, so one subgraph's outage never takes every gateway
 * of the fleet out of the balancer. `/health/deps`: the ops view of the dependencies, the upstream's
 * and every subgraph's health route (200, else 503 with the `checks` map).
 */
export function mountHealth(app: Express, deps: { lifecycle: InstanceLifecycle; upstreamUrl: string; subgraphUrls: Record<string, string> }): void {
  app.get('/health/live', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/health/ready', (_req, res) => {
    const { statusCode, body } = deps.lifecycle.readiness();
    res.status(statusCode).json(body);
  });
  app.get('/health/deps', async (_req, res) => {
    const targets: Record<string, string | URL> = { upstream: upstreamHealthUrl(deps.upstreamUrl) };
    for (const [name, url] of Object.entries(deps.subgraphUrls)) targets[name] = url.replace(/\/graphql$/, '/health/ready');
    const checks = await Promise.all(
      Object.entries(targets).map(async ([name, url]) => {
        const status = await probe(url, DEPENDENCY_CHECK_TIMEOUT_MS);
        return [name, status === null ? 'unreachable' : status >= 200 && status < 300 ? 'ok' : `status ${status}`] as const;
      }),
    );
    const ready = checks.every(([, s]) => s === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'degraded', checks: Object.fromEntries(checks) });
  });
}
