import type { LastSubscriptionDraft, MemberType, WalletDraft } from './seed-lifecycle';

/** One seeded member before it becomes table rows (personas and generic members alike). */
export interface MemberDraft {
  id: string;
  email: string;
  name: string;
  surname: string;
  phone: string | null;
  type: MemberType;
  fiscalCode: string | null;
  birthDate: string | null;
  cardCode: string | null;
  conventionOrder: string | null;
  promoCodes: string[];
  groups: string[];
  isAps: boolean;
  blocked: boolean;
  /** Must accept all three conditions at the next login. */
  mustAccept: boolean;
  professionId: string | null;
  professionDetailId: string | null;
  specialisationIds: string[];
  /** Privacy consent and terms of the data-completion modal (spec 2 §3-§4). */
  privacyHomnya: boolean;
  termsConditions: boolean;
  registrationDate: string;
  expDate: string | null;
  oldExpiration: string | null;
  wallets: WalletDraft[];
  lastSubscription: LastSubscriptionDraft | null;
  /** How many active legal cases a member with the legal wallet has (spec 3 §3 'Legal case'); 1 when unset. */
  legalCases?: number;
}

export const USER_COLUMNS = [
  'id', 'username', 'email', 'password_hash', 'name', 'surname', 'phone', 'card_code', 'convention_order',
  'registration_date', 'fiscal_code', 'birth_date', 'subscription_type', 'promo_codes', 'groups', 'is_aps', 'blocked',
  'exp_date', 'old_expiration', 'must_accept_acknowledgment', 'must_accept_condition_of_use',
  'must_accept_acceptance_condition', 'profession_id', 'profession_detail_id', 'specialisation_ids', 'privacy_homnya', 'terms_conditions',
];

export const WALLET_COLUMNS = ['user_id', 'codice', 'attivo', 'servizio_attivo', 'numero', 'saldo', 'utilizzo_totale', 'credito_iniziale', 'crediti_bonus'];

export const LAST_SUBSCRIPTION_COLUMNS = ['user_id', 'cpq_product_name', 'attivo', 'data_inizio', 'data_fine', 'is_convenzione'];

/** Rows of users, wallets and last_subscription for a list of members sharing one password hash. */
export function memberRows(members: readonly MemberDraft[], passwordHash: string) {
  const users: unknown[][] = [];
  const wallets: unknown[][] = [];
  const lastSubscriptions: unknown[][] = [];
  for (const m of members) {
    users.push([
      m.id, m.id, m.email, passwordHash, m.name, m.surname, m.phone, m.cardCode, m.conventionOrder,
      m.registrationDate, m.fiscalCode, m.birthDate, m.type, m.promoCodes, m.groups, m.isAps, m.blocked,
      m.expDate, m.oldExpiration, m.mustAccept, m.mustAccept, m.mustAccept,
      m.professionId, m.professionDetailId, m.specialisationIds, m.privacyHomnya, m.termsConditions,
    ]);
    for (const w of m.wallets) {
      wallets.push([m.id, w.codice, w.attivo, w.servizioAttivo, w.numero, w.saldo, w.utilizzoTotale, w.creditoIniziale, w.creditiBonus]);
    }
    const s = m.lastSubscription;
    if (s) lastSubscriptions.push([m.id, s.productName, s.active, s.start, s.end, s.isConvention]);
  }
  return { users, wallets, lastSubscriptions };
}
