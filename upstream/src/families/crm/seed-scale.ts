import { LEAD_FORM_TYPES, LEAD_SOURCE } from '@club/wire/lead-forms';
import type { Db } from '../../db';
import type { ScaleContext } from '../../family';
import { FIRST_GENERIC_ID, GENERIC_MEMBERS } from './seed-members';

/**
 * `npm run seed -- --scale N` (upstream/README.md 'Scale'): copies 1..N-1 of the generic members
 * (customer codes FIRST_GENERIC_ID + k × GENERIC_MEMBERS + i), each with the wallets, last
 * subscription, subscription history, payment methods, invoices and professional card of the
 * member it copies, and a lead for every third of them. Set-based SQL over the demo rows (one
 * INSERT … SELECT … generate_series per table), so 20× seeds in seconds; deterministic: every value
 * is the original's or an expression of its id and the copy number k.
 *
 * A copy takes the surname of another generic member (a permutation that changes with k), so the
 * directory and the member lists hold new name pairs rather than the same people twenty times; the
 * rest (birth date, fiscal code, profession, province, subscription) is the original's.
 */

/** The SQL condition "is one of the demo's generic members" on a text customer code (no cast on other ids). */
export function isGenericMember(column: string): string {
  return `(length(${column}) = 7 AND ${column} BETWEEN '${FIRST_GENERIC_ID}' AND '${FIRST_GENERIC_ID + GENERIC_MEMBERS - 1}')`;
}

/** The customer code of copy k (a column named k in scope) of a generic member. */
export function genericCopyId(column: string): string {
  return `(${column}::int + k * ${GENERIC_MEMBERS})::text`;
}

/** Copies k = 1..$1 of each generic member's rows of `table` (rows of other members are not copied). */
const COPIES = `CROSS JOIN generate_series(1, $1::int) k`;

