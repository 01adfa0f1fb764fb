/**
 * Subscription types, viewer claims and wallet helpers.
 * Spec 1 §1/§3 (subscription types and flags), spec 3 §3 (per-service Stato numbers).
 */

// The claims themselves (types, the visitor's claims, the wallet codes) are the wire's data (@club/wire):
// the gateway signs them and the subgraph kit reads them without any rule of this package.
import { type SubscriptionType, type ViewerClaims, type WalletClaim } from '@club/wire';
export { ANONYMOUS_VIEWER, isSubscriptionType, SUBSCRIPTION_TYPES, WALLETS, type SubscriptionType, type ViewerClaims, type WalletClaim } from '@club/wire';

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
