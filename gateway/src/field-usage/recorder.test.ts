import { afterEach, describe, expect, it } from 'vitest';
import { openKeysDb, type KeysDb } from '../keys/db';
import { FieldUsageRecorder, type FieldUsageSink } from './recorder';
import { FieldUsageStore, type FieldUsageRow } from './store';

class FakeSink implements FieldUsageSink {
  batches: FieldUsageRow[][] = [];
  pruned: number[] = [];
  fail = false;
  async add(rows: readonly FieldUsageRow[]) {
    if (this.fail) throw new Error('down');
    this.batches.push([...rows]);
  }
  async prune(days: number) {
    this.pruned.push(days);
  }
}

const at = Date.parse('2026-12-07T10:00:00Z');

describe('FieldUsageRecorder', () => {
  it('counts per day, client and coordinate in memory and writes them in one batch', async () => {
    const sink = new FakeSink();
    const recorder = new FieldUsageRecorder(sink, { retentionDays: 30 });
    // The coordinates of a document are one array (coordinates.ts keeps one per hash).
    const courseWithId = ['Query.course', 'Course.id'];
    const course = ['Query.course'];
    recorder.record('partner:acme', courseWithId, at);
    recorder.record('partner:acme', course, at + 1000);
    recorder.record('web', course, at);
    recorder.record('web', course, at + 500);
    // Another day is another row.
    recorder.record('web', course, at + 24 * 3600_000);
    expect(sink.batches).toEqual([]);
    await recorder.flush();
    expect(sink.batches).toHaveLength(1);
    expect(sink.batches[0]).toHaveLength(4);
    expect(sink.batches[0]).toEqual(
      expect.arrayContaining([
        { day: '2026-12-07', client: 'partner:acme', coordinate: 'Query.course', count: 2, lastSeen: at + 1000 },
        { day: '2026-12-07', client: 'partner:acme', coordinate: 'Course.id', count: 1, lastSeen: at },
        { day: '2026-12-07', client: 'web', coordinate: 'Query.course', count: 2, lastSeen: at + 500 },
        { day: '2026-12-08', client: 'web', coordinate: 'Query.course', count: 1, lastSeen: at + 24 * 3600_000 },
      ]),
    );
    expect(sink.pruned).toEqual([30]);
    // An empty flush writes nothing (an idle gateway does not open its embedded database).
    await recorder.flush();
    expect(sink.batches).toHaveLength(1);
  });

  it('drops and counts the operations past the bound of documents, and those of a batch the database refuses', async () => {
    const sink = new FakeSink();
    const recorder = new FieldUsageRecorder(sink, { retentionDays: 30, maxPending: 2 });
    const first = ['A.a', 'A.b', 'A.c'];
    recorder.record('web', first, at);
    recorder.record('partner:acme', first, at);
    // A third document (or client) past the bound is dropped; a tally already held still grows.
    recorder.record('web', ['A.a'], at);
    recorder.record('web', first, at);
    expect(recorder.dropped).toBe(1);
    sink.fail = true;
    await recorder.flush();
    expect(recorder.dropped).toBe(1 + 3);
    // Nothing is kept for a retry: memory stays bounded through an outage.
    sink.fail = false;
    recorder.record('web', ['A.d'], at);
    await recorder.flush();
    expect(sink.batches).toEqual([[{ day: '2026-12-07', client: 'web', coordinate: 'A.d', count: 1, lastSeen: at }]]);
  });

  it('record never waits for the database', () => {
    const recorder = new FieldUsageRecorder({ add: () => new Promise(() => undefined), prune: async () => undefined }, { retentionDays: 30 });
    void recorder.flush();
    const started = performance.now();
    for (let i = 0; i < 1000; i++) recorder.record('web', ['Query.course'], at);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('FieldUsageStore', () => {
  let db: KeysDb | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('adds batches to the same rows, reads a period and prunes past the retention', async () => {
    db = await openKeysDb({ dataDir: 'memory://' });
    const store = new FieldUsageStore(db);
    const today = new Date().toISOString().slice(0, 10);
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const now = Date.now();
    await store.add([
      { day: today, client: 'partner:acme', coordinate: 'Query.course', count: 2, lastSeen: now - 5000 },
      { day: old, client: 'partner:acme', coordinate: 'Query.old', count: 1, lastSeen: now - 40 * 86_400_000 },
    ]);
    await store.add([{ day: today, client: 'partner:acme', coordinate: 'Query.course', count: 3, lastSeen: now }]);
    expect(await store.uses(30)).toEqual([{ coordinate: 'Query.course', client: 'partner:acme', count: 5, lastSeen: new Date(now).toISOString() }]);
    expect((await store.uses(60)).map((u) => u.coordinate)).toEqual(['Query.course', 'Query.old']);
    await store.prune(30);
    expect((await store.uses(60)).map((u) => u.coordinate)).toEqual(['Query.course']);
  });
});
