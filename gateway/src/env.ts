import { KEPT_ANSWER_MS, loadServiceEnv, serviceEnvSchema, setInProduction } from '@club/observability';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

// The kit's base variables (NODE_ENV, LOG_LEVEL, METRICS_TOKEN, SHUTDOWN_*, REDIS_URL, OTEL_*) and the gateway's own.
export const gatewayEnvSchema = serviceEnvSchema({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().nonnegative().default(4000),
  UPSTREAM_URL: z.string().url().default('http://127.0.0.1:4010'),
  // Deadlines (docs/operations.md 'Deadlines and circuit breakers'): one upstream call (viewer claims, media),
  // and one subgraph fetch, which must outlast the subgraph's own upstream deadline so its per-section error wins.
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().positive().default(9000),
  // Circuit breaker per subgraph (and for the viewer-claims calls to the upstream CRM).
  CIRCUIT_FAILURE_THRESHOLD: z.coerce.number().int().positive().default(5),
  CIRCUIT_WINDOW_MS: z.coerce.number().int().positive().default(30_000),
  CIRCUIT_COOL_DOWN_MS: z.coerce.number().int().positive().default(10_000),
  // Where /media/* (the CMS media library) is fetched from; the upstream when unset.
  MEDIA_ORIGIN: z.string().url().optional(),
  // Further origins protected files (course sheets, e-books, films) may be fetched from, besides the upstream.
  FILE_ORIGINS: csv,
  // Subgraph URLs; default to the ones recorded in supergraph.graphql.
  SUBGRAPH_CRM_URL: z.string().url().optional(),
  SUBGRAPH_FAD_URL: z.string().url().optional(),
  SUBGRAPH_CMS_URL: z.string().url().optional(),
  SUBGRAPH_COMMERCE_URL: z.string().url().optional(),
  SUPERGRAPH_PATH: z.string().default('supergraph.graphql'),
  WEB_DIST: z.string().default('web/dist'),
  // Server rendering of the pages visitors open (web/web-client.ts, docs/architecture.md 'Server-rendered pages'):
  // the web build's render bundle (never served; beside WEB_DIST when unset), on or off, how long a render may take
  // before the shell is sent instead, and how long a rendered page is sent again to other visitors (0: never).
  WEB_SERVER_ENTRY: z.string().optional(),
  SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(2500),
  // Pages rendering at once (web/server-render.ts); past it the shell goes out at once and the browser renders the page.
  SERVER_RENDER_CONCURRENCY: z.coerce.number().int().positive().default(6),
  SERVER_RENDER_TTL_MS: z.coerce.number().int().nonnegative().default(KEPT_ANSWER_MS),
  // What the kept rendered pages may hold (web/kept-pages.ts), in MB: the least recently sent go first, a larger page is not kept.
  SERVER_RENDER_KEEP_MB: z.coerce.number().positive().default(16),
  // The portal's public address ('https://club.example.it'): canonical addresses and link previews. From each
  // request's Host (and X-Forwarded-Proto through TRUST_PROXY) when unset; a rendered page is kept only when set.
  PUBLIC_ORIGIN: z.string().url().optional(),
  VIEWER_SIGNING_SECRET: z.string().min(16).default('dev-only-viewer-signing-secret-change-me'),
  // Key for the session cookie's authenticated encryption (32+ characters).
  SESSION_SECRET: z.string().min(32).default('dev-only-session-secret-change-me-0123456789'),
  // Secure cookies outside development (spec: Secure outside development). Tests on plain http set it false.
  SESSION_COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  // How long viewer claims are cached per session.
  CLAIMS_TTL_MS: z.coerce.number().int().nonnegative().default(30_000),
  // How long a visitor's complete query answer is shared with other visitors (5 s; 0: never kept).
  VISITOR_RESPONSE_TTL_MS: z.coerce.number().int().nonnegative().default(KEPT_ANSWER_MS),
  // How long after that a kept answer still goes to visitors who arrive while one of them refreshes it (10 s).
  VISITOR_RESPONSE_STALE_MS: z.coerce.number().int().nonnegative().default(10_000),
  // Upper bound of how long a member's complete query answer is kept for the same session (5 s; 0: never kept):
  // the subgraphs' cache hints (Cache-Control max-age) may shorten it, an answer without one is not kept.
  MEMBER_RESPONSE_MAX_TTL_MS: z.coerce.number().int().nonnegative().default(KEPT_ANSWER_MS),
  // How many members' kept answers this gateway holds at most, in all (LRU), and per member.
  MEMBER_RESPONSE_MAX_ENTRIES: z.coerce.number().int().positive().default(5_000),
  MEMBER_RESPONSE_MAX_PER_MEMBER: z.coerce.number().int().positive().default(100),
  // Search fairness (search-fairness/search-gate.ts, docs/operations.md 'Search fairness'): per client, this many
  // searches running at once on this gateway (0: no bound), this many more waiting, each at most this long, then 429.
  SEARCH_RUNNING_PER_CLIENT: z.coerce.number().int().nonnegative().default(2),
  SEARCH_WAITING_PER_CLIENT: z.coerce.number().int().nonnegative().default(18),
  SEARCH_WAIT_MS: z.coerce.number().int().nonnegative().default(1000),
  // And how long the refusal of a search past the waiting ones is held, so that a client ignoring Retry-After cannot spin.
  SEARCH_REFUSAL_DELAY_MS: z.coerce.number().int().nonnegative().default(1000),
  // Partner API keys: "partnerId:key" pairs, comma separated.
  PARTNER_API_KEYS: csv,
  // Per-operation Prometheus metrics and the ops operations view's record ('on'); 'off' skips both (the bench measures their cost).
  OPERATION_METRICS: z.enum(['on', 'off']).default('on'),
  // Plan every persisted document at start, in the background, so no browser request pays for planning
  // (test stacks, which start and stop many times, say 'off').
  QUERY_PLAN_WARMUP: z.enum(['on', 'off']).default('on'),
  // The gateway's own database (partner keys): a Postgres server, else PGlite under GATEWAY_DATA_DIR ('memory://' in memory).
  GATEWAY_DATABASE_URL: z.string().url().optional(),
  GATEWAY_DATA_DIR: z.string().default('.data/gateway'),
  // Field usage (field-usage/): days of per-coordinate counts kept in the gateway's database, and how often they are written.
  FIELD_USAGE_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  FIELD_USAGE_FLUSH_MS: z.coerce.number().int().positive().default(10_000),
  // Usage recorded for the operations view (usage/, docs/architecture.md 'Usage'): on or off, how often each gateway
  // writes its buffer to its database, how many days the rows are kept, how many keys wait at most before drops.
  USAGE_RECORDING: z.enum(['on', 'off']).default('on'),
  USAGE_FLUSH_SECONDS: z.coerce.number().positive().default(10),
  USAGE_RETENTION_DAYS: z.coerce.number().positive().default(30),
  USAGE_BUFFER_KEYS: z.coerce.number().int().positive().default(5_000),
  // REDIS_URL (the kit's): the Redis every gateway shares (partner budgets, claims forgetting; docs/operations.md 'Where state lives').
  // Express 'trust proxy': whose X-Forwarded-For is believed for the client address (login protection).
  // 'loopback' (a balancer on this host); behind one elsewhere its address or network, e.g. 10.0.0.0/8.
  TRUST_PROXY: z.string().min(1).default('loopback'),
  // Limits per client address (docs/operations.md 'Limits per client address'), counted on Redis when REDIS_URL is set.
  // GraphQL requests per minute of callers without an API key (browsers, visitors and members alike). A page
  // view of the web client sends about 13 operations (584 over 44 page loads of the browser journeys), so
  // 1200 is a member opening a page every 0.7 s for a whole minute, or a few colleagues behind one office
  // address; the browser tests' two workers peaked at 268 a minute. Load tools from one address raise it.
  KEYLESS_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  // Account creations (registerMember, startTrial) and contact-form leads (createLead) per address per hour.
  SIGNUPS_PER_HOUR: z.coerce.number().int().positive().default(5),
  LEADS_PER_HOUR: z.coerce.number().int().positive().default(10),
  // Which GraphQL documents a caller without an API key (a browser) may send: 'persisted' (only the web
  // client's persisted documents; production's default) or 'any' (ad-hoc too; the default elsewhere).
  BROWSER_DOCUMENTS: z.enum(['persisted', 'any']).optional(),
  // Persisted-document manifests ("sha256:<hex>" → document), comma separated; the web client's by default.
  PERSISTED_DOCUMENTS_PATHS: z
    .string()
    .default('web/src/gql/persisted-documents.json')
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean)),
  // Kept traces (the explorer's "Tracce" panel, observability/trace-keeper.ts): the sampled operations (the SDK's
  // OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG, applied by the gateway when no OTLP endpoint is set) and every
  // operation at least this slow (0: none by duration).
  OTEL_TRACES_SAMPLER: z.string().optional(),
  OTEL_TRACES_SAMPLER_ARG: z.string().optional(),
  TRACE_KEEP_SLOWER_THAN_MS: z.coerce.number().int().nonnegative().default(1000),
  // Operator API keys: "opsId:key" pairs, comma separated; sent in the same x-api-key header.
  OPS_API_KEYS: csv,
  // Who holds each ops key, for the keys audit: "opsId:Nome Cognome" pairs, comma separated (keys without one are 'senza nome').
  OPS_KEY_OWNERS: csv,
  // Partner keys: how long a rotated key's old secret stays valid, how often usage is written, how many days it is kept.
  KEY_ROTATION_GRACE_HOURS: z.coerce.number().nonnegative().default(24),
  KEY_USAGE_FLUSH_MS: z.coerce.number().int().positive().default(5000),
  KEY_USAGE_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  // METRICS_TOKEN (the kit's): the bearer token /metrics also accepts, as every subgraph's and the upstream's do.
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema> & { cookieSecure: boolean; browserDocuments: 'persisted' | 'any' };

