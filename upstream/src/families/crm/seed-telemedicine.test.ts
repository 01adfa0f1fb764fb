import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db';
import { migrate } from '../../migrate';
import { seededRandom } from '../../random';
import { seedCrm } from './seed';
import { TELEMEDICINE_REACTIVATING_EMAIL } from './seed-telemedicine';

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await db.transaction((tx) => seedCrm(tx, { random: seededRandom(7) }));
});
afterAll(async () => {
  await db?.close();
});

describe('telemedicine persona (spec 3 §4)', () => {
  it('is a premium member whose netmed wallet has Stato 2, the premium persona keeps Stato 1', async () => {
    const rows = await db.query<{ email: string; numero: number }>(
      `SELECT u.email, w.numero FROM wallets w JOIN users u ON u.id = w.user_id WHERE w.codice = 'netmed' AND u.id IN ('1001330', '1000003') ORDER BY u.id`,
    );
    expect(rows).toEqual([
      { email: 'premium@demo.club', numero: 1 },
      { email: TELEMEDICINE_REACTIVATING_EMAIL, numero: 2 },
    ]);
  });
});
