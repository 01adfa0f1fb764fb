/** Top bar, banners and other per-type presentation rules (spec 1 §4 'Subscription lifecycle', spec 1 §6 'Other shared rules', spec 3 §6). */
import { findActiveWallet, isVisitor, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';

export type TopBarColour = 'blue' | 'warning' | 'danger';

/** Spec 1 §4: blue for suspect, registered and premium; warning for trial; danger for ex-trial and ex-premium. */
export const TOP_BAR_COLOURS: Readonly<Record<SubscriptionType, TopBarColour>> = {
  SUSPECT: 'blue',
  REGISTRATO: 'blue',
  TRIAL: 'warning',
  PREMIUM: 'blue',
  EX_TRIAL: 'danger',
  EX_PREMIUM: 'danger',
};

/** Spec 1 §4: top bar colour for a subscription type. */
export function topBarColour(t: SubscriptionType): TopBarColour {
  return TOP_BAR_COLOURS[t];
}

/** Spec 1 §4: route of the upgrade banners' button. */
export const UPGRADE_PATH = '/upgrade';

/** Spec 1 §4 (and spec 3 §4 'Banners'): trial, ex-trial and ex-premium see banners with a button to /upgrade. */
export const UPGRADE_BANNER_TYPES: readonly SubscriptionType[] = ['TRIAL', 'EX_TRIAL', 'EX_PREMIUM'];

/** Spec 1 §4: whether the viewer sees the upgrade banners. */
export function showsUpgradeBanner(t: SubscriptionType): boolean {
  return UPGRADE_BANNER_TYPES.includes(t);
}

/** Spec 1 §6 / spec 3 §6: phone-call and consultant buttons and legal notes show only to these types. */
export const PHONE_CALL_TYPES: readonly SubscriptionType[] = ['REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'];

/** Spec 1 §6 / spec 3 §6: phone-call and consultant buttons (and legal notes) visibility. */
export function showsPhoneCallAndConsultant(t: SubscriptionType): boolean {
  return PHONE_CALL_TYPES.includes(t);
}

/** Spec 1 §6: the 'Hai già un account?' prompt shows to suspect users on banners with a login CTA. */
export function showsLoginPromptOnBanner(t: SubscriptionType, bannerHasLoginCta = true): boolean {
  return bannerHasLoginCta && isVisitor(t);
}

/** Spec 1 §6: the sticky credits counter needs a non-suspect viewer with an active winLoy wallet whose status is 1. */
export function showsCreditsCounter(v: ViewerClaims | null | undefined): boolean {
  if (!v || isVisitor(v.subscriptionType)) return false;
  return findActiveWallet(v, WALLETS.winLoy)?.status === 1;
}

/** Spec 1 §4 'Logo selection' / §6: the partner logo shows only for an active subscription whose product is a convention. */
export function partnerLogoVisible(sub: { active: boolean; isConvention: boolean } | null | undefined): boolean {
  return !!sub && sub.active === true && sub.isConvention === true;
}
