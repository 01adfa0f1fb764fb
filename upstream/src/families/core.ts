import type { FamilyModule } from '../family';

/** Tables shared by every family: sessions (bearer tokens), the seed marker and the write routes' idempotency keys. */
export const coreFamily: FamilyModule = {
  name: 'core',
  migrations: [
    {
      id: '000_core',
      sql: `
        CREATE TABLE IF NOT EXISTS sessions (
          token text PRIMARY KEY,
          user_id text NOT NULL,
          kind text NOT NULL CHECK (kind IN ('session', 'consent')),
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL
        );
        CREATE INDEX IF NOT EXISTS sessions_user_idx ON sessions (user_id);
        CREATE TABLE IF NOT EXISTS seed_state (
          id int PRIMARY KEY DEFAULT 1,
          seeded_at timestamptz NOT NULL DEFAULT now(),
          version text NOT NULL
        );
      `,
    },
    {
      // Idempotency keys of the write routes (upstream/src/idempotency.ts): one row per member,
      // key and route; response_status stays null while the first request is still running.
      id: '001_core_idempotency_keys',
      sql: `
        CREATE TABLE IF NOT EXISTS idempotency_keys (
          user_id text NOT NULL,
          idempotency_key text NOT NULL,
          route text NOT NULL,
          request_hash text NOT NULL,
          response_status int,
          response_type text,
          response_body text,
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL,
          PRIMARY KEY (user_id, idempotency_key, route)
        );
        CREATE INDEX IF NOT EXISTS idempotency_keys_expiry_idx ON idempotency_keys (expires_at);
      `,
    },
  ],
  async seed() {},
  routes() {},
};
