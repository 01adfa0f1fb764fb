/**
 * Partner keys' rotation and usage across two gateways on the same keys database (PostgreSQL):
 * a key rotated through one gateway is honoured on the other (the new secret, and the old one during
 * the grace), and a key's use counted by both gateways reads as the sum on either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_OPS_KEY, startFleet, type Fleet } from './harness';
import { asPartner, opsWith } from './journeys';

let fleet: Fleet;
let one: string;
let two: string;

beforeAll(async () => {
  // Usage is written every 200 ms here, so the sums are there when the test reads them.
  fleet = await startFleet({ crms: 1, gatewayEnv: { KEY_USAGE_FLUSH_MS: '200' } });
  [one, two] = fleet.gateways.map((g) => g.url) as [string, string];
});

afterAll(async () => {
  await fleet?.stop();
});

const { ops, createKey } = opsWith(FLEET_OPS_KEY, 'fleet-rotation');

describe('partner keys rotated and counted across gateways', () => {
  it('a key rotated through one gateway is honoured on the other: the new secret, and the old one during the grace', async () => {
    const { id, key } = await createKey(one, 50_000);
    const rotated = await ops(one, `/ops/keys/${id}/rotate`, { method: 'POST' });
    expect(rotated.status).toBe(200);
    const fresh = ((await rotated.json()) as { key: string }).key;
    for (const url of [one, two]) {
      expect((await asPartner(url, fresh)).status).toBe(200);
      expect((await asPartner(url, key)).status).toBe(200);
    }
  });

  it("a key's use counted on both gateways reads as the sum on either", async () => {
    const { id, key } = await createKey(two, 50_000);
    for (const url of [one, one, one, two, two]) expect((await asPartner(url, key)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    for (const url of [one, two]) {
      const res = await fetch(`${url}/api/usage?days=1`, { headers: { 'x-api-key': key } });
      expect(res.status).toBe(200);
      const usage = (await res.json()) as { keyId: string; total: { requests: number; costSpent: number } };
      expect(usage.keyId).toBe(id);
      expect(usage.total.requests).toBe(5);
      expect(usage.total.costSpent).toBeGreaterThan(0);
    }
  });
});
