import { DEFAULT_SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS, METRICS_TOKEN_MIN_LENGTH } from '@club/observability';
import { z } from 'zod';
import { DEFAULT_PG_POOL_MAX, DEFAULT_PG_SHARED_BUFFERS } from './db';
import { MAX_SEED_SCALE } from './migrate';

// Configuration of the upstream reference service, validated once at start.
const schema = z.object({
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
  // /_test/users/:id/…, src/test-hooks.ts):
  // off unless set, so production never serves them (docs/operations.md 'The upstream's test hooks');
  // the browser tests' and the bench's stacks set it.
  UPSTREAM_TEST_HOOKS: z
    .enum(['1', 'true', '0', 'false', ''])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('warn'),
  // Bearer token of GET /metrics (docs/operations.md 'Metrics'); without it the route is off.
  METRICS_TOKEN: z.string().min(METRICS_TOKEN_MIN_LENGTH).optional(),
  // On SIGTERM/SIGINT (docs/operations.md 'Stopping an instance'): how long it keeps serving while
  // /health/ready says draining, and the hard bound of the whole shutdown, from the signal (then exit 1).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(DEFAULT_SHUTDOWN_DRAIN_MS),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
});

export type UpstreamEnv = z.infer<typeof schema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): UpstreamEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`upstream config: ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  return parsed.data;
}
