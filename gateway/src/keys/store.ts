import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PartnerKeyRecord } from '@club/wire';
import { AUDIT_TABLE } from './audit';
import { TABLE_CREATION_LOCKS, type KeysDb } from './db';
import { USAGE_TABLES } from './usage-store';

/** Scope that allows every root field (`@club/wire` explorer.ts, which the explorer reads too). */
export { ALL_SCOPES } from '@club/wire';
/** Cost budget per minute of the keys configured in `PARTNER_API_KEYS` (they have every scope). */
export const DEFAULT_BUDGET_PER_MINUTE = 50_000;
/** A key is `ck_<id>_<secret>`: the id finds the row, the secret's SHA-256 is compared in constant time. */
const KEY_FORMAT = /^ck_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
const PREPARE_LOCK_ID = TABLE_CREATION_LOCKS.keys;

/** A partner key as ops see it (never the key itself): `@club/wire` explorer.ts. */
export type { PartnerKeyRecord };

/** What a valid key grants to a request. */
export interface PartnerKeyGrant {
  keyId: string;
  partner: string;
  scopes: string[];
  budgetPerMinute: number;
}

/**
 * What a key is: active (its current secret, or the one its last rotation replaced while the grace
 * lasts), revoked, expired, or a secret replaced by a rotation whose grace is over; null when unknown.
 */
export type KeyLookup = { status: 'active'; grant: PartnerKeyGrant } | { status: 'revoked' | 'expired' | 'rotated'; keyId: string } | null;

/** Who changes a key, and from where: written in the audit with the change (keys/audit.ts). */
export interface KeyActor {
  who: string;
  from: string | null;
}

/** How long the secret a rotation replaces stays valid when KEY_ROTATION_GRACE_HOURS is not set. */
export const DEFAULT_ROTATION_GRACE_MS = 24 * 3600_000;

interface Row {
  id: string;
  partner: string;
  key_digest: string;
  scopes: string[];
  budget_per_minute: number;
  created_at: Date | string;
  revoked_at: Date | string | null;
  expires_at: Date | string | null;
  previous_digest: string | null;
  previous_valid_until: Date | string | null;
}

/** The columns an audit entry shows of a row: never the digests. */
const AUDITED = (alias: string) => `to_jsonb(${alias}) - 'key_digest' - 'previous_digest'`;

/**
 * Partner keys created by ops (CLI `npm run keys`, `/ops/keys`): stored as SHA-256 digests with
 * the partner's name, scopes (the root fields the key may use, `*` for all) and a cost budget per minute.
 */
export class PartnerKeyStore {
  /** Over a database whose table exists (`prepare`). */
  constructor(private readonly db: KeysDb) {}

  static async open(db: KeysDb): Promise<PartnerKeyStore> {
    return new PartnerKeyStore(await PartnerKeyStore.prepare(db));
  }

  /**
   * Creates the table if it is missing. Several gateways starting together on a new Postgres
   * server would race in CREATE TABLE IF NOT EXISTS (one fails on the catalogue's unique index), so
   * the creation holds a transaction-scoped advisory lock: one creates, the others find it made.
   */
  static async prepare(db: KeysDb): Promise<KeysDb> {
    await db.exec(`
      BEGIN;
      SELECT pg_advisory_xact_lock(${PREPARE_LOCK_ID});
      CREATE TABLE IF NOT EXISTS partner_keys (
        id text PRIMARY KEY,
        partner text NOT NULL,
        key_digest text NOT NULL,
        scopes text[] NOT NULL,
        budget_per_minute integer NOT NULL CHECK (budget_per_minute > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      ALTER TABLE partner_keys ADD COLUMN IF NOT EXISTS expires_at timestamptz;
      ALTER TABLE partner_keys ADD COLUMN IF NOT EXISTS previous_digest text;
      ALTER TABLE partner_keys ADD COLUMN IF NOT EXISTS previous_valid_until timestamptz;
      ${AUDIT_TABLE}
      ${USAGE_TABLES}
      COMMIT;`);
    return db;
  }

  /**
   * Creates a key; the returned `key` is the only time it is seen in clear. The change and its audit
   * entry are one statement (one transaction): there is no key without its entry.
   */
  async create(input: { partner: string; scopes: string[]; budgetPerMinute: number; expiresAt?: string | null }, actor: KeyActor): Promise<PartnerKeyRecord & { key: string }> {
    const id = randomBytes(6).toString('hex');
    const key = newSecret(id);
    const [row] = await this.db.query<Row>(
      `WITH created AS (
         INSERT INTO partner_keys (id, partner, key_digest, scopes, budget_per_minute, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *
       ), logged AS (
         INSERT INTO key_audit (who, client, action, key_id, before, after) SELECT $7, $8, 'create', id, NULL, ${AUDITED('created')} FROM created
       )
       SELECT * FROM created`,
      [id, input.partner, digest(key).toString('hex'), input.scopes, input.budgetPerMinute, input.expiresAt ?? null, actor.who, actor.from],
    );
    return { ...toRecord(row!), key };
  }

