import { upstreamUrl } from '@club/subgraph-kit';

/** The upstream's own health route (upstream/README.md), which the gateway's `/health/deps` asks (health/health.ts). */
export function upstreamHealthUrl(baseUrl: string): URL {
  return upstreamUrl(baseUrl, { method: 'GET', path: '/health' });
}
