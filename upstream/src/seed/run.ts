import { openDb } from '../db';
import { loadEnv } from '../env';
import { migrate, resetSchema, seed } from '../migrate';

// `npm run seed`: rebuilds the demo database from scratch (deterministic).
const env = loadEnv();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.UPSTREAM_DATA_DIR, sharedBuffers: env.UPSTREAM_PG_SHARED_BUFFERS });
const started = Date.now();
await resetSchema(db);
await migrate(db);
await seed(db);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();