  async list(): Promise<PartnerKeyRecord[]> {
    return (await this.db.query<Row>('SELECT * FROM partner_keys ORDER BY created_at, id')).map(toRecord);
  }

  /** Revokes a key; null when there is no such key (revoking twice keeps the first date and records nothing). */
  async revoke(id: string, actor: KeyActor): Promise<PartnerKeyRecord | null> {
    return this.change(id, 'revoke', 'revoked_at = coalesce(k.revoked_at, now())', [], actor);
  }

  /**
   * A new secret for a live key (null when unknown or revoked): the replaced one is still accepted
   * for `graceMs` (partners switch without a gap), then refused as rotated.
   */
  async rotate(id: string, graceMs: number, actor: KeyActor): Promise<(PartnerKeyRecord & { key: string }) | null> {
    const key = newSecret(id);
    const changed = await this.change(
      id,
      'rotate',
      `key_digest = $4, previous_digest = k.key_digest, previous_valid_until = now() + $5::double precision * interval '1 millisecond'`,
      [digest(key).toString('hex'), graceMs],
      actor,
      'AND k.revoked_at IS NULL',
    );
    return changed ? { ...changed, key } : null;
  }

  /** Changes a key's budget per minute and/or expiry (null clears it); null when there is no such key. */
  async update(id: string, change: { budgetPerMinute?: number; expiresAt?: string | null }, actor: KeyActor): Promise<PartnerKeyRecord | null> {
    const sets = ['budget_per_minute = coalesce($4::integer, k.budget_per_minute)'];
    const params: unknown[] = [change.budgetPerMinute ?? null];
    if (change.expiresAt !== undefined) {
      sets.push('expires_at = $5::timestamptz');
      params.push(change.expiresAt);
    }
    return this.change(id, 'update', sets.join(', '), params, actor);
  }

  /**
   * One change to a key with its audit entry in the same statement: `before` is the row as the
   * statement found it, `after` as it left it (both without the digests); a change that changes
   * nothing (a second revocation) writes no entry.
   */
  private async change(id: string, action: 'revoke' | 'rotate' | 'update', set: string, params: unknown[], actor: KeyActor, where = ''): Promise<PartnerKeyRecord | null> {
    const [row] = await this.db.query<Row>(
      `WITH prior AS (
         SELECT * FROM partner_keys WHERE id = $1
       ), changed AS (
         UPDATE partner_keys k SET ${set} FROM prior WHERE k.id = prior.id ${where} RETURNING k.*
       ), logged AS (
         INSERT INTO key_audit (who, client, action, key_id, before, after)
         SELECT $2, $3, '${action}', changed.id, ${AUDITED('prior')}, ${AUDITED('changed')} FROM prior JOIN changed USING (id)
         WHERE ${AUDITED('prior')} IS DISTINCT FROM ${AUDITED('changed')}
       )
       SELECT * FROM changed`,
      [id, actor.who, actor.from, ...params],
    );
    return row ? toRecord(row) : null;
  }

  /** What a key grants: its row by id, then its digest compared in constant time. */
  async lookup(key: string): Promise<KeyLookup> {
    const match = KEY_FORMAT.exec(key);
    if (!match) return null;
    const [row] = await this.db.query<Row>('SELECT * FROM partner_keys WHERE id = $1', [match[1]]);
    if (!row) return null;
    const given = digest(key);
    const current = timingSafeEqual(given, Buffer.from(row.key_digest, 'hex'));
    const previous = !current && row.previous_digest !== null && timingSafeEqual(given, Buffer.from(row.previous_digest, 'hex'));
    if (!current && !previous) return null;
    if (row.revoked_at) return { status: 'revoked', keyId: row.id };
    const now = Date.now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= now) return { status: 'expired', keyId: row.id };
    if (previous && (!row.previous_valid_until || new Date(row.previous_valid_until).getTime() <= now)) return { status: 'rotated', keyId: row.id };
    return { status: 'active', grant: { keyId: row.id, partner: row.partner, scopes: row.scopes, budgetPerMinute: row.budget_per_minute } };
  }
}

function toRecord(row: Row): PartnerKeyRecord {
  const iso = (d: Date | string) => new Date(d).toISOString();
  return {
    id: row.id,
    partner: row.partner,
    scopes: row.scopes,
    budgetPerMinute: row.budget_per_minute,
    createdAt: iso(row.created_at),
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    expiresAt: row.expires_at ? iso(row.expires_at) : null,
    previousValidUntil: row.previous_valid_until ? iso(row.previous_valid_until) : null,
  };
}

function newSecret(id: string): string {
  return `ck_${id}_${randomBytes(32).toString('base64url')}`;
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}
