/**
 * TopNegozi shops and coupons (spec 3 §6): who may activate an offer (see its voucher code or follow
 * its redirect), whose shop logos link to the shop page, and who sees the shops header and coupon
 * intro. Enforced by the commerce subgraph; the web only shows what it is given.
 */
import { PREMIUM_PLANS_PATH } from './header';
import { hasActiveWallet, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';
import { UPGRADE_PATH } from './top-bar';
import { SIGN_UP_PATH } from './upsell';

/**
 * Spec 3 §6 "Offer/code activation works directly for registered users (while a constant switch is
 * on)": the switch. On, as the portal runs today; off, registered members meet the 'try' paywall.
 */
export const REGISTERED_OFFER_ACTIVATION_ENABLED = true;

/** Spec 3 §6 'a paywall modal with text per type asks to register, try, upgrade or renew'. */
export type OfferPaywallVariant = 'REGISTER' | 'TRY' | 'UPGRADE' | 'RENEW';

export interface OfferPaywall {
  variant: OfferPaywallVariant;
  title: string;
  text: string;
  cta: { label: string; href: string };
}

/**
 * The paywall modal's copy per variant. Titles and texts are our wording (the spec names the four
 * asks only); button labels are spec 3 §4 'Upgrade button by state' (SUSPECT 'Registrati gratis',
 * REGISTRATO 'Prova gratis', EX_TRIAL 'Passa a premium', EX_PREMIUM 'Rinnova').
 */
export const OFFER_PAYWALLS: Readonly<Record<OfferPaywallVariant, OfferPaywall>> = Object.freeze({
  REGISTER: {
    variant: 'REGISTER',
    title: 'Vuoi utilizzare questo coupon?',
    text: 'Registrati gratis al Club per attivare sconti e coupon nei negozi convenzionati.',
    cta: { label: 'Registrati gratis', href: SIGN_UP_PATH },
  },
  TRY: {
    variant: 'TRY',
    title: 'Vuoi utilizzare questo coupon?',
    text: 'Prova gratis il Club per attivare sconti e coupon nei negozi convenzionati.',
    cta: { label: 'Prova gratis', href: PREMIUM_PLANS_PATH },
  },
  UPGRADE: {
    variant: 'UPGRADE',
    title: 'Vuoi utilizzare questo coupon?',
    text: 'Passa a Premium per attivare sconti e coupon nei negozi convenzionati.',
    cta: { label: 'Passa a premium', href: UPGRADE_PATH },
  },
  RENEW: {
    variant: 'RENEW',
    title: 'Vuoi utilizzare questo coupon?',
    text: 'Rinnova il tuo abbonamento per tornare ad attivare sconti e coupon nei negozi convenzionati.',
    cta: { label: 'Rinnova', href: UPGRADE_PATH },
  },
});

/** The paywall a type meets when it may not activate (trial and premium only lack the topnegozi wallet). */
export const OFFER_PAYWALL_BY_TYPE: Readonly<Record<SubscriptionType, OfferPaywallVariant>> = Object.freeze({
  SUSPECT: 'REGISTER',
  REGISTRATO: 'TRY',
  TRIAL: 'UPGRADE',
  PREMIUM: 'UPGRADE',
  EX_TRIAL: 'UPGRADE',
  EX_PREMIUM: 'RENEW',
});

export type OfferActivationDecision = { allowed: true } | { allowed: false; paywall: OfferPaywall };

type Viewer = Pick<ViewerClaims, 'subscriptionType' | 'wallets'>;

function isTrialOrPremium(t: SubscriptionType): boolean {
  return t === 'TRIAL' || t === 'PREMIUM';
}

/**
 * Spec 3 §6: registered members activate while `registeredSwitch` is on; trial and premium members
 * with the active topnegozi wallet; everybody else gets the paywall of their type.
 */
export function offerActivation(viewer: Viewer, registeredSwitch: boolean = REGISTERED_OFFER_ACTIVATION_ENABLED): OfferActivationDecision {
  const t = viewer.subscriptionType;
  if (t === 'REGISTRATO' && registeredSwitch) return { allowed: true };
  if (isTrialOrPremium(t) && hasActiveWallet(viewer, WALLETS.topnegozi)) return { allowed: true };
  return { allowed: false, paywall: { ...OFFER_PAYWALLS[OFFER_PAYWALL_BY_TYPE[t]] } };
}

/** Spec 3 §6: shop logos link to the shop page only for trial or premium. */
export function canFollowShopLogo(viewer: Pick<ViewerClaims, 'subscriptionType'>): boolean {
  return isTrialOrPremium(viewer.subscriptionType);
}

/** Spec 3 §6: the shops header and coupon intro show for trial or premium with the top-shops (topnegozi) wallet. */
export function canSeeShopsIntro(viewer: Viewer): boolean {
  return isTrialOrPremium(viewer.subscriptionType) && hasActiveWallet(viewer, WALLETS.topnegozi);
}
