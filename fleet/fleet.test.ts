/**
 * The portal as a fleet (docs/operations.md 'Running as a fleet'): two gateways behind HAProxy, two
 * crm instances behind it too, the upstream and the gateways' keys on a PostgreSQL server, the
 * shared counters on Redis. Each test is something a single process cannot show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_METRICS_TOKEN, FLEET_OPS_KEY, startFleet, type Fleet } from './harness';
import { VIEWER, WRONG, asPartner, from, lockoutAcrossInstances, memberOf, opsWith, sessionAcrossGateways, upstreamCallCounts } from './journeys';
import { failuresOf, steadyLoad, type Outcome } from './load';

let fleet: Fleet;
let one: string;
let two: string;

beforeAll(async () => {
  fleet = await startFleet();
  [one, two] = fleet.gateways.map((g) => g.url) as [string, string];
});

afterAll(async () => {
  await fleet?.stop();
});

describe('sessions across gateways', () => {
  it('a member who signed in through one gateway is signed in on the other, and signing out on one ends it on both', async () => {
    await sessionAcrossGateways(one, two, fleet.url);
  });
});

describe('login protection across gateways and crm instances', () => {
  it('five wrong passwords spread over both gateways (and so both crm instances) lock the account everywhere', async () => {
    await lockoutAcrossInstances(one, two, crmLoginCounts);
  });

  it("counts one address's failures across the instances (credential stuffing)", async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < 30; i += 1) {
      const res = await from(i % 2 ? two : one, address).login(`ignoto${i}@demo.club`, WRONG);
      expect(res.body.data?.login.status).toBe('INVALID_CREDENTIALS');
    }
    expect((await from(one, address).login('premium@demo.club')).body.data?.login.status).toBe('TOO_MANY_ATTEMPTS');
    expect((await from(two, address).login('premium@demo.club')).body.data?.login.status).toBe('TOO_MANY_ATTEMPTS');
    expect((await from(two, '203.0.113.51').login('premium@demo.club')).body.data?.login.status).toBe('SUCCESS');
  });
});

describe('partner keys across gateways', () => {
  const { ops, createKey } = opsWith(FLEET_OPS_KEY, 'fleet-partner');

  it('a key created through one gateway works on the other at once, and one revoked through the other stops on both', async () => {
    const { id, key } = await createKey(one, 50_000);
    expect((await asPartner(two, key)).status).toBe(200);
    expect((await asPartner(one, key)).status).toBe(200);
    expect((await ops(two, `/ops/keys/${id}`, { method: 'DELETE' })).status).toBe(200);
    for (const url of [one, two]) {
      const res = await asPartner(url, key);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errors: { extensions: { reason: string } }[] }).errors[0]!.extensions.reason).toBe('KEY_REVOKED');
    }
  });

  it("spends one budget per minute across both gateways: once it is spent, either answers 429 with Retry-After", async () => {
    const probe = await createKey(one, 50_000);
    const cost = ((await (await asPartner(one, probe.key)).json()) as { extensions: { cost: { requestedQueryCost: number } } }).extensions.cost.requestedQueryCost;
    expect(cost).toBeGreaterThan(0);
    // A budget for exactly four of these operations: two on each gateway, then nothing anywhere.
    const { key } = await createKey(two, cost * 4);
    for (const url of [one, two, one, two]) expect((await asPartner(url, key)).status).toBe(200);
    for (const url of [one, two]) {
      const refused = await asPartner(url, key);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('THROTTLED');
    }
  });
});

describe('instances leaving under load', () => {
  /** Members and visitors reading pages whose fields come from crm (through its balancer) and cms. */
  async function mixedLoad() {
    const member = await memberOf(fleet.url, 'premium@demo.club');
    const bodies = [JSON.stringify({ query: VIEWER }), JSON.stringify({ query: '{ viewer { subscriptionType } navigation { label } }' })];
    return steadyLoad({
      concurrency: 6,
      maxMs: 30_000,
      next: (i) => ({ url: `${fleet.url}/graphql`, body: bodies[i % 2]!, headers: i % 3 === 0 ? {} : { cookie: member.cookie } as Record<string, string> }),
    });
  }
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const describeFailures = (failed: Outcome[], t0: number) => failed.map((o) => `${o.error} ${o.started - t0}..${o.ended - t0} ms`).join(', ');

  it('a gateway stopped with SIGTERM under load costs no request, and exits cleanly', async () => {
    const load = await mixedLoad();
    await pause(1500);
    const t0 = Date.now();
    const exit = await fleet.gateways[0]!.signal('SIGTERM');
    await pause(1500);
    const outcomes = await load.stop();
    expect(exit).toEqual({ code: 0, signal: null });
    const failed = failuresOf(outcomes);
    expect(failed, describeFailures(failed, t0)).toEqual([]);
    // The other gateway carried the load after the first had left.
    expect(outcomes.filter((o) => o.started > t0 + 2500).length).toBeGreaterThan(10);
    await fleet.gateways[0]!.start();
    await pause(1500); // two good checks and it is back in rotation
  });

  it('a crm instance killed (SIGKILL) under load fails only requests in flight on it, then none', async () => {
    const load = await mixedLoad();
    await pause(1500);
    const killedAt = Date.now();
    await fleet.crms[0]!.signal('SIGKILL');
    await pause(3000);
    const outcomes = await load.stop();
    const failed = failuresOf(outcomes);
    // Only requests already under way when it died (sent before the kill) may fail …
    expect(failed.filter((o) => o.started > killedAt + 100), describeFailures(failed, killedAt)).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(6);
    // … and the load went on, served by the other instance.
    expect(outcomes.filter((o) => o.started > killedAt + 1000 && o.error === null).length).toBeGreaterThan(10);
    await fleet.crms[0]!.start();
  });
});

/** How many upstream calls each crm instance has made (its own /metrics): a login is one. */
const crmLoginCounts = () => upstreamCallCounts(fleet.crms.map((crm) => crm.url), FLEET_METRICS_TOKEN);
