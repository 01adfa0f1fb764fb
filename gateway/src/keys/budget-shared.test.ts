import { SharedRedis } from '@club/shared-state';
import { startTestRedis, type TestRedis } from '@club/shared-state/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_WINDOW_MS, SharedBudgetLedger } from './budget';

// Two gateways' ledgers over one real Redis (REDIS_URL): one budget per key, whichever answers.
let redis: TestRedis;
let first: SharedRedis;
let second: SharedRedis;

beforeAll(async () => {
  redis = await startTestRedis();
  first = await redis.connect('gateway-1');
  second = await redis.connect('gateway-2');
});

afterAll(async () => {
  await redis?.stop();
});

describe('SharedBudgetLedger', () => {
  it('spends one budget across two gateways and refuses on either once it is spent, with the same reset', async () => {
    const one = new SharedBudgetLedger(first);
    const two = new SharedBudgetLedger(second);
    const a = await one.charge('shared-key', 10, 6);
    expect(a).toMatchObject({ ok: true, limit: 10, remaining: 4 });
    const b = await two.charge('shared-key', 10, 4);
    expect(b).toMatchObject({ ok: true, remaining: 0 });
    const refused = await one.charge('shared-key', 10, 1);
    expect(refused).toMatchObject({ ok: false, remaining: 0 });
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeLessThanOrEqual(BUDGET_WINDOW_MS / 1000);
    // The window started with the first operation, on the first gateway: both report its end.
    expect(Math.abs(refused.resetAt - a.resetAt)).toBeLessThan(1000);
    expect(await two.peek('shared-key', 10)).toMatchObject({ remaining: 0 });
    // Another key has its own budget.
    expect(await two.charge('other-key', 10, 10)).toMatchObject({ ok: true, remaining: 0 });
  });

  it('refuses an operation that does not fit whole and spends nothing of it', async () => {
    const one = new SharedBudgetLedger(first);
    expect(await one.charge('whole', 10, 7)).toMatchObject({ ok: true, remaining: 3 });
    expect(await one.charge('whole', 10, 5)).toMatchObject({ ok: false, remaining: 3 });
    expect(await new SharedBudgetLedger(second).charge('whole', 10, 3)).toMatchObject({ ok: true, remaining: 0 });
  });

  it('restores the whole budget when the window ends', async () => {
    const one = new SharedBudgetLedger(first);
    await one.charge('restored', 10, 10);
    // End the window now rather than wait a minute: the key expires as at the window's end.
    await first.client.pexpire('club:budget:restored', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(await new SharedBudgetLedger(second).charge('restored', 10, 2)).toMatchObject({ ok: true, remaining: 8 });
  });

  it('counts on the gateway alone, without waiting, while Redis is down, and shares again once it is back', async () => {
    const outage = await startTestRedis();
    const shared = new SharedRedis(outage.url, { name: 'gateway-outage' });
    await shared.waitUntilReady();
    const ledger = new SharedBudgetLedger(shared);
    await outage.kill();
    const started = Date.now();
    expect(await ledger.charge('outage-key', 10, 6)).toMatchObject({ ok: true, remaining: 4 });
    expect(await ledger.charge('outage-key', 10, 6)).toMatchObject({ ok: false, remaining: 4 });
    expect(Date.now() - started).toBeLessThan(2000);
    await outage.start();
    expect(await shared.waitUntilReady(5000)).toBe(true);
    expect(await ledger.charge('outage-key', 10, 6)).toMatchObject({ ok: true, remaining: 4 });
    expect(await shared.client.get('club:budget:outage-key')).toBe('6');
    await shared.close();
    await outage.stop();
  });
});
