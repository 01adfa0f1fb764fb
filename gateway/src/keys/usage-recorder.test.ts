import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeysDb, type KeysDb } from './db';
import { PartnerKeyStore } from './store';
import { KeyUsageRecorder, showKeyUsageDrops } from './usage-recorder';
import { addKeyUsage, pruneKeyUsage, readKeyUsage } from './usage-store';

let db: KeysDb;
beforeAll(async () => {
  db = await PartnerKeyStore.prepare(await openKeysDb({ dataDir: 'memory://' }));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('partner keys usage per day', () => {
  it('counts requests, cost spent, 429s and errors by code in memory, and writes them in one batch', async () => {
    const recorder = new KeyUsageRecorder(db, { retentionDays: 30 });
    recorder.record('k-one', { costSpent: 21, throttled: false, errorCodes: [] });
    recorder.record('k-one', { costSpent: 0, throttled: true, errorCodes: ['THROTTLED'] });
    recorder.record('k-one', { costSpent: 0, throttled: false, errorCodes: ['FORBIDDEN'] });
    expect((await readKeyUsage(db, { days: 30, keyId: 'k-one' })).get('k-one')).toBeUndefined();
    await recorder.flush();
    const usage = (await readKeyUsage(db, { days: 30, keyId: 'k-one' })).get('k-one')!;
    expect(usage.usage).toEqual([{ day: today(), requests: 3, costSpent: 21, throttled: 1, errors: { THROTTLED: 1, FORBIDDEN: 1 } }]);
    expect(Date.now() - new Date(usage.lastUsedAt!).getTime()).toBeLessThan(10_000);
  });

  it('does not count keys from PARTNER_API_KEYS (COUNT_CONFIGURED_KEYS)', async () => {
    const recorder = new KeyUsageRecorder({ ...db, query: async () => Promise.reject(new Error('must not be written')) }, { retentionDays: 30 });
    recorder.record('env:acme', { costSpent: 1, throttled: false, errorCodes: [] });
    await recorder.flush();
    expect(recorder.dropped).toBe(0);
  });

  it("adds two gateways' counts for the same key and day (additive upserts)", async () => {
    const a = new KeyUsageRecorder(db, { retentionDays: 30 });
    const b = new KeyUsageRecorder(db, { retentionDays: 30 });
    a.record('k-two', { costSpent: 5, throttled: false, errorCodes: ['BAD_USER_INPUT'] });
    b.record('k-two', { costSpent: 7, throttled: true, errorCodes: ['BAD_USER_INPUT', 'THROTTLED'] });
    b.record('k-two', { costSpent: 1, throttled: false, errorCodes: [] });
    await Promise.all([a.flush(), b.flush()]);
    expect((await readKeyUsage(db, { days: 1, keyId: 'k-two' })).get('k-two')!.usage[0]).toEqual({ day: today(), requests: 3, costSpent: 13, throttled: 1, errors: { BAD_USER_INPUT: 2, THROTTLED: 1 } });
  });

  it('past its bound it drops new key-days and counts them on /metrics; a failed write drops the batch, counts it and throws nothing', async () => {
    const recorder = new KeyUsageRecorder(db, { retentionDays: 30, maxPending: 2 });
    recorder.record('b-1', { costSpent: 1, throttled: false, errorCodes: [] });
    recorder.record('b-2', { costSpent: 1, throttled: false, errorCodes: [] });
    recorder.record('b-3', { costSpent: 1, throttled: false, errorCodes: [] });
    recorder.record('b-1', { costSpent: 1, throttled: false, errorCodes: [] });
    expect(recorder.dropped).toBe(1);

    const broken = new KeyUsageRecorder({ ...db, query: async () => Promise.reject(new Error('server down')) }, { retentionDays: 30 });
    broken.record('b-4', { costSpent: 1, throttled: false, errorCodes: [] });
    broken.record('b-4', { costSpent: 1, throttled: false, errorCodes: [] });
    await expect(broken.flush()).resolves.toBeUndefined();
    expect(broken.dropped).toBe(2);

    const registry = new Registry();
    showKeyUsageDrops(registry, broken);
    expect(await registry.metrics()).toMatch(/^gateway_key_usage_dropped_total 2$/m);
  });

  it('keeps the retention: older days are forgotten, and a read covers only the days asked', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const counts = (day: string) => ({ keyId: 'k-old', day, requests: 1, costSpent: 1, throttled: 0, lastUsedAt: Date.parse(day), errors: new Map([['X', 1]]) });
    await addKeyUsage(db, [counts(old), counts(recent)]);
    expect((await readKeyUsage(db, { days: 60, keyId: 'k-old' })).get('k-old')!.usage.map((d) => d.day)).toEqual([recent, old]);
    expect((await readKeyUsage(db, { days: 2, keyId: 'k-old' })).get('k-old')!.usage).toEqual([]);
    await pruneKeyUsage(db, 30);
    expect((await readKeyUsage(db, { days: 60, keyId: 'k-old' })).get('k-old')!.usage.map((d) => d.day)).toEqual([recent]);
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM key_usage_errors WHERE key_id = 'k-old'"))[0]!.n).toBe(1);
  });
});
