import { loadServiceEnv, serviceEnvSchema } from '@club/observability';
import { z } from 'zod';
import { DEFAULT_PG_POOL_MAX, DEFAULT_PG_SHARED_BUFFERS } from './db';
import { MAX_SEED_SCALE } from './migrate';

// Configuration of the upstream reference service, validated once at start: the kit's base variables
// (NODE_ENV, LOG_LEVEL, METRICS_TOKEN, SHUTDOWN_*, OTEL_*) and its own.
export const upstreamEnvSchema = serviceEnvSchema({
  UPSTREAM_HOST: z.string().default('127.0.0.1'),
  UPSTREAM_PORT: z.coerce.number().int().positive().default(4010),
  // A Postgres server URL; when absent the embedded PGlite is used.
  DATABASE_URL: z.string().url().optional(),
  // Connections to the Postgres server (DATABASE_URL): the upstream's one event loop keeps at most this
  // many queries at the server at once (docs/performance.md 'Upstream on a Postgres server').
  UPSTREAM_PG_POOL_MAX: z.coerce.number().int().min(1).max(100).default(DEFAULT_PG_POOL_MAX),
  // Folder of the file-backed PGlite database.
  UPSTREAM_DATA_DIR: z.string().default('.data/upstream'),
  // The embedded PGlite's buffer pool (Postgres shared_buffers): its pages stay in the process's
  // memory; the data folder's other pages are read from the OS file cache when needed.
  UPSTREAM_PG_SHARED_BUFFERS: z.string().regex(/^\d+(kB|MB|GB)$/, 'a size such as 32MB').default(DEFAULT_PG_SHARED_BUFFERS),
  // How many times the demo's volume a new database is seeded with (upstream/README.md 'Scale'): 1 is the
  // demo seed; a data folder or database seeded at another scale is rebuilt.
  UPSTREAM_SEED_SCALE: z.coerce.number().int().min(1).max(MAX_SEED_SCALE).default(1),
  // Public base URL of this service, used in links it hands out (course player, files).
  UPSTREAM_PUBLIC_URL: z.string().url().optional(),
  // Debug: time every SQL statement and serve the sums at GET /_metrics/sql (scripts/upstream-profile.ts).
  UPSTREAM_SQL_TIMING: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  // The test and bench hooks (/_metrics/requests, /_metrics/reset, /_metrics/leads, /_metrics/leads/latest,
  // /_test/users/:id/…, /_test/cms/…, src/test-hooks.ts):
  // off unless set, so production never serves them (docs/operations.md 'The upstream's test hooks');
  // the browser tests' and the bench's stacks set it.
  UPSTREAM_TEST_HOOKS: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export type UpstreamEnv = z.infer<typeof upstreamEnvSchema>;

/** The upstream's logs say less by default than the other processes': only warnings and errors (LOG_LEVEL=info for every request). */
export const UPSTREAM_DEFAULT_LOG_LEVEL = 'warn';

/** The settings, read once; a bad value stops the process with every bad variable listed (prepare-data-dir.ts; main.ts goes through runService). */
export function loadEnv(source: Record<string, string | undefined> = process.env): UpstreamEnv {
  return loadServiceEnv('upstream', upstreamEnvSchema, source);
}
