import { isDoctorProfession, isProfileComplete, isSubscriptionType, type SubscriptionType, type ViewerClaims } from '@club/policy';
import type { CrmApi } from './datasources/crm-api';
import type { UpstreamConsistency, UpstreamContactCheck, UpstreamNamed, UpstreamProfession, UpstreamProfessionalCard, UpstreamUserSubscription, UpstreamWallet } from './datasources/crm-types';
import type { ContactData, LastSubscription, MissingFields, Profession, Wallet } from './generated/resolvers-types';
import type { UserModel } from './models';

/** Upstream CRM payloads → GraphQL values and viewer claims. */

/**
 * A signed-in member's type. An unknown value from the upstream counts as REGISTRATO, the member
 * type with the fewest rights, rather than failing the whole sign-in.
 */
export function memberType(value: string): SubscriptionType {
  return isSubscriptionType(value) && value !== 'SUSPECT' ? value : 'REGISTRATO';
}

/** The claims a user-info payload implies (the gateway derives the same from GET /CRM/Utente). */
export function claimsFromUserSubscription(u: UpstreamUserSubscription): ViewerClaims {
  const wallets = u.servizi
    ? u.servizi.map((s) => ({ code: s.codice, active: s.attivo, status: s.stato }))
    : u.portafogliAttivi.map((code) => ({ code, active: true, status: null }));
  return {
    subscriptionType: memberType(u.subscriptionType),
    wallets,
    promoCodes: u.promoCodes ?? [],
    groups: u.groups ?? [],
    hasFiscalCode: !!u.fiscalCode,
  };
}

export function toUserModel(u: UpstreamUserSubscription, api: CrmApi): UserModel {
  return {
    __typename: 'User',
    id: u.clientCode,
    username: u.username,
    name: u.name,
    surname: u.surname,
    email: u.email,
    phone: u.phone,
    clientCode: u.clientCode,
    cardCode: u.cardCode,
    conventionOrder: u.conventionOrder,
    registrationDate: u.registrationDate,
    hasFiscalCode: !!u.fiscalCode,
    fiscalCode: u.fiscalCode,
    subscriptionType: memberType(u.subscriptionType),
    promoCodes: u.promoCodes ?? [],
    expiration: u.expiration ? { isExpired: u.expiration.isExpired, expDate: u.expiration.expDate, oldExpiration: u.expiration.oldExpiration } : null,
    activeWalletCodes: u.portafogliAttivi ?? [],
    api,
  };
}

export function toWallet(w: UpstreamWallet): Wallet {
  return {
    code: w.codice,
    active: w.stato.attivo,
    serviceActive: w.servizio?.stato?.attivo ?? false,
    status: w.stato.numero ?? null,
    balance: w.saldo ?? null,
    used: w.utilizzoTotale ?? null,
    initialCredit: w.creditoIniziale ?? null,
    bonusCredits: w.bonus?.creditiBonus ?? null,
  };
}

export function toContact(c: UpstreamConsistency): ContactData | null {
  const d = c.datiContatto;
  if (!d) return null;
  return {
    profession: d.professione ? toProfession(d.professione) : null,
    professionDetailId: d.professioneDettaglio?.id ?? null,
    specializationIds: (d.specializzazioniContatto ?? []).map((s) => s.id),
  };
}

export function toLastSubscription(c: UpstreamConsistency): LastSubscription | null {
  const s = c.ultimaSottoscrizioneContatto;
  if (!s) return null;
  return {
    active: s.stato.attivo,
    productName: s.cpqProductName,
    startDate: s.dataInizio,
    endDate: s.dataFine,
    isConvention: s.isConvenzione ?? false,
  };
}

export function toProfession(p: Pick<UpstreamProfession, 'id'> & { codice: string | null; descrizione: string | null; signupEnabled?: boolean }): Profession {
  return {
    id: p.id,
    code: p.codice,
    description: p.descrizione,
    signupEnabled: p.signupEnabled ?? true,
    isDoctor: isDoctorProfession(p.codice),
  };
}

/** A specialisation or health-profession detail (both are { id, nome } upstream). */
export function toNamed(n: UpstreamNamed): { id: string; name: string } {
  return { id: n.id, name: n.nome };
}

/** The check's presence flags turned into missing flags, plus the completion rule for the member's profession. */
export function toMissingFields(check: UpstreamContactCheck, contact: UpstreamConsistency): MissingFields {
  const missing = {
    fiscalCode: !check.fiscalCodePresent,
    privacyHomnya: !check.privacyHomnyaPresent,
    termsConditions: !check.termsConditionsPresent,
    profession: !check.professionPresent,
    professionDetail: !check.professionDetailPresent,
    specialization: !check.specializationPresent,
  };
  return { ...missing, isComplete: isProfileComplete(missing, isDoctorProfession(contact.datiContatto?.professione?.codice)) };
}

/**
 * A directory card as the API shows it. The contacts only when `showContacts` (the viewer may see
 * them: canSeeProfessionalContacts), whatever the upstream sent.
 */
export function toProfessionalCard(c: UpstreamProfessionalCard, showContacts = false) {
  return {
    id: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    profession: toProfession(c.profession),
    professionDetail: c.professionDetail ? toNamed(c.professionDetail) : null,
    specializations: c.specializations.map(toNamed),
    province: c.province,
    city: c.city,
    presentationText: c.presentationText,
    createdAt: c.createdAt,
    contacts: showContacts && c.contacts ? { email: c.contacts.email, phone: c.contacts.phone } : null,
  };
}
