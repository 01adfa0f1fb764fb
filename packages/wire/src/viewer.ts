/**
 * The viewer claims: what the gateway knows about the caller and signs for every subgraph (the
 * subgraph kit's viewer header), and what the portal's rules (@club/policy) read. Data only: the
 * rules on it live in @club/policy. Spec 1 §1/§3 (subscription types), spec 3 §3 (wallets and their
 * Stato numbers).
 */

/** Spec 1 §1: the six visitor classes, in lifecycle order (spec 1 §4). */
export type SubscriptionType = 'SUSPECT' | 'REGISTRATO' | 'TRIAL' | 'PREMIUM' | 'EX_TRIAL' | 'EX_PREMIUM';

export const SUBSCRIPTION_TYPES: readonly SubscriptionType[] = Object.freeze([
  'SUSPECT',
  'REGISTRATO',
  'TRIAL',
  'PREMIUM',
  'EX_TRIAL',
  'EX_PREMIUM',
] as const);

/** Type guard for values coming from the wire (headers, upstream JSON). */
export function isSubscriptionType(value: unknown): value is SubscriptionType {
  return typeof value === 'string' && (SUBSCRIPTION_TYPES as readonly string[]).includes(value);
}

/** One wallet (portafoglio) of the viewer; `status` is the per-service Stato number (spec 3 §3). */
export interface WalletClaim {
  code: string;
  active: boolean;
  status?: number | null;
}

/** What the gateway knows about the viewer and forwards to every subgraph. */
export interface ViewerClaims {
  subscriptionType: SubscriptionType;
  wallets: WalletClaim[];
  promoCodes: string[];
  groups: string[];
  hasFiscalCode: boolean;
}

/** Spec 1 §6 / DESIGN: no credential means SUSPECT with nothing else. */
export const ANONYMOUS_VIEWER: ViewerClaims = Object.freeze({
  subscriptionType: 'SUSPECT',
  // Frozen empty lists: nobody adds to the shared visitor's claims.
  wallets: Object.freeze([] as WalletClaim[]) as WalletClaim[],
  promoCodes: Object.freeze([] as string[]) as string[],
  groups: Object.freeze([] as string[]) as string[],
  hasFiscalCode: false,
}) as ViewerClaims;

/** Wallet codes named by the spec (spec 1 §3, spec 3 §3), as the CRM sends them. Not exhaustive: codes are open strings. */
export const WALLETS = {
  ecm: 'ecm',
  legal: 'legal',
  winLoy: 'winLoy',
  news: 'news',
  topnegozi: 'topnegozi',
  netmed: 'netmed',
  pubmed: 'pubmed',
  tutelaLegale: 'tutelaLegale',
  tutelaLegale2: 'tutelaLegale2',
  consulenzaLegale: 'consulenzaLegale',
} as const;

/** Which data of a member are NOT on file (true = missing): the CRM's missing-fields check, read by the profile-completion rule (@club/policy). */
export interface MissingFieldFlags {
  fiscalCode: boolean;
  privacyHomnya: boolean;
  termsConditions: boolean;
  profession: boolean;
  professionDetail: boolean;
  specialization: boolean;
}
