/**
 * The loyalty programme (spec 3 §2 'Loyalty blocks', §3, §7 /winloy/*): the members' point
 * activities, the rewards catalogue and the programme page's content-managed blocks.
 */
export const commerceLoyalty = {
  id: '440_commerce_loyalty',
  sql: `
    -- A member's loyalty activities; the balance is their sum.
    CREATE TABLE loyalty_transactions (
      id integer PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id),
      description text NOT NULL,
      ts timestamptz NOT NULL,
      amount integer NOT NULL
    );
    CREATE INDEX loyalty_transactions_user_idx ON loyalty_transactions (user_id, ts DESC);

    CREATE TABLE loyalty_rewards (
      id integer PRIMARY KEY,
      title text NOT NULL,
      category text NOT NULL,
      points integer NOT NULL CHECK (points >= 0),
      image text,
      sort integer NOT NULL
    );

    -- The programme page's blocks as the CMS would hold them: one JSON document.
    CREATE TABLE loyalty_programme (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      content jsonb NOT NULL
    );
  `,
};