export async function scaleCrm(db: Db, { copies }: ScaleContext): Promise<void> {
  // The copies' codes must stay below the shared-e-mail personas' (1200086, seed-personas.ts).
  if (FIRST_GENERIC_ID + (copies + 1) * GENERIC_MEMBERS > 1_200_000) throw new Error('scale too large: the copies would reach the personas from 1200000');
  const p = [copies];
  await db.query(
    `INSERT INTO users (id, username, email, password_hash, name, surname, phone, phone_prefix, card_code, convention_order,
       registration_date, fiscal_code, birth_date, subscription_type, promo_codes, groups, is_aps, blocked, exp_date, old_expiration,
       must_accept_acknowledgment, must_accept_condition_of_use, must_accept_acceptance_condition,
       profession_id, profession_detail_id, specialisation_ids, privacy_homnya, terms_conditions)
     SELECT n.id, n.id, split_part(u.email, '.', 1) || '.' || split_part(s.email, '.', 2) || '.' || n.id || '@esempio.it',
            u.password_hash, u.name, s.surname, '3' || (100000000 + (substr(u.phone, 2)::bigint + k * 7919) % 900000000)::text, u.phone_prefix,
            CASE WHEN u.card_code IS NULL THEN NULL ELSE 'INF-' || n.id END, CASE WHEN u.convention_order IS NULL THEN NULL ELSE 'ORD-' || n.id END,
            u.registration_date, u.fiscal_code, u.birth_date, u.subscription_type, u.promo_codes, u.groups, u.is_aps, u.blocked, u.exp_date, u.old_expiration,
            u.must_accept_acknowledgment, u.must_accept_condition_of_use, u.must_accept_acceptance_condition,
            u.profession_id, u.profession_detail_id, u.specialisation_ids, u.privacy_homnya, u.terms_conditions
       FROM users u ${COPIES}
      CROSS JOIN LATERAL (SELECT ${genericCopyId('u.id')} AS id) n
       JOIN users s ON s.id = (${FIRST_GENERIC_ID} + ((u.id::int - ${FIRST_GENERIC_ID}) * 7 + k * 389) % ${GENERIC_MEMBERS})::text
      WHERE ${isGenericMember('u.id')}
      ORDER BY k, u.id`,
    p,
  );
  await db.query(
    `INSERT INTO wallets (user_id, codice, attivo, servizio_attivo, numero, saldo, utilizzo_totale, credito_iniziale, crediti_bonus)
     SELECT ${genericCopyId('w.user_id')}, w.codice, w.attivo, w.servizio_attivo, w.numero, w.saldo, w.utilizzo_totale, w.credito_iniziale, w.crediti_bonus
       FROM wallets w ${COPIES} WHERE ${isGenericMember('w.user_id')} ORDER BY k, w.user_id, w.codice`,
    p,
  );
  await db.query(
    `INSERT INTO last_subscription (user_id, cpq_product_name, attivo, data_inizio, data_fine, is_convenzione)
     SELECT ${genericCopyId('l.user_id')}, l.cpq_product_name, l.attivo, l.data_inizio, l.data_fine, l.is_convenzione
       FROM last_subscription l ${COPIES} WHERE ${isGenericMember('l.user_id')} ORDER BY k, l.user_id`,
    p,
  );
  await db.query(
    `INSERT INTO crm_subscription_history (user_id, position, name, active_from, end_of_subscription, source, is_active)
     SELECT ${genericCopyId('h.user_id')}, h.position, h.name, h.active_from, h.end_of_subscription, h.source, h.is_active
       FROM crm_subscription_history h ${COPIES} WHERE ${isGenericMember('h.user_id')} ORDER BY k, h.user_id, h.position`,
    p,
  );
  await db.query(
    `INSERT INTO crm_payment_methods (user_id, position, card_type, last_digits, card_owner, expire_on, favorite)
     SELECT u.id, m.position, m.card_type, m.last_digits, u.name || ' ' || u.surname, m.expire_on, m.favorite
       FROM crm_payment_methods m ${COPIES} JOIN users u ON u.id = ${genericCopyId('m.user_id')}
      WHERE ${isGenericMember('m.user_id')} ORDER BY k, m.user_id, m.position`,
    p,
  );
  await db.query(
    `INSERT INTO crm_invoices (id, user_id, product_name, issued, invoice_date, amount)
     SELECT 'PAY-' || n.id || substr(i.id, length('PAY-' || i.user_id) + 1), n.id, i.product_name, i.issued, i.invoice_date, i.amount
       FROM crm_invoices i ${COPIES} CROSS JOIN LATERAL (SELECT ${genericCopyId('i.user_id')} AS id) n
      WHERE ${isGenericMember('i.user_id')} ORDER BY k, i.id`,
    p,
  );
  // The card's creation time continues the demo's (each older card 7 hours earlier), so the demo's cards stay the newest.
  await db.query(
    `INSERT INTO professional_cards (id, user_id, first_name, last_name, profession_id, profession_detail_id, specialisation_ids,
       province, city, presentation, visibility, is_pharmacare, created_at)
     SELECT 'PC' || u.id, u.id, u.name, u.surname, c.profession_id, c.profession_detail_id, c.specialisation_ids,
            c.province, c.city, c.presentation, c.visibility, c.is_pharmacare, c.created_at - k * ${GENERIC_MEMBERS} * interval '7 hours'
       FROM professional_cards c ${COPIES} JOIN users u ON u.id = ${genericCopyId('c.user_id')}
      WHERE ${isGenericMember('c.user_id')} ORDER BY k, c.id`,
    p,
  );
  // The demo has no leads (the forms write them); a copy's every third member sent one, of a form type in turn.
  const forms = Object.entries(LEAD_FORM_TYPES).filter(([, f]) => f.variant === 'service' || f.variant === 'support');
  await db.query(
    `INSERT INTO crm_leads (id, form_type, source, campaign, user_id, nome, cognome, email, cellulare, marketing_diretto,
       comunicazione_terzi, statistiche, profilazione, privacy, fiscal_code, note, club_id, form_fields, created_at, codice_mkt)
     SELECT 'seed-lead-' || u.id, f.form_type, $1, f.campaign, u.id, u.name, u.surname, u.email, u.phone,
            CASE WHEN u.id::int % 2 = 0 THEN 'SI' ELSE 'NO' END, 'NO', 'SI', NULL, true, u.fiscal_code,
            'Vorrei essere ricontattato.', NULL, jsonb_build_object('note', 'Vorrei essere ricontattato.'),
            timestamptz '2026-01-15 09:00:00+00' - (u.id::int % 997) * interval '1 day' - (u.id::int % 613) * interval '1 minute', NULL
       FROM users u
       JOIN unnest($2::text[], $3::text[]) WITH ORDINALITY AS f(form_type, campaign, n) ON f.n = 1 + (u.id::int / 3) % $4::int
      WHERE length(u.id) = 7 AND u.id BETWEEN '${FIRST_GENERIC_ID + GENERIC_MEMBERS}' AND '${FIRST_GENERIC_ID + (copies + 1) * GENERIC_MEMBERS - 1}'
        AND u.id::int % 3 = 0
      ORDER BY u.id`,
    [LEAD_SOURCE, forms.map(([type]) => type), forms.map(([, f]) => f.campaign), forms.length],
  );
}
