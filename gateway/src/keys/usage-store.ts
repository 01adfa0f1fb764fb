import type { KeyUsageDay } from '@club/wire';
import type { KeysDb } from './db';

/** Days of key usage kept when KEY_USAGE_RETENTION_DAYS is not set. */
export const DEFAULT_USAGE_RETENTION_DAYS = 30;

/**
 * Partner keys' use per UTC day: one row per key and day, one per key, day and error code. Every
 * gateway adds its counts to the same rows (additive upserts), so the figures are the fleet's.
 */
export const USAGE_TABLES = `
  CREATE TABLE IF NOT EXISTS key_usage (
    key_id text NOT NULL,
    day date NOT NULL,
    requests bigint NOT NULL DEFAULT 0,
    cost_spent bigint NOT NULL DEFAULT 0,
    throttled bigint NOT NULL DEFAULT 0,
    last_used_at timestamptz,
    PRIMARY KEY (key_id, day)
  );
  CREATE TABLE IF NOT EXISTS key_usage_errors (
    key_id text NOT NULL,
    day date NOT NULL,
    code text NOT NULL,
    count bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (key_id, day, code)
  );`;

/** One key's counts for one day, as a gateway adds them. */
export interface UsageCounts {
  keyId: string;
  day: string;
  requests: number;
  costSpent: number;
  throttled: number;
  lastUsedAt: number;
  errors: Map<string, number>;
}

/** Adds counts to the stored ones: two statements of arrays whatever the number of keys. */
export async function addKeyUsage(db: KeysDb, counts: UsageCounts[]): Promise<void> {
  if (counts.length === 0) return;
  await db.query(
    `INSERT INTO key_usage (key_id, day, requests, cost_spent, throttled, last_used_at)
     SELECT * FROM unnest($1::text[], $2::date[], $3::bigint[], $4::bigint[], $5::bigint[], $6::timestamptz[])
     ON CONFLICT (key_id, day) DO UPDATE SET
       requests = key_usage.requests + excluded.requests,
       cost_spent = key_usage.cost_spent + excluded.cost_spent,
       throttled = key_usage.throttled + excluded.throttled,
       last_used_at = greatest(key_usage.last_used_at, excluded.last_used_at)`,
    [
      counts.map((c) => c.keyId),
      counts.map((c) => c.day),
      counts.map((c) => c.requests),
      counts.map((c) => c.costSpent),
      counts.map((c) => c.throttled),
      counts.map((c) => new Date(c.lastUsedAt).toISOString()),
    ],
  );
  const errors = counts.flatMap((c) => [...c.errors].map(([code, n]) => ({ keyId: c.keyId, day: c.day, code, n })));
  if (errors.length === 0) return;
  await db.query(
    `INSERT INTO key_usage_errors (key_id, day, code, count)
     SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::bigint[])
     ON CONFLICT (key_id, day, code) DO UPDATE SET count = key_usage_errors.count + excluded.count`,
    [errors.map((e) => e.keyId), errors.map((e) => e.day), errors.map((e) => e.code), errors.map((e) => e.n)],
  );
}

/** Each key's use per day over the last `days` days (today included), newest first, and its last use. */
export async function readKeyUsage(db: KeysDb, options: { days: number; keyId?: string }): Promise<Map<string, { usage: KeyUsageDay[]; lastUsedAt: string | null }>> {
  const since = `current_date - ($1::int - 1)`;
  const [days, errors, last] = await Promise.all([
    db.query<{ key_id: string; day: string; requests: string; cost_spent: string; throttled: string }>(
      `SELECT key_id, to_char(day, 'YYYY-MM-DD') AS day, requests::text, cost_spent::text, throttled::text FROM key_usage
       WHERE day >= ${since} AND ($2::text IS NULL OR key_id = $2) ORDER BY key_id, day DESC`,
      [options.days, options.keyId ?? null],
    ),
    db.query<{ key_id: string; day: string; code: string; count: string }>(
      `SELECT key_id, to_char(day, 'YYYY-MM-DD') AS day, code, count::text FROM key_usage_errors WHERE day >= ${since} AND ($2::text IS NULL OR key_id = $2)`,
      [options.days, options.keyId ?? null],
    ),
    // The last use whatever the window: a key unused for a month still shows when it was used.
    db.query<{ key_id: string; last: Date | string }>('SELECT key_id, max(last_used_at) AS last FROM key_usage WHERE ($1::text IS NULL OR key_id = $1) GROUP BY key_id', [options.keyId ?? null]),
  ]);
  const byKey = new Map<string, { usage: KeyUsageDay[]; lastUsedAt: string | null }>();
  const entry = (keyId: string) => byKey.get(keyId) ?? byKey.set(keyId, { usage: [], lastUsedAt: null }).get(keyId)!;
  for (const r of days) entry(r.key_id).usage.push({ day: r.day, requests: Number(r.requests), costSpent: Number(r.cost_spent), throttled: Number(r.throttled), errors: {} });
  for (const e of errors) {
    const day = byKey.get(e.key_id)?.usage.find((d) => d.day === e.day);
    if (day) day.errors[e.code] = Number(e.count);
  }
  for (const l of last) if (l.last) entry(l.key_id).lastUsedAt = new Date(l.last).toISOString();
  return byKey;
}

/** Forgets the days older than the retention. */
export async function pruneKeyUsage(db: KeysDb, retentionDays: number): Promise<void> {
  await db.query('DELETE FROM key_usage WHERE day < current_date - $1::int', [retentionDays]);
  await db.query('DELETE FROM key_usage_errors WHERE day < current_date - $1::int', [retentionDays]);
}
