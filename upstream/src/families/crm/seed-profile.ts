import { insertMany, type Db } from '../../db';
import { int, pick } from '../../random';
import { PRODUCTS } from './catalogue';
import type { MemberDraft } from './member-draft';

/**
 * The profile area's data (spec 3 §3): subscription history with add-ons for every member who ever
 * subscribed, and invoices for premium and ex-premium members (trial and registered members pay nothing).
 */

const ADDONS = ['Polizza Tutela Legale DAS', 'Pacchetto 50 crediti ECM extra', 'Consulenza legale illimitata'] as const;
const PRICES: Record<string, number> = { [PRODUCTS.premium]: 189, [PRODUCTS.nurses]: 99, [PRODUCTS.convention]: 149 };

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface ProfileRows {
  history: unknown[][];
  invoices: unknown[][];
  paymentMethods: unknown[][];
}

/** Deterministic rows for the members given (the same drafts and random source give the same rows). */
export function profileRows(members: MemberDraft[], random: () => number): ProfileRows {
  const history: unknown[][] = [];
  const invoices: unknown[][] = [];
  const paymentMethods: unknown[][] = [];
  for (const m of members) {
    const last = m.lastSubscription;
    if (!last) continue;
    let position = 0;
    const paying = m.type === 'PREMIUM' || m.type === 'EX_PREMIUM';
    // One earlier, ended subscription for the paying members who renewed at least once.
    const renewals = paying && m.oldExpiration ? 1 : 0;
    for (let r = renewals; r >= 1; r -= 1) {
      const start = addDays(last.start, -365 * r);
      history.push([m.id, position++, last.productName, start, addDays(start, 365), 'subscription', false]);
      invoices.push([`PAY-${m.id}-${position}`, m.id, last.productName, true, start, PRICES[last.productName] ?? 189]);
    }
    history.push([m.id, position++, last.productName, last.start, last.end, 'subscription', last.active]);
    if (paying) {
      const owner = `${m.name} ${m.surname}`;
      const digits = String(int(random, 1000, 9999));
      const expiry = `${String(int(random, 1, 12)).padStart(2, '0')}/${int(random, 27, 31)}`;
      paymentMethods.push([m.id, 0, m.id === '1000003' ? 'VISA' : pick(random, ['VISA', 'MASTERCARD'] as const), digits, owner, expiry, true]);
      if (m.id === '1000003' || random() < 0.3) paymentMethods.push([m.id, 1, 'PAYPAL', null, owner, null, false]);
      invoices.push([`PAY-${m.id}-${position}`, m.id, last.productName, true, last.start, PRICES[last.productName] ?? 189]);
      if (random() < 0.5 || m.id === '1000003') {
        const addon = m.id === '1000003' ? ADDONS[0] : pick(random, ADDONS);
        const from = addDays(last.start, int(random, 10, 60));
        history.push([m.id, position++, addon, from, null, 'addon', last.active]);
        invoices.push([`PAY-${m.id}-${position}`, m.id, addon, random() < 0.9 || m.id === '1000003', from, 29.9]);
      }
    }
  }
  return { history, invoices, paymentMethods };
}

export async function seedProfile(db: Db, members: MemberDraft[], random: () => number): Promise<void> {
  const rows = profileRows(members, random);
  await insertMany(db, 'crm_subscription_history', ['user_id', 'position', 'name', 'active_from', 'end_of_subscription', 'source', 'is_active'], rows.history, 1000);
  await insertMany(db, 'crm_payment_methods', ['user_id', 'position', 'card_type', 'last_digits', 'card_owner', 'expire_on', 'favorite'], rows.paymentMethods, 1000);
  await insertMany(db, 'crm_invoices', ['id', 'user_id', 'product_name', 'issued', 'invoice_date', 'amount'], rows.invoices, 1000);
}

/** Legal cases of the members with an active legal wallet among the given ones (spec 3 §3 'Legal case'). */
export async function seedLegalCases(db: Db, members: MemberDraft[]): Promise<void> {
  const withLegal = members.filter((m) => m.wallets.some((w) => w.codice === 'legal' && w.attivo)).slice(0, 50);
  const cases: unknown[][] = [];
  const hearings: unknown[][] = [];
  const documents: unknown[][] = [];
  for (const m of withLegal) {
    const nome = `RG-${m.id}-2025`;
    cases.push([m.id, nome, 'Tribunale Civile', 'Milano', 'Sezione I', 'In corso', JSON.stringify([{ tipo: 'Decreto', valore: 'Fissazione udienza' }]), 'Responsabilità professionale', 'Medicina generale']);
    hearings.push([m.id, nome, 0, 'Prima udienza', '2025-10-14'], [m.id, nome, 1, 'Udienza di trattazione', '2026-03-02']);
    documents.push([`DOC-${m.id}-1`, m.id, nome, 0, 'Verbale prima udienza.pdf'], [`DOC-${m.id}-2`, m.id, nome, 1, 'Memoria difensiva.pdf']);
    // A second case (the persona with two legal cases, upstream README): another court, one hearing.
    if ((m.legalCases ?? 1) > 1) {
      const second = `RG-${m.id}-2026`;
      cases.push([m.id, second, 'Tribunale del Lavoro', 'Roma', 'Sezione Lavoro', 'In attesa di udienza', JSON.stringify([{ tipo: 'Ricorso', valore: 'Depositato' }]), 'Diritto del lavoro', 'Medicina generale']);
      hearings.push([m.id, second, 0, 'Udienza di discussione', '2026-05-18']);
      documents.push([`DOC-${m.id}-3`, m.id, second, 0, 'Ricorso.pdf']);
    }
  }
  await insertMany(db, 'crm_legal_cases', ['user_id', 'nome', 'organo_giudicante', 'sede', 'sezione', 'stato_causa', 'provvedimenti', 'linea_descrizione', 'linea_specializzazione'], cases);
  await insertMany(db, 'crm_legal_hearings', ['user_id', 'nome', 'position', 'tipo', 'data_udienza'], hearings);
  await insertMany(db, 'crm_legal_documents', ['id', 'user_id', 'nome', 'position', 'file_name'], documents);
}
