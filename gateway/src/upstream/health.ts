import { upstreamUrl } from '@club/subgraph-kit';

/** The upstream's own health route (upstream/README.md), which the gateway's `/health/deps` asks (health/health.ts). */
export function upstreamHealthUrl(baseUrl: string): URL {
  return upstreamUrl(baseUrl, { method: 'GET', path: '/health' });
}

/**
 * A dependency's health probe (health/health.ts: the upstream's and each subgraph's health route):
 * one GET within `timeoutMs`, its status or null when nothing answered. A plain call on purpose: a
 * probe is no upstream call of a member's request, so it is not on the upstream-call metrics or
 * traces (upstreamFetch), and a probe every few seconds would drown them.
 */
export async function probe(url: string | URL, timeoutMs: number): Promise<number | null> {
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
    return answer.status;
  } catch {
    return null;
  }
}
