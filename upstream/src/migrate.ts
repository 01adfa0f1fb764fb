import type { Db } from './db';
import { families } from './families';
import { seededRandom } from './random';

/** Bump when the seed changes, so an old data folder is reseeded instead of half-matching. */
export const SEED_VERSION = '9';

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ id: string }>(`SELECT id FROM schema_migrations`)).map((r) => r.id));
  const applied: string[] = [];
  for (const family of families) {
    for (const m of family.migrations) {
      if (done.has(m.id)) continue;
      await db.transaction(async (tx) => {
        await tx.exec(m.sql);
        await tx.query(`INSERT INTO schema_migrations (id) VALUES ($1)`, [m.id]);
      });
      applied.push(m.id);
    }
  }
  return applied;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query<{ version: string }>(`SELECT version FROM seed_state WHERE id = 1`);
  return rows[0]?.version === SEED_VERSION;
}

/** Drops everything and recreates the schema (used when the seed version changed or on demand). */
export async function resetSchema(db: Db): Promise<void> {
  await db.exec(`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`);
}

export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const family of families) {
      await family.seed(tx, { random: seededRandom(hash(family.name)) });
    }
    await tx.query(`INSERT INTO seed_state (id, version) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET version = $1, seeded_at = now()`, [SEED_VERSION]);
  });
  await vacuum(db);
}

/**
 * VACUUM ANALYZE, outside any transaction (VACUUM can't run in one). PGlite runs no autovacuum, so
 * without it the planner guesses every table's size and selectivity (and picks sorts and scans of
 * every content), index-only scans still read the table (no visibility map), the trigram index keeps
 * the seed's rows in its unsorted pending list (which every 'contains' search then reads), and the
 * dead copies the seed's UPDATEs leave (every content twice) are never reclaimed. A full rewrite
 * (VACUUM FULL: cms_contents 23 → 8 MB) was measured too and bought nothing on the portal's calls,
 * for two seconds more per seed and 12 MB more in the test snapshot.
 */
export async function vacuum(db: Db): Promise<void> {
  await db.exec('VACUUM (ANALYZE)');
}

/**
 * Migrates and, when the data folder is new or from an older seed, seeds. A seeded folder that just
 * got migrations is vacuumed and analysed (new indexes, changed tables).
 */
export async function prepareDatabase(db: Db, log: (msg: string) => void = () => {}): Promise<void> {
  const applied = await migrate(db);
  if (await isSeeded(db)) {
    if (applied.length > 0) await vacuum(db);
    return;
  }
  const hasOldSeed = (await db.query(`SELECT 1 FROM seed_state`)).length > 0;
  if (hasOldSeed) {
    log('seed version changed: rebuilding the demo database');
    await resetSchema(db);
    await migrate(db);
  }
  const started = Date.now();
  await seed(db);
  log(`seeded demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
