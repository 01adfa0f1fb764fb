import type { Db } from '../../db';
import type { ScaleContext } from '../../family';
import { FIRST_GENERIC_ID, GENERIC_MEMBERS } from '../crm/seed-members';
import { genericCopyId, isGenericMember } from '../crm/seed-scale';

/**
 * `npm run seed -- --scale N` (upstream/README.md 'Scale'): the orders of the copies' members (the
 * demo's generic members have none): each paying copy member (premium or former premium, with a last
 * subscription) bought the Premium plan, as a product held over the subscription's dates and a paid
 * payment of the plan's price (every third member monthly, the others in one payment); and the
 * loyalty activities of the generic members, copied to their copies. Set-based SQL; deterministic.
 */
export async function scaleCommerce(db: Db, { copies }: ScaleContext): Promise<void> {
  const copyMembers = `length(u.id) = 7 AND u.id BETWEEN '${FIRST_GENERIC_ID + GENERIC_MEMBERS}' AND '${FIRST_GENERIC_ID + (copies + 1) * GENERIC_MEMBERS - 1}'`;
  const orders = `
    SELECT u.id AS user_id, p.id AS product_id, ip.id AS plan_id, l.data_inizio, l.data_fine,
           coalesce(pl.discount_price, pl.total_price) AS amount
      FROM users u
      JOIN last_subscription l ON l.user_id = u.id
      JOIN products p ON p.code = 'PREMIUM'
      JOIN installment_plans ip ON ip.number = CASE WHEN u.id::int % 3 = 0 THEN 12 ELSE 1 END
      JOIN price_list pl ON pl.product_id = p.id AND pl.installment_plan_id = ip.id
     WHERE ${copyMembers} AND u.subscription_type IN ('PREMIUM', 'EX_PREMIUM')
       AND (l.data_fine IS NULL OR l.data_fine >= l.data_inizio)`;
  await db.query(
    `INSERT INTO user_products (user_id, product_id, installment_plan_id, source, active_from, active_to)
     SELECT user_id, product_id, plan_id, 'purchase', data_inizio, data_fine FROM (${orders}) o ORDER BY user_id`,
  );
  await db.query(
    `INSERT INTO payments (id, user_id, installment_plan_id, product_ids, amount, return_url, status, created_at, completed_at)
     SELECT 'seed-' || md5(user_id || ':' || data_inizio), user_id, plan_id, ARRAY[product_id], amount, '/profilo/abbonamento', 'paid',
            data_inizio + time '10:00', data_inizio + time '10:05'
       FROM (${orders}) o ORDER BY user_id`,
  );
  await db.query(
    `INSERT INTO loyalty_transactions (id, user_id, description, ts, amount)
     SELECT t.id + k * m.top, ${genericCopyId('t.user_id')}, t.description, t.ts, t.amount
       FROM loyalty_transactions t CROSS JOIN generate_series(1, $1::int) k
      CROSS JOIN (SELECT max(id) AS top FROM loyalty_transactions) m
      WHERE ${isGenericMember('t.user_id')}
      ORDER BY k, t.id`,
    [copies],
  );
}