/** Production refuses the development secrets. */
const SECRETS_SET = setInProduction<z.infer<typeof gatewayEnvSchema>>('SESSION_SECRET', 'VIEWER_SIGNING_SECRET');

/** The gateway's settings with what follows from them; a bad value stops the process with every bad variable listed. */
export function loadEnv(source: Record<string, string | undefined> = process.env): GatewayEnv {
  return withDerived(loadServiceEnv('gateway', gatewayEnvSchema, source, [SECRETS_SET]));
}

/** The settings that follow from others: Secure cookies outside development, persisted documents only in production. */
export function withDerived(env: z.infer<typeof gatewayEnvSchema>): GatewayEnv {
  return {
    ...env,
    cookieSecure: env.SESSION_COOKIE_SECURE ?? env.NODE_ENV !== 'development',
    browserDocuments: env.BROWSER_DOCUMENTS ?? (env.NODE_ENV === 'production' ? 'persisted' : 'any'),
  };
}

/** The kit's check of the gateway's settings (index.ts). */
export const gatewayEnvChecks = [SECRETS_SET];

/** @apollo/gateway's usage reporting probes cloud metadata addresses at start (/work/shared/TOOLCHAIN.md pitfall 11): off, always. */
export function disableApolloTelemetry(): void {
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
}
