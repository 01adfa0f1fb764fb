import type { UpstreamFamily } from '../family';

/** Tables shared by every family: sessions (bearer tokens) and the seed marker. */
export const coreFamily: UpstreamFamily = {
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
  ],
  async seed() {},
  routes() {},
};
