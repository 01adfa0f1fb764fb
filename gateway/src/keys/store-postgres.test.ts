import { startTestPostgres, type TestPostgres } from '@club/shared-state/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeysDb, type KeysDb } from './db';
import { PartnerKeyStore } from './store';

// The partner keys on a real PostgreSQL server (GATEWAY_DATABASE_URL), as several gateways share them.
let postgres: TestPostgres;
let url: string;
const opened: KeysDb[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  url = await postgres.createDatabase('gateway');
});
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await postgres?.stop();
});

const gateway = async () => {
  const db = await openKeysDb({ databaseUrl: url, dataDir: 'memory://' });
  opened.push(db);
  return db;
};

describe('partner keys on a Postgres server shared by several gateways', () => {
  it('several gateways starting at once on a new database all open the store (one creates the table)', async () => {
    const dbs = await Promise.all([gateway(), gateway(), gateway(), gateway()]);
    const stores = await Promise.all(dbs.map((db) => PartnerKeyStore.open(db)));
    expect(stores).toHaveLength(4);
  });

  it('a key created by one gateway is valid on another at once, and revoked on one it is revoked on all', async () => {
    const [a, b] = await Promise.all([gateway().then((db) => PartnerKeyStore.open(db)), gateway().then((db) => PartnerKeyStore.open(db))]);
    const created = await a.create({ partner: 'acme', scopes: ['*'], budgetPerMinute: 1000 }, { who: 'test', from: null });
    expect(await b.lookup(created.key)).toMatchObject({ status: 'active', grant: { partner: 'acme', budgetPerMinute: 1000 } });
    await b.revoke(created.id, { who: 'test', from: null });
    expect(await a.lookup(created.key)).toEqual({ status: 'revoked', keyId: created.id });
  });
});
