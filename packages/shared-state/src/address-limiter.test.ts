import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressLimiter } from './address-limiter';
import { SharedRedis } from './redis';
import { startTestRedis, type TestRedis } from './testing';

// Two instances' limiters over one real Redis (REDIS_URL), as two gateways behind a balancer.
let redis: TestRedis;
let first: SharedRedis;
let second: SharedRedis;

beforeAll(async () => {
  redis = await startTestRedis();
  first = await redis.connect('limiter-1');
  second = await redis.connect('limiter-2');
});

afterAll(async () => {
  await redis?.stop();
});

describe('AddressLimiter', () => {
  it('in one process: the points of the window, then a refusal with the seconds until it ends', async () => {
    const limiter = new AddressLimiter('own', { points: 3, windowSeconds: 60 });
    expect(await limiter.take('10.0.0.1')).toEqual({ ok: true, remaining: 2 });
    await limiter.take('10.0.0.1');
    await limiter.take('10.0.0.1');
    const refused = await limiter.take('10.0.0.1');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address has its own window.
    expect((await limiter.take('10.0.0.2')).ok).toBe(true);
  });

  it('with Redis: one limit per address across instances', async () => {
    const one = new AddressLimiter('shared', { points: 4, windowSeconds: 60 }, first);
    const two = new AddressLimiter('shared', { points: 4, windowSeconds: 60 }, second);
    expect(await one.take('192.0.2.7')).toEqual({ ok: true, remaining: 3 });
    expect(await two.take('192.0.2.7')).toEqual({ ok: true, remaining: 2 });
    expect(await one.take('192.0.2.7')).toEqual({ ok: true, remaining: 1 });
    expect(await two.take('192.0.2.7')).toEqual({ ok: true, remaining: 0 });
    expect((await one.take('192.0.2.7')).ok).toBe(false);
    expect((await two.take('192.0.2.7')).ok).toBe(false);
    expect(await first.client.exists('club:limit:shared:192.0.2.7')).toBe(1);
    // Limits of another name count apart.
    expect((await new AddressLimiter('other', { points: 1, windowSeconds: 60 }, second).take('192.0.2.7')).ok).toBe(true);
  });

  it('counts in its own memory, without waiting, while Redis is down, and shares again once it is back', async () => {
    const outage = await startTestRedis();
    const shared = new SharedRedis(outage.url, { name: 'limiter-outage' });
    await shared.waitUntilReady();
    const limiter = new AddressLimiter('outage', { points: 2, windowSeconds: 60 }, shared);
    await outage.kill();
    const started = Date.now();
    expect((await limiter.take('198.51.100.1')).ok).toBe(true);
    expect((await limiter.take('198.51.100.1')).ok).toBe(true);
    expect((await limiter.take('198.51.100.1')).ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    await outage.start();
    expect(await shared.waitUntilReady(5000)).toBe(true);
    expect(await limiter.take('198.51.100.9')).toEqual({ ok: true, remaining: 1 });
    expect(await shared.client.get('club:limit:outage:198.51.100.9')).toBe('1');
    await shared.close();
    await outage.stop();
  });
});
