import path from 'node:path';
import { createLogger, InstanceLifecycle, setupTracing } from '@club/observability';
import { openDb } from './db';
import { loadEnv } from './env';
import { prepareDatabase } from './migrate';
import { isPrepared, prepareDataDirApart } from './prepare-apart';
import { buildServer } from './server';
import { SqlTimings } from './sql-timing';

const env = loadEnv();
// With an OTLP endpoint configured, a span per request (docs/operations.md 'Following a slow request').
const tracing = await setupTracing({ service: 'upstream' });
// UPSTREAM_SQL_TIMING=1 (debug, scripts/upstream-profile.ts): every statement's time at GET /_metrics/sql.
const sqlTimings = env.UPSTREAM_SQL_TIMING ? new SqlTimings() : undefined;
// A new or outdated embedded data folder is prepared by a child process first (prepare-apart.ts).
const embeddedDir = env.DATABASE_URL || env.UPSTREAM_DATA_DIR === 'memory://' ? null : path.resolve(env.UPSTREAM_DATA_DIR);
if (embeddedDir && !isPrepared(embeddedDir, env.UPSTREAM_SEED_SCALE)) await prepareDataDirApart();
const rawDb = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.UPSTREAM_DATA_DIR, sharedBuffers: env.UPSTREAM_PG_SHARED_BUFFERS, poolMax: env.UPSTREAM_PG_POOL_MAX });
const db = sqlTimings ? sqlTimings.wrap(rawDb) : rawDb;
await prepareDatabase(db, (m) => console.log(`upstream: ${m}`), env.UPSTREAM_SEED_SCALE);
// Seeding here (a Postgres server, or an embedded database in memory) allocates freely, and V8 keeps
// that garbage (hundreds of MB outside its heap) until memory pressure says otherwise. One full
// collection before serving returns it (the stack starts us with --expose-gc).
(globalThis as { gc?: () => void }).gc?.();
const publicUrl = env.UPSTREAM_PUBLIC_URL ?? `http://${env.UPSTREAM_HOST}:${env.UPSTREAM_PORT}`;
// SIGTERM/SIGINT: not ready at once, SHUTDOWN_DRAIN_MS of serving, then the listener closes, in-flight requests
// finish, then Fastify, the database and tracing close; SHUTDOWN_TIMEOUT_MS bounds it all (docs/operations.md
// 'Stopping an instance'). Its steps are logged at info, so with the default LOG_LEVEL (warn) only a failure shows.
const lifecycle = new InstanceLifecycle({
  drainMs: env.SHUTDOWN_DRAIN_MS,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  logger: createLogger({ service: 'upstream', level: env.LOG_LEVEL }),
});
const app = await buildServer({ db, publicUrl: () => publicUrl, logLevel: env.LOG_LEVEL, sqlTimings, metricsToken: env.METRICS_TOKEN, lifecycle, testHooks: env.UPSTREAM_TEST_HOOKS });
await app.listen({ host: env.UPSTREAM_HOST, port: env.UPSTREAM_PORT });
lifecycle.onStop('fastify', () => app.close());
lifecycle.onStop('database', () => db.close());
lifecycle.onStop('tracing', () => tracing.shutdown());
lifecycle.handleSignals();
console.log(`upstream: listening on ${publicUrl}`);
