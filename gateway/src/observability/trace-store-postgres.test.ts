import { startTestPostgres, type TestPostgres } from '@club/shared-state/testing';
import type { KeptTrace } from '@club/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeysDb, type KeysDb } from '../keys/db';
import { TraceStore } from './trace-store';

// The kept traces on a real PostgreSQL server (GATEWAY_DATABASE_URL), as the gateways of a fleet share them.
let postgres: TestPostgres;
const opened: KeysDb[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
});
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await postgres?.stop();
});

/** `count` gateways' stores, each over its own connections to one new database. */
async function gatewaysOn(name: string, count: number): Promise<TraceStore[]> {
  const url = await postgres.createDatabase(name);
  const dbs = await Promise.all(Array.from({ length: count }, () => openKeysDb({ databaseUrl: url, dataDir: 'memory://' })));
  opened.push(...dbs);
  // Connected before the test starts, so the stores' first statements reach the server together.
  await Promise.all(dbs.map((db) => db.query('SELECT 1')));
  return dbs.map((db) => new TraceStore(db));
}

const trace = (id: string, operationName: string): KeptTrace => ({
  id,
  operationName,
  durationMs: 12.5,
  at: new Date().toISOString(),
  why: 'slow',
  requestId: `req-${id}`,
  spans: [{ id: 'op', parentId: null, name: operationName, kind: 'operation', startMs: 0, durationMs: 12.5, ok: true }],
});

describe('kept traces on a Postgres server shared by several gateways', () => {
  it('several gateways writing their first traces at once on a new database all write them (one creates the table)', async () => {
    const stores = await gatewaysOn('traces_first_write', 6);
    // Without the creation serialised, concurrent CREATE TABLE / INDEX IF NOT EXISTS fail on the catalogue's unique index.
    const written = await Promise.allSettled(stores.map((store, i) => store.insert([trace(`000000000000000${i}`, `Op${i}`)])));
    expect(written.map((w) => (w.status === 'rejected' ? String(w.reason) : 'ok'))).toEqual(stores.map(() => 'ok'));
    expect((await stores[0]!.list({ limit: 10 })).map((t) => t.operationName).sort()).toEqual(stores.map((_, i) => `Op${i}`));
  });

  it('a trace one gateway wrote is listed and opened, spans and all, by another', async () => {
    const [a, b] = (await gatewaysOn('traces_shared', 2)) as [TraceStore, TraceStore];
    const kept = trace('00000000000000aa', 'Shared');
    await a.insert([kept]);
    expect(await b.list({ operationName: 'Shared', limit: 5 })).toEqual([{ id: kept.id, operationName: 'Shared', durationMs: 12.5, at: kept.at, why: 'slow', requestId: kept.requestId }]);
    expect(await b.get(kept.id)).toEqual(kept);
  });

  it('a failing BEGIN … COMMIT text leaves no connection of the pool inside an aborted transaction', async () => {
    const db = await openKeysDb({ databaseUrl: await postgres.createDatabase('exec_rollback'), dataDir: 'memory://' });
    opened.push(db);
    // A connection on which such a text failed is inside an aborted transaction; pg's pool discards a
    // connection whose query failed (pool.query releases it with the error), so none is reused.
    // More failures than the pool has connections.
    for (let i = 0; i < 6; i++) await expect(db.exec('BEGIN; SELECT 1; SELECT no_such_column FROM no_such_table; COMMIT;')).rejects.toThrow();
    const answers = await Promise.all(Array.from({ length: 8 }, () => db.query<{ one: number }>('SELECT 1 AS one')));
    expect(answers.map((rows) => rows[0]?.one)).toEqual(Array(8).fill(1));
  });
});
