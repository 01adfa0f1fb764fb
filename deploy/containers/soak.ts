import { FleetClient } from '../../fleet/client';
import { failuresOf, steadyLoad } from '../../fleet/load';

export interface SoakResult {
  requests: number;
  failed: number;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
}

/**
 * The same soak for the containers and the process fleet: eight clients through the balancer for
 * `ms`, two in three signed in as a premium member, asking the viewer (crm), the navigation (cms)
 * and the latest contents (cms), as the web client's pages do.
 */
export async function soak(url: string, ms: number): Promise<SoakResult> {
  const member = new FleetClient(url);
  const login = await member.login('premium@demo.club');
  if (login.body.data?.login.status !== 'SUCCESS') throw new Error(`soak: the member could not sign in (${JSON.stringify(login.body)})`);
  const bodies = [
    JSON.stringify({ query: '{ viewer { subscriptionType user { id } } }' }),
    JSON.stringify({ query: '{ viewer { subscriptionType } navigation { label } latestContents(first: 4) { items { id } } }' }),
  ];
  // A warm-up, not counted: the first requests plan the operations and fill the pools.
  await steadyLoad({ concurrency: 8, maxMs: 2000, next: (i) => ({ url: `${url}/graphql`, body: bodies[i % 2]! }) }).stop();
  const started = Date.now();
  const load = steadyLoad({
    concurrency: 8,
    maxMs: ms,
    next: (i) => ({ url: `${url}/graphql`, body: bodies[i % 2]!, headers: i % 3 === 0 ? {} : ({ cookie: member.cookie } as Record<string, string>) }),
  });
  await new Promise((r) => setTimeout(r, ms));
  const outcomes = await load.stop();
  const seconds = (Date.now() - started) / 1000;
  const durations = outcomes.map((o) => o.ended - o.started).sort((a, b) => a - b);
  const at = (p: number) => durations[Math.min(durations.length - 1, Math.floor(durations.length * p))] ?? 0;
  return { requests: outcomes.length, failed: failuresOf(outcomes).length, reqPerSec: Math.round(outcomes.length / seconds), p50ms: at(0.5), p99ms: at(0.99) };
}
