import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeysDb, type KeysDb } from '../keys/db';
import { UsageFlusher } from './flusher';
import { operationStats, topOperations } from './queries';
import { UsageRecorder, type UsageEvent } from './recorder';
import { mergeSketches, newSketch, percentilesOf, recordDuration } from './sketch';
import { UsageStore } from './store';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 11, 7, 9, 0);
const event = (over: Partial<UsageEvent> = {}): UsageEvent => ({ at: T0 + 1000, operationName: 'Home', documentHash: 'h1', client: 'web', durationMs: 10, cost: 2, errors: [], ...over });

let db: KeysDb;
beforeAll(async () => {
  db = await openKeysDb({ dataDir: 'memory://' });
});
afterAll(async () => db.close());

/** A store over its own table contents: every test starts from an empty one. */
async function emptyStore(gateway = 'a'): Promise<UsageStore> {
  const store = new UsageStore(db, gateway);
  await store.read({ from: 0, to: 1 });
  await db.exec('DELETE FROM usage_minutes; UPDATE usage_pruned SET pruned_at = \'epoch\'');
  return store;
}

describe('usage recorder', () => {
  it('keys by minute × operation × document × client × outcome, with counts, cost, errors by code and a few samples', () => {
    const recorder = new UsageRecorder({ maxKeys: 100 });
    recorder.record(event());
    recorder.record(event({ durationMs: 30 }));
    recorder.record(event({ at: T0 + MINUTE + 5 }));
    recorder.record(event({ client: 'partner:acme' }));
    for (let i = 0; i < 5; i++) recorder.record(event({ errors: [{ code: 'UPSTREAM_UNAVAILABLE', message: `giù ${i}` }] }));
    const rows = recorder.take();
    expect(rows).toHaveLength(4);
    const first = rows.find((r) => r.minute === T0 && r.client === 'web' && r.outcome === 'ok')!;
    expect(first).toMatchObject({ operationName: 'Home', documentHash: 'h1', count: 2, cost: 4 });
    const failed = rows.find((r) => r.outcome === 'error')!;
    expect(failed.errorsByCode).toEqual({ UPSTREAM_UNAVAILABLE: 5 });
    expect(failed.samples.UPSTREAM_UNAVAILABLE).toEqual(['giù 0', 'giù 1', 'giù 2']);
    expect(recorder.take()).toEqual([]);
  });

  it('past its bound drops new keys and counts their requests; existing keys still count', () => {
    let dropped = 0;
    const recorder = new UsageRecorder({ maxKeys: 2, onDrop: (n) => (dropped += n) });
    recorder.record(event({ operationName: 'A' }));
    recorder.record(event({ operationName: 'B' }));
    recorder.record(event({ operationName: 'C' }));
    recorder.record(event({ operationName: 'A' }));
    expect(dropped).toBe(1);
    expect(recorder.take().map((r) => [r.operationName, r.count])).toEqual([['A', 2], ['B', 1]]);
  });
});

describe('latency sketches', () => {
  it('two gateways’ sketches merged give the percentiles of the union of their requests (within 1 %)', () => {
    // Gateway A answers fast (1..100 ms), gateway B slow (901..1000 ms): neither's percentiles, nor their mean, are the union's.
    const a = new UsageRecorder({ maxKeys: 10 });
    const b = new UsageRecorder({ maxKeys: 10 });
    for (let i = 1; i <= 100; i++) a.record(event({ durationMs: i }));
    for (let i = 901; i <= 1000; i++) b.record(event({ durationMs: i }));
    const merged = percentilesOf(mergeSketches([...a.take(), ...b.take()].map((r) => r.latency)));
    const union = [...Array.from({ length: 100 }, (_, i) => i + 1), ...Array.from({ length: 100 }, (_, i) => i + 901)];
    const nearestRank = (p: number) => union[Math.ceil(p * union.length) - 1]!;
    expect(merged.p50).toBeGreaterThanOrEqual(nearestRank(0.5) * 0.99);
    expect(merged.p50).toBeLessThanOrEqual(nearestRank(0.5) * 1.01);
    expect(merged.p95).toBeGreaterThanOrEqual(nearestRank(0.95) * 0.99);
    expect(merged.p95).toBeLessThanOrEqual(nearestRank(0.95) * 1.01);
    expect(merged.p99).toBeGreaterThanOrEqual(nearestRank(0.99) * 0.99);
    expect(merged.p99).toBeLessThanOrEqual(nearestRank(0.99) * 1.01);
  });

  it('an empty sketch has zero percentiles; a recorded duration comes back within 1 %', () => {
    expect(percentilesOf(newSketch())).toEqual({ p50: 0, p95: 0, p99: 0 });
    const one = newSketch();
    recordDuration(one, 123.4);
    expect(percentilesOf(one).p99).toBeCloseTo(123.4, -1);
  });
});

