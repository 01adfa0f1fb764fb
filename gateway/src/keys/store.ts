import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PartnerKeyRecord } from '@club/wire';
import type { KeysDb } from './db';

/** Scope that allows every root field (`@club/wire` explorer.ts, which the explorer reads too). */
export { ALL_SCOPES } from '@club/wire';
/** Cost budget per minute of the keys configured in `PARTNER_API_KEYS` (they have every scope). */
export const DEFAULT_BUDGET_PER_MINUTE = 50_000;
/** A key is `ck_<id>_<secret>`: the id finds the row, the secret's SHA-256 is compared in constant time. */
const KEY_FORMAT = /^ck_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** The advisory lock the table's creation holds (any number unique to this purpose in the database). */
const PREPARE_LOCK_ID = 4_210_001;

/** A partner key as ops see it (never the key itself): `@club/wire` explorer.ts. */
export type { PartnerKeyRecord };

/** What a valid key grants to a request. */
export interface PartnerKeyGrant {
  keyId: string;
  partner: string;
  scopes: string[];
  budgetPerMinute: number;
}

export type KeyLookup = { status: 'active'; grant: PartnerKeyGrant } | { status: 'revoked'; keyId: string } | null;

interface Row {
  id: string;
  partner: string;
  key_digest: string;
  scopes: string[];
  budget_per_minute: number;
  created_at: Date | string;
  revoked_at: Date | string | null;
}

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
      COMMIT;`);
    return db;
  }

  /** Creates a key; the returned `key` is the only time it is seen in clear. */
  async create(input: { partner: string; scopes: string[]; budgetPerMinute: number }): Promise<PartnerKeyRecord & { key: string }> {
    const id = randomBytes(6).toString('hex');
    const key = `ck_${id}_${randomBytes(32).toString('base64url')}`;
    const [row] = await this.db.query<Row>(
      'INSERT INTO partner_keys (id, partner, key_digest, scopes, budget_per_minute) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      [id, input.partner, digest(key).toString('hex'), input.scopes, input.budgetPerMinute],
    );
    return { ...toRecord(row!), key };
  }

  async list(): Promise<PartnerKeyRecord[]> {
    return (await this.db.query<Row>('SELECT * FROM partner_keys ORDER BY created_at, id')).map(toRecord);
  }

  /** Revokes a key; null when there is no such key (revoking twice keeps the first date). */
  async revoke(id: string): Promise<PartnerKeyRecord | null> {
    const [row] = await this.db.query<Row>('UPDATE partner_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING *', [id]);
    return row ? toRecord(row) : null;
  }

  /** What a key grants: its row by id, then its digest compared in constant time. */
  async lookup(key: string): Promise<KeyLookup> {
    const match = KEY_FORMAT.exec(key);
    if (!match) return null;
    const [row] = await this.db.query<Row>('SELECT * FROM partner_keys WHERE id = $1', [match[1]]);
    if (!row) return null;
    if (!timingSafeEqual(digest(key), Buffer.from(row.key_digest, 'hex'))) return null;
    if (row.revoked_at) return { status: 'revoked', keyId: row.id };
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
  };
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}
