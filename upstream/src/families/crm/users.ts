import type { PayloadOf, userRoute } from '@club/contracts';
import type { Db } from '../../db';

/**
 * Reading members: lookup by username (e-mail or customer code) and the user-subscription
 * payload of GET /CRM/Utente and POST /auth/login.
 */

/** Spec 1 §5: the username is a lower-cased e-mail or the customer code, numbers without leading zeros. */
export function normaliseUsername(raw: string): string {
  const u = raw.trim().toLowerCase();
  return /^\d+$/.test(u) ? u.replace(/^0+(?=\d)/, '') : u;
}

export interface LoginCandidate {
  id: string;
  password_hash: string;
  blocked: boolean;
  must_accept_acknowledgment: boolean;
  must_accept_condition_of_use: boolean;
  must_accept_acceptance_condition: boolean;
}

/** Members a username designates: one by customer code, possibly several by e-mail (shared addresses). */
export async function findByUsername(db: Db, username: string): Promise<LoginCandidate[]> {
  const byCode = /^\d+$/.test(username);
  return db.query<LoginCandidate>(
    `SELECT id, password_hash, blocked, must_accept_acknowledgment, must_accept_condition_of_use, must_accept_acceptance_condition
       FROM users WHERE ${byCode ? 'id = $1' : 'lower(email) = $1'} ORDER BY id`,
    [username],
  );
}

/** The user info of GET /CRM/Utente and the login answer (packages/contracts 'crm'). */
export type UserSubscription = PayloadOf<typeof userRoute>;

interface UserRow {
  id: string;
  username: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  card_code: string | null;
  convention_order: string | null;
  registration_date: string;
  fiscal_code: string | null;
  subscription_type: string;
  promo_codes: string[];
  groups: string[];
  is_aps: boolean;
  exp_date: string | null;
  old_expiration: string | null;
  is_expired: boolean;
}

/**
 * Spec 1 §3 / 3 §3 name `portafogliStatici` beside `portafogliAttivi` without defining it. Two readings:
 * 'NO_CREDITS' (taken): the wallets that hold no credits (no initial credit), services the subscription
 * includes as they are, against the credit wallets such as ecm whose balance moves; 'PRODUCT': the
 * wallets the product itself grants, against those added later. The CRM here keeps no record of how
 * a wallet was added, so only the first can be answered from its data (docs/spec-coverage.md).
 */
export const STATIC_WALLETS_READING = 'NO_CREDITS' as const;

function isStaticWallet(wallet: { credito_iniziale: number }): boolean {
  return wallet.credito_iniziale === 0;
}

export async function userSubscription(db: Db, id: string): Promise<UserSubscription | null> {
  const [user] = await db.query<UserRow>(
    `SELECT id, username, name, surname, email, phone, card_code, convention_order, registration_date::text AS registration_date,
            fiscal_code, subscription_type, promo_codes, groups, is_aps, exp_date::text AS exp_date,
            old_expiration::text AS old_expiration, (exp_date IS NOT NULL AND exp_date < current_date) AS is_expired
       FROM users WHERE id = $1`,
    [id],
  );
  if (!user) return null;
  const services = await db.query<{ codice: string; attivo: boolean; numero: number; credito_iniziale: number }>(
    `SELECT codice, attivo, numero, credito_iniziale::float8 AS credito_iniziale FROM wallets WHERE user_id = $1 ORDER BY codice`,
    [id],
  );
  return {
    username: user.username,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    clientCode: user.id,
    cardCode: user.card_code,
    conventionOrder: user.convention_order,
    registrationDate: user.registration_date,
    fiscalCode: user.fiscal_code,
    subscriptionType: user.subscription_type,
    promoCodes: user.promo_codes,
    groups: user.groups,
    isAPS: user.is_aps,
    expiration: { isExpired: user.is_expired, expDate: user.exp_date, oldExpiration: user.old_expiration },
    portafogliAttivi: services.filter((s) => s.attivo).map((s) => s.codice),
    portafogliStatici: services.filter((s) => isStaticWallet(s)).map((s) => s.codice),
    servizi: services.map((s) => ({ codice: s.codice, attivo: s.attivo, stato: s.numero })),
  };
}
