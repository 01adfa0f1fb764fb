/**
 * Subscription types, viewer claims and wallet helpers.
 * Spec 1 §1/§3 (subscription types and flags), spec 3 §3 (per-service Stato numbers).
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
  wallets: Object.freeze([]) as unknown as WalletClaim[],
  promoCodes: Object.freeze([]) as unknown as string[],
  groups: Object.freeze([]) as unknown as string[],
  hasFiscalCode: false,
}) as ViewerClaims;

/** Wallet codes named by the spec (spec 1 §3, spec 3 §3). Not exhaustive: codes are open strings. */
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

/**
 * Spec 3 §3 lists DASOPT, DAS and PRNASC among the wallet tags seen, and no rule of the three specs
 * binds to them (no page, menu, card, paywall or list depends on them). They are kept as the CRM sends
 * them, in the claims and `activeWalletCodes`, and unlock nothing (docs/spec-coverage.md 'Readings chosen').
 */
export const TAG_ONLY_WALLETS: readonly string[] = Object.freeze(['DASOPT', 'DAS', 'PRNASC']);

export interface SubscriptionFlags {
  isSuspect: boolean;
  isRegistered: boolean;
  isTrial: boolean;
  isPremium: boolean;
  isTrialOrPremium: boolean;
  isExTrial: boolean;
  isExPremium: boolean;
  isEx: boolean;
}

/** Spec 1 §3 'User subscription' flags, derived from the type. */
export function subscriptionFlags(t: SubscriptionType): SubscriptionFlags {
  return {
    isSuspect: t === 'SUSPECT',
    isRegistered: t === 'REGISTRATO',
    isTrial: t === 'TRIAL',
    isPremium: t === 'PREMIUM',
    isTrialOrPremium: t === 'TRIAL' || t === 'PREMIUM',
    isExTrial: t === 'EX_TRIAL',
    isExPremium: t === 'EX_PREMIUM',
    isEx: t === 'EX_TRIAL' || t === 'EX_PREMIUM',
  };
}

/** Spec 1 §6: a "visitor" is a SUSPECT (not signed in). */
export function isVisitor(t: SubscriptionType): boolean {
  return t === 'SUSPECT';
}

/** Spec 1 §3 portafogliAttivi: codes of the wallets whose `active` is true. */
export function activeWalletCodes(v: ViewerClaims): string[] {
  return v.wallets.filter((w) => w.active).map((w) => w.code);
}

/** Spec 3 §6: a wallet counts only when it is active. */
export function hasActiveWallet(v: Pick<ViewerClaims, 'wallets'>, code: string): boolean {
  return v.wallets.some((w) => w.active && w.code === code);
}

/** The active wallet with this code, if any (used for per-service Stato checks). */
export function findActiveWallet(v: ViewerClaims, code: string): WalletClaim | undefined {
  return v.wallets.find((w) => w.active && w.code === code);
}
