import type { KeyAuditEntry } from '@club/wire';
import type { KeysDb } from './db';

/**
 * The audit of changes to partner keys: written only by the key store, in the statement of each
 * change (store.ts). Nothing in the gateway updates or deletes it, and the table refuses both
 * (a trigger), so an entry cannot be edited away through the API or by a mistaken query.
 */
export const AUDIT_TABLE = `
  CREATE TABLE IF NOT EXISTS key_audit (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    who text NOT NULL,
    client text,
    action text NOT NULL,
    key_id text NOT NULL,
    before jsonb,
    after jsonb
  );
  CREATE OR REPLACE FUNCTION key_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'key_audit is append-only';
  END $$;
  DROP TRIGGER IF EXISTS key_audit_append_only ON key_audit;
  CREATE TRIGGER key_audit_append_only BEFORE UPDATE OR DELETE ON key_audit FOR EACH ROW EXECUTE FUNCTION key_audit_append_only();`;

/** The most entries one read returns (newest first). */
export const AUDIT_PAGE = 200;

interface Row {
  id: number | string;
  at: Date | string;
  who: string;
  client: string | null;
  action: KeyAuditEntry['action'];
  key_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Reads the audit (newest first), optionally of one key. */
export async function readKeyAudit(db: KeysDb, options: { keyId?: string; limit?: number } = {}): Promise<KeyAuditEntry[]> {
  const limit = Math.min(options.limit ?? AUDIT_PAGE, AUDIT_PAGE);
  const rows = await db.query<Row>('SELECT * FROM key_audit WHERE ($1::text IS NULL OR key_id = $1) ORDER BY id DESC LIMIT $2', [options.keyId ?? null, limit]);
  return rows.map((r) => ({ id: Number(r.id), at: new Date(r.at).toISOString(), who: r.who, from: r.client, action: r.action, keyId: r.key_id, before: r.before, after: r.after }));
}
