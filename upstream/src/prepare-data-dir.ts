/**
 * Migrates and, when needed, seeds the embedded database's data folder, then marks it prepared
 * (prepare-apart.ts). Run by main.ts in a child process; its memory ends with it.
 */
import path from 'node:path';
import { createLogger } from '@club/observability';
import { openDb } from './db';
import { loadEnv } from './env';
import { prepareDatabase } from './migrate';
import { markPrepared } from './prepare-apart';

const env = loadEnv();
// The upstream's logger, in this child process of its start (main.ts).
const logger = createLogger({ service: 'upstream', level: env.LOG_LEVEL, defaultLevel: 'warn' });
const db = await openDb({ dataDir: env.UPSTREAM_DATA_DIR, sharedBuffers: env.UPSTREAM_PG_SHARED_BUFFERS });
await prepareDatabase(db, (m) => logger.warn({ event: 'database' }, m), env.UPSTREAM_SEED_SCALE);
await db.close();
markPrepared(path.resolve(env.UPSTREAM_DATA_DIR), env.UPSTREAM_SEED_SCALE);
