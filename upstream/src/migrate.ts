import type { Db } from './db';
import { families } from './families';
import { seededRandom } from './random';

/** Bump when the seed changes, so an old data folder is reseeded instead of half-matching. */
export const SEED_VERSION = '14';

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

/**
 * The largest `--scale` (`UPSTREAM_SEED_SCALE`): the copies' customer codes (1100000 + 3,000 per copy)
 * stay below the shared-e-mail personas' (1200086).
 */
export const MAX_SEED_SCALE = 30;

/**
 * What seed_state.version says of a database seeded at `scale`: the seed version, and the scale when
 * above 1 ('9x20'), so a database seeded at another scale is rebuilt like one from an older seed.
 */
export function seedStateVersion(scale = 1): string {
  return scale === 1 ? SEED_VERSION : `${SEED_VERSION}x${scale}`;
}

/** A `--scale` or `UPSTREAM_SEED_SCALE` value: a whole number from 1 to MAX_SEED_SCALE. */
export function parseSeedScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SEED_SCALE) throw new Error(`seed scale must be a whole number from 1 to ${MAX_SEED_SCALE}, not '${value}'`);
  return scale;
}

export async function isSeeded(db: Db, scale = 1): Promise<boolean> {
  const rows = await db.query<{ version: string }>(`SELECT version FROM seed_state WHERE id = 1`);
  return rows[0]?.version === seedStateVersion(scale);
}

/** Drops everything and recreates the schema (used when the seed version changed or on demand). */
export async function resetSchema(db: Db): Promise<void> {
  await db.exec(`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`);
}

/**
 * The demo seed; `scale` above 1 adds scale - 1 copies of its volume (each family's `scale`: members,
 * cards, leads, courses, enrolments, contents, favourites, orders), the demo's own rows unchanged.
 */
export async function seed(db: Db, scale = 1): Promise<void> {
  parseSeedScale(String(scale));
  await db.transaction(async (tx) => {
    for (const family of families) {
      await family.seed(tx, { random: seededRandom(hash(family.name)) });
    }
    if (scale > 1) await bulkLoad(tx, async () => {
      for (const family of families) await family.scale?.(tx, { copies: scale - 1 });
    });
    await tx.query(`INSERT INTO seed_state (id, version) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET version = $1, seeded_at = now()`, [seedStateVersion(scale)]);
  });
  await vacuum(db);
}

/**
 * Runs the scale's copies as a bulk load: the secondary indexes (those behind no constraint) are
 * dropped first and built again after, from their own definitions, which is several times faster than
 * updating them row by row (a 20× seed: 100,000 contents under fourteen indexes, the trigram one the
 * costliest); the copies skip the foreign-key triggers (rows copied from rows that satisfy them) where the
 * role may (an embedded PGlite; a Postgres server's superuser), and the builds get 256MB of working memory.
 */
async function bulkLoad(tx: Db, load: () => Promise<void>): Promise<void> {
  await tx.exec(`DO $$ BEGIN
      SET LOCAL session_replication_role = replica;
    EXCEPTION WHEN insufficient_privilege THEN NULL;
    END $$;
    SET LOCAL maintenance_work_mem = '256MB';`);
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT quote_ident(ic.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_namespace n ON n.oid = ic.relnamespace
      WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY ic.relname`,
  );
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);
  await load();
  for (const index of indexes) await tx.exec(index.definition);
  await tx.exec(`SET LOCAL session_replication_role = DEFAULT`);
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
export async function prepareDatabase(db: Db, log: (msg: string) => void = () => {}, scale = 1): Promise<void> {
  const applied = await migrate(db);
  if (await isSeeded(db, scale)) {
    if (applied.length > 0) await vacuum(db);
    return;
  }
  const hasOldSeed = (await db.query(`SELECT 1 FROM seed_state`)).length > 0;
  if (hasOldSeed) {
    log('seed version or scale changed: rebuilding the demo database');
    await resetSchema(db);
    await migrate(db);
  }
  const started = Date.now();
  await seed(db, scale);
  log(`seeded demo data${scale > 1 ? ` at ${scale}x` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
