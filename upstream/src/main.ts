import { openDb } from './db';
import { loadEnv } from './env';
import { prepareDatabase } from './migrate';
import { buildServer } from './server';
import { SqlTimings } from './sql-timing';

const env = loadEnv();
// UPSTREAM_SQL_TIMING=1 (debug, scripts/upstream-profile.ts): every statement's time at GET /_metrics/sql.
const sqlTimings = env.UPSTREAM_SQL_TIMING ? new SqlTimings() : undefined;
const rawDb = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.UPSTREAM_DATA_DIR, sharedBuffers: env.UPSTREAM_PG_SHARED_BUFFERS });
const db = sqlTimings ? sqlTimings.wrap(rawDb) : rawDb;
await prepareDatabase(db, (m) => console.log(`upstream: ${m}`));
// Opening a new embedded database runs initdb in a WebAssembly instance of its own, and seeding
// allocates freely; V8 keeps that garbage (hundreds of MB outside its heap) until memory pressure
// says otherwise. One full collection before serving returns it (the stack starts us with --expose-gc).
(globalThis as { gc?: () => void }).gc?.();
const publicUrl = env.UPSTREAM_PUBLIC_URL ?? `http://${env.UPSTREAM_HOST}:${env.UPSTREAM_PORT}`;
const app = await buildServer({ db, publicUrl: () => publicUrl, logLevel: env.LOG_LEVEL, sqlTimings });
await app.listen({ host: env.UPSTREAM_HOST, port: env.UPSTREAM_PORT });
console.log(`upstream: listening on ${publicUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
