import { KEY_PREFIX } from '@club/shared-state';
import { startTestRedis, type TestRedis } from '@club/shared-state/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_S } from './session-cookie';
import { SessionRevocations } from './session-revocations';

// Several gateways' session marks over one real Redis: a password change on one gateway ends the
// member's older sessions on every other at once, and on a gateway started afterwards.
let redis: TestRedis;

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  await redis?.stop();
});

async function gateway(name: string, recheckMs = 60_000): Promise<SessionRevocations> {
  const shared = await redis.connect(name);
  const revocations = new SessionRevocations(shared, recheckMs);
  await shared.waitUntilSubscribed();
  return revocations;
}

/** Waits (bounded) until `read` gives `expected`. */
async function eventually(read: () => Promise<number>, expected: number): Promise<number> {
  const deadline = Date.now() + 2000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe('session marks across gateways (Redis)', () => {
  it("a mark set on one gateway reaches another that had read none, and one started afterwards", async () => {
    const [one, two] = [await gateway('gateway-1'), await gateway('gateway-2')];
    // The second gateway read (and keeps, for a minute) that the member has no mark.
    expect(await two.voidBefore('1000005')).toBe(0);
    const at = Date.now();
    await one.endSessionsBefore('1000005', at);
    expect(await one.voidBefore('1000005')).toBe(at);
    // The message crosses Redis: the kept "no mark" does not last.
    expect(await eventually(() => two.voidBefore('1000005'), at)).toBe(at);
    // A gateway started after the change reads the mark from Redis.
    const three = await gateway('gateway-3');
    expect(await three.voidBefore('1000005')).toBe(at);
    // Other members are untouched.
    expect(await three.voidBefore('1000003')).toBe(0);
    // The mark lives as long as a session cookie, then goes.
    const ttl = await (await redis.connect('reader')).client.pttl(`${KEY_PREFIX}sessions:void-before:1000005`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SESSION_MAX_AGE_S * 1000);
  });

  it('a later change moves the mark forward, never back', async () => {
    const [one, two] = [await gateway('gateway-4'), await gateway('gateway-5')];
    const first = Date.now();
    await one.endSessionsBefore('1000006', first + 10);
    await two.endSessionsBefore('1000006', first);
    expect(await eventually(() => one.voidBefore('1000006'), first + 10)).toBe(first + 10);
    expect(await (await gateway('gateway-6')).voidBefore('1000006')).toBe(first + 10);
  });

  it('without Redis, one gateway keeps its marks in its own memory', async () => {
    const alone = new SessionRevocations(null, 1);
    expect(await alone.voidBefore('1000003')).toBe(0);
    await alone.endSessionsBefore('1000003', 1234);
    await new Promise((r) => setTimeout(r, 10));
    expect(await alone.voidBefore('1000003')).toBe(1234);
  });
});