describe('usage store', () => {
  it('rows two gateways wrote for the same key merge at read: counts, cost, errors and the union’s percentiles', async () => {
    const storeA = await emptyStore('a');
    const storeB = new UsageStore(db, 'b');
    const a = new UsageRecorder({ maxKeys: 10 });
    const b = new UsageRecorder({ maxKeys: 10 });
    for (let i = 1; i <= 100; i++) a.record(event({ durationMs: i }));
    for (let i = 901; i <= 1000; i++) b.record(event({ durationMs: i }));
    b.record(event({ errors: [{ code: 'BAD_USER_INPUT', message: 'id non valido' }] }));
    await storeA.write(a.take());
    await storeB.write(b.take());
    const rows = await storeA.read({ from: T0, to: T0 + MINUTE });
    const [home] = operationStats(rows, { from: T0, to: T0 + MINUTE, bucketMs: MINUTE });
    expect(home).toMatchObject({ operationName: 'Home', count: 201, errors: 1, cost: 402, errorCodes: [{ code: 'BAD_USER_INPUT', count: 1, samples: ['id non valido'] }] });
    expect(home!.p50).toBeGreaterThan(95);
    expect(home!.p50).toBeLessThan(120);
    expect(home!.p99).toBeGreaterThan(985);
    expect(home!.series).toEqual([expect.objectContaining({ at: T0, count: 201, errors: 1 })]);
    // The filters are the database's: only the failed requests.
    expect((await storeA.read({ from: T0, to: T0 + MINUTE, status: 'error' })).map((r) => r.count)).toEqual([1]);
  });

  it('the view: series buckets sized to the range, cost filter, top slow and top failing', async () => {
    const store = await emptyStore();
    const r = new UsageRecorder({ maxKeys: 100 });
    r.record(event({ operationName: 'Slow', durationMs: 900, cost: 50 }));
    r.record(event({ operationName: 'Slow', at: T0 + 30 * MINUTE, durationMs: 800, cost: 50 }));
    r.record(event({ operationName: 'Fast', durationMs: 5, cost: 1, errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'boom' }] }));
    await store.write(r.take());
    const range = { from: T0, to: T0 + 60 * MINUTE, bucketMs: 10 * MINUTE };
    const stats = operationStats(await store.read(range), range);
    expect(stats.find((s) => s.operationName === 'Slow')!.series.map((p) => [p.at, p.count])).toEqual([[T0, 1], [T0 + 30 * MINUTE, 1]]);
    expect(topOperations(stats)).toEqual({ topSlow: ['Slow', 'Fast'], topFailing: ['Fast'] });
    expect(operationStats(await store.read(range), { ...range, minCost: 10 }).map((s) => s.operationName)).toEqual(['Slow']);
  });

  it('prunes rows past the retention, at most once an hour across the gateways', async () => {
    const store = await emptyStore('a');
    const now = T0 + 40 * 24 * 60 * MINUTE;
    const r = new UsageRecorder({ maxKeys: 10 });
    r.record(event({ at: T0 }));
    r.record(event({ at: now - MINUTE }));
    await store.write(r.take());
    expect(await store.prune(30, now)).toBe(1);
    expect((await store.read({ from: 0, to: now })).map((row) => row.minute)).toEqual([now - MINUTE - ((now - MINUTE) % MINUTE)]);
    // Another gateway within the hour: no prune; an hour later: it prunes.
    expect(await new UsageStore(db, 'b').prune(30, now + 10 * MINUTE)).toBeNull();
    expect(await new UsageStore(db, 'b').prune(30, now + 61 * MINUTE)).toBe(0);
  });
});

describe('usage flusher', () => {
  it('writes the buffer in one batch; a failing database keeps the rows for the next flush, drops past the bound and counts', async () => {
    let dropped = 0;
    const recorder = new UsageRecorder({ maxKeys: 2, onDrop: (n) => (dropped += n) });
    let down = true;
    const writes: number[] = [];
    const store = {
      write: async (rows: { count: number }[]) => {
        if (down) throw new Error('database down');
        writes.push(rows.length);
      },
      prune: async () => 0,
    } as unknown as UsageStore;
    const flusher = new UsageFlusher({ recorder, store, everyMs: 60_000, retentionDays: 30 });
    recorder.record(event({ operationName: 'A' }));
    recorder.record(event({ operationName: 'B' }));
    await flusher.flush();
    // Kept for the next flush; a new key past the bound is dropped and counted, the request is not touched.
    expect(recorder.size).toBe(2);
    expect(() => recorder.record(event({ operationName: 'C' }))).not.toThrow();
    expect(dropped).toBe(1);
    down = false;
    await flusher.close();
    expect(writes).toEqual([2]);
    expect(recorder.size).toBe(0);
  });
});
