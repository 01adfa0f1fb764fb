/**
 * Usage in a fleet (gateway/src/usage/): every gateway records the operations it answers and writes
 * them to the one database the gateways share, so the explorer's operations view shows the same
 * operations, counts and percentiles whichever gateway serves it, and the figures outlive the
 * gateways (both restarted).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FleetClient } from './client';
import { FLEET_OPS_KEY, startFleet, type Fleet } from './harness';

let fleet: Fleet;

beforeAll(async () => {
  // Written every second, so the other gateway's share is in the database by the time the view is asked.
  fleet = await startFleet({ gatewayEnv: { USAGE_FLUSH_SECONDS: '1' } });
});

afterAll(async () => {
  await fleet?.stop();
});

type View = { stats: { operationName: string; count: number; errors: number; p50: number; p95: number; p99: number; cost: number; errorCodes: { code: string; count: number }[] }[] };

/** The fleet's figures of this test's operations, as one address (a gateway, the balancer) answers them. */
async function viewFrom(url: string, from: number, to: number) {
  const res = await fetch(`${url}/explorer/operations?from=${from}&to=${to}`, { headers: { 'x-api-key': FLEET_OPS_KEY } });
  expect(res.status).toBe(200);
  const view = (await res.json()) as View;
  return view.stats.filter((s) => s.operationName.startsWith('FleetUsage')).sort((a, b) => a.operationName.localeCompare(b.operationName));
}

describe('usage across gateways', () => {
  it('the operations view is the same from either gateway and the balancer, covers both gateways’ traffic, and survives a restart of both', async () => {
    const from = Date.now() - 60_000;
    const [one, two] = fleet.gateways.map((g) => new FleetClient(g.url, { 'x-api-key': FLEET_OPS_KEY })) as [FleetClient, FleetClient];
    for (let i = 0; i < 5; i++) await one.request('query FleetUsagePlans { plans { name } }');
    for (let i = 0; i < 7; i++) await two.request('query FleetUsagePlans { plans { name } }');
    await one.request('query FleetUsageBroken { course(id: "999999999") { id title } }');
    await two.request('query FleetUsageBroken { course(id: "999999999") { id title } }');
    const to = Date.now() + 5 * 60_000;
    // Both gateways have written their buffers (every second).
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const [a, b] = fleet.gateways.map((g) => g.url) as [string, string];
    const fromA = await viewFrom(a, from, to);
    expect(fromA.map((s) => [s.operationName, s.count, s.errors])).toEqual([
      ['FleetUsageBroken', 2, 2],
      ['FleetUsagePlans', 12, 0],
    ]);
    expect(fromA[1]!.p50).toBeGreaterThan(0);
    expect(fromA[0]!.errorCodes.reduce((n, e) => n + e.count, 0)).toBeGreaterThanOrEqual(2);
    expect(await viewFrom(b, from, to)).toEqual(fromA);
    expect(await viewFrom(fleet.url, from, to)).toEqual(fromA);

    // Both gateways stopped and started again: the figures are the database's, not theirs.
    await Promise.all(fleet.gateways.map((g) => g.signal('SIGTERM')));
    await Promise.all(fleet.gateways.map((g) => g.start()));
    expect(await viewFrom(a, from, to)).toEqual(fromA);
    expect(await viewFrom(b, from, to)).toEqual(fromA);
  });
});
