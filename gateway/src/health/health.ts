import { httpCheck, serviceRoutes, type InstanceLifecycle } from '@club/observability';
import type { Express } from 'express';
import { upstreamHealthUrl } from '../upstream/health';

/**
 * The kit's health routes (@club/observability, the same in every process): liveness; readiness
 * from the instance's lifecycle with no dependency call, so one subgraph's outage never takes every
 * gateway of the fleet out of the balancer; `/health/deps`, the ops view of the upstream's and every
 * subgraph's readiness (and the shared Redis when there is one). The gateway's `/metrics` is its
 * own (ops/metrics-route.ts: the operators' key besides METRICS_TOKEN).
 */
export function mountHealth(app: Express, deps: { lifecycle: InstanceLifecycle; upstreamUrl: string; subgraphUrls: Record<string, string>; redisReady?: () => boolean }): void {
  const dependencies = Object.fromEntries([
    ['upstream', httpCheck(upstreamHealthUrl(deps.upstreamUrl).href)],
    ...Object.entries(deps.subgraphUrls).map(([name, url]) => [name, httpCheck(url.replace(/\/graphql$/, '/health/ready'))]),
    ...(deps.redisReady ? [['redis', async () => (deps.redisReady!() ? 'ok' : 'unreachable')]] : []),
  ]);
  const routes = serviceRoutes({ service: 'gateway', lifecycle: deps.lifecycle, dependencies });
  app.use((req, res, next) => void routes(req, res).then((served) => served || next(), next));
}
