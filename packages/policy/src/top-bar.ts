/** Top bar, banner prompt and credits counter: per-type presentation rules (spec 1 §4 'Subscription lifecycle', spec 1 §6 'Other shared rules'). */
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

/** Spec 1 §2 / §4: the upgrade page, the target of the upgrade banners and of the ex members' upsells. */
export const UPGRADE_PATH = '/upgrade';

/** Spec 1 §6: the 'Hai già un account?' prompt shows to suspect users on banners with a login CTA. */
export function showsLoginPromptOnBanner(t: SubscriptionType, bannerHasLoginCta = true): boolean {
  return bannerHasLoginCta && isVisitor(t);
}

/** Spec 1 §6: the sticky credits counter needs a non-suspect viewer with an active winLoy wallet whose status is 1. */
export function showsCreditsCounter(v: ViewerClaims | null | undefined): boolean {
  if (!v || isVisitor(v.subscriptionType)) return false;
  return findActiveWallet(v, WALLETS.winLoy)?.status === 1;
}
