import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDb } from '../db';
import { loadEnv } from '../env';
import { migrate, parseSeedScale, resetSchema, seed } from '../migrate';
import { markPrepared } from '../prepare-apart';

// `npm run seed [-- --scale N]`: rebuilds the demo database from scratch (deterministic); --scale N (default
// UPSTREAM_SEED_SCALE, else 1) seeds N times the demo's volume (upstream/README.md 'Scale').
const env = loadEnv();
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const scale = values.scale === undefined ? env.UPSTREAM_SEED_SCALE : parseSeedScale(values.scale);
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.UPSTREAM_DATA_DIR, sharedBuffers: env.UPSTREAM_PG_SHARED_BUFFERS });
const started = Date.now();
await resetSchema(db);
await migrate(db);
await seed(db, scale);
console.log(`seeded${scale > 1 ? ` at ${scale}x` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();
// An embedded folder is then prepared for an upstream started with UPSTREAM_SEED_SCALE at this scale (prepare-apart.ts).
if (!env.DATABASE_URL && env.UPSTREAM_DATA_DIR !== 'memory://') markPrepared(path.resolve(env.UPSTREAM_DATA_DIR), scale);
