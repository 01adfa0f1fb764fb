import type { Express } from 'express';
import { upstreamHealthUrl } from '../upstream/health';

/** Liveness: the process answers. Readiness: the upstream and every subgraph answer their health route. */
export function mountHealth(app: Express, deps: { upstreamUrl: string; subgraphUrls: Record<string, string> }): void {
  app.get('/health/live', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/health/ready', async (_req, res) => {
    const targets: Record<string, string> = { upstream: upstreamHealthUrl(deps.upstreamUrl) };
    for (const [name, url] of Object.entries(deps.subgraphUrls)) targets[name] = url.replace(/\/graphql$/, '/health/ready');
    const checks = await Promise.all(
      Object.entries(targets).map(async ([name, url]) => {
        try {
          const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
          return [name, r.ok ? 'ok' : `status ${r.status}`] as const;
        } catch {
          return [name, 'unreachable'] as const;
        }
      }),
    );
    const ready = checks.every(([, s]) => s === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'degraded', checks: Object.fromEntries(checks) });
  });
}
