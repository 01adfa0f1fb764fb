import type { Db } from '../../db';
import { LAST_SUBSCRIPTION_COLUMNS, WALLET_COLUMNS } from './member-draft';
import { isoDay, subscriptionState } from './seed-lifecycle';

/** ECM credits a purchased subscription starts with (the seeded premium personas' balance). */
export const PURCHASE_ECM_CREDITS = 50;

/**
 * A paid subscription (spec 3 §3, the commerce checkout): the member becomes PREMIUM for a year from
 * today with every wallet active and `ultimaSottoscrizione` naming the product, so the new type shows
 * on the next request. The previous expiry is kept as old_expiration (a renewal). Runs in the caller's
 * transaction, with the payment it belongs to.
 */
export async function writePurchasedSubscription(tx: Db, userId: string, productName: string, today: Date): Promise<void> {
  const state = subscriptionState('PREMIUM', { today, registeredDaysAgo: 0, phaseDays: 0, ecmCredits: PURCHASE_ECM_CREDITS, productName });
  const [before] = await tx.query<{ exp_date: string | null }>(`SELECT exp_date::text AS exp_date FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  if (!before) throw new Error(`No member ${userId}`);
  await tx.query(`UPDATE users SET subscription_type = 'PREMIUM', exp_date = $2, old_expiration = $3 WHERE id = $1`, [userId, state.expDate, before.exp_date]);
  // Credits already earned stay: the ecm balance is the larger of what is left and the new plafond.
  const [ecm] = await tx.query<{ saldo: string }>(`SELECT saldo::text AS saldo FROM wallets WHERE user_id = $1 AND codice = 'ecm'`, [userId]);
  await tx.query(`DELETE FROM wallets WHERE user_id = $1`, [userId]);
  for (const w of state.wallets) {
    const saldo = w.codice === 'ecm' ? Math.max(w.saldo, Number(ecm?.saldo ?? 0)) : w.saldo;
    await tx.query(
      `INSERT INTO wallets (${WALLET_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [userId, w.codice, w.attivo, w.servizioAttivo, w.numero, saldo, w.utilizzoTotale, w.creditoIniziale, w.creditiBonus],
    );
  }
  const s = state.lastSubscription!;
  await tx.query(`DELETE FROM last_subscription WHERE user_id = $1`, [userId]);
  await tx.query(`INSERT INTO last_subscription (${LAST_SUBSCRIPTION_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6)`, [
    userId, s.productName, s.active, s.start, s.end, s.isConvention,
  ]);
}

export { isoDay };
