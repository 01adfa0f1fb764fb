/**
 * The calls to action of an upsell modal, by who is looking (spec 1 §4 'Actions on paywalled pages',
 * spec 1 §6 favourites: visitors are asked to sign up, ex-trial members to move to Premium, ex-premium
 * members to reactivate). The modal's title comes with the server's refusal (`UPSELL_TITLES`); these
 * are the buttons under it. The labels are our wording: the spec names the outcomes, not the buttons.
 */
import { PREMIUM_PLANS_PATH } from './header';
import type { SubscriptionType } from './subscription';
import { UPGRADE_PATH } from './top-bar';

export interface UpsellButton {
  label: string;
  href: string;
  variant: 'primary' | 'outline';
}

/** Spec 1 §2 routes of the sign-up and login pages. */
export const SIGN_UP_PATH = '/registrazione';
export const LOGIN_PATH = '/login';

const SIGN_UP: UpsellButton = { label: 'Registrati gratis', href: SIGN_UP_PATH, variant: 'primary' };
const LOGIN: UpsellButton = { label: 'Accedi', href: LOGIN_PATH, variant: 'outline' };
const PLANS: UpsellButton = { label: 'Scopri i piani', href: PREMIUM_PLANS_PATH, variant: 'primary' };
const MOVE_TO_PREMIUM: UpsellButton = { label: 'Passa a Premium', href: UPGRADE_PATH, variant: 'primary' };
const RENEW: UpsellButton = { label: 'Rinnova', href: UPGRADE_PATH, variant: 'primary' };

/**
 * Visitors register (or log in), registered members see the plans, ex-trial members move to Premium,
 * ex-premium members renew. Trial and premium members only meet an upsell for a wallet they lack:
 * they see the plans too.
 */
export const UPSELL_BUTTONS: Readonly<Record<SubscriptionType, readonly UpsellButton[]>> = {
  SUSPECT: [SIGN_UP, LOGIN],
  REGISTRATO: [PLANS],
  TRIAL: [PLANS],
  PREMIUM: [PLANS],
  EX_TRIAL: [MOVE_TO_PREMIUM],
  EX_PREMIUM: [RENEW],
};

/** The upsell buttons for a subscription type (fresh copies, safe to mutate). */
export function upsellButtons(t: SubscriptionType): UpsellButton[] {
  return UPSELL_BUTTONS[t].map((b) => ({ ...b }));
}
