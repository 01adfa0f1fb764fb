import path from 'node:path';
import { runService } from '@club/observability';
import { openDb } from './db';
import { UPSTREAM_DEFAULT_LOG_LEVEL, upstreamEnvSchema } from './env';
import { prepareDatabase } from './migrate';
import { isPrepared, prepareDataDirApart } from './prepare-apart';
import { buildServer } from './server';
import { SqlTimings } from './sql-timing';

// The kit starts the upstream (docs/architecture.md 'The kit'): its settings read once, its one logger (Fastify's too),
// metrics name and tracing, its lifecycle (SIGTERM drains, then the listener, Fastify and the database close).
await runService({
  name: 'upstream',
  env: upstreamEnvSchema,
  defaultLogLevel: UPSTREAM_DEFAULT_LOG_LEVEL,
  start: async ({ env, lifecycle, logger }) => {
    // UPSTREAM_SQL_TIMING=1 (debug, scripts/upstream-profile.ts): every statement's time at GET /_metrics/sql.
    const sqlTimings = env.UPSTREAM_SQL_TIMING ? new SqlTimings() : undefined;
    // A new or outdated embedded data folder is prepared by a child process first (prepare-apart.ts).
    const embeddedDir = env.DATABASE_URL || env.UPSTREAM_DATA_DIR === 'memory://' ? null : path.resolve(env.UPSTREAM_DATA_DIR);
    if (embeddedDir && !isPrepared(embeddedDir, env.UPSTREAM_SEED_SCALE)) await prepareDataDirApart();
    const rawDb = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.UPSTREAM_DATA_DIR, sharedBuffers: env.UPSTREAM_PG_SHARED_BUFFERS, poolMax: env.UPSTREAM_PG_POOL_MAX });
    const db = sqlTimings ? sqlTimings.wrap(rawDb) : rawDb;
    await prepareDatabase(db, (m) => logger.warn({ event: 'database' }, m), env.UPSTREAM_SEED_SCALE); // warn: the default level still shows a first start's seeding (up to a minute)
    // Seeding here (a Postgres server, or an embedded database in memory) allocates freely, and V8 keeps
    // that garbage (hundreds of MB outside its heap) until memory pressure says otherwise. One full
    // collection before serving returns it (the stack starts us with --expose-gc).
    (globalThis as { gc?: () => void }).gc?.();
    const publicUrl = env.UPSTREAM_PUBLIC_URL ?? `http://${env.UPSTREAM_HOST}:${env.UPSTREAM_PORT}`;
    const app = await buildServer({ db, publicUrl: () => publicUrl, logger, sqlTimings, metricsToken: env.METRICS_TOKEN, lifecycle, testHooks: env.UPSTREAM_TEST_HOOKS });
    await app.listen({ host: env.UPSTREAM_HOST, port: env.UPSTREAM_PORT });
    return {
      url: publicUrl,
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  },
});
