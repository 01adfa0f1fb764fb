/** The upstream's own health route (upstream/README.md), which the gateway's readiness asks (health/health.ts). */
export function upstreamHealthUrl(upstreamUrl: string): string {
  return `${upstreamUrl}/health`;
}
