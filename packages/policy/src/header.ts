/** Header buttons by subscription type (spec 1 §6 'Header buttons by type'), tracking codes from spec 1 §9. */
import type { SubscriptionType } from './subscription';

export type ButtonVariant = 'primary' | 'outline' | 'warning';

export interface HeaderButton {
  id: string;
  label: string;
  href: string;
  variant: ButtonVariant;
  trackingCode?: string;
}

/**
 * Spec 1 §9 tracking codes used by the header. The spec lists "AR100, AR107, AR108 login and
 * sign-up buttons" without saying which is which: AR100 = login, AR107 = sign-up here;
 * AR108 is left for a second sign-up entry point (e.g. a mobile header) if the web needs one.
 */
export const HEADER_TRACKING = {
  login: 'AR100',
  signUp: 'AR107',
  signUpAlt: 'AR108',
  premiumPlans: 'PP010',
} as const;

/** Spec 1 §2: '/piani' is the plans and prices route (its constant's real value is not shown). */
export const PREMIUM_PLANS_PATH = '/piani';

const LOGIN: HeaderButton = { id: 'login', label: 'Accedi', href: '/login', variant: 'outline', trackingCode: HEADER_TRACKING.login };
const SIGN_UP: HeaderButton = { id: 'sign-up', label: 'Registrati gratis', href: '/registrazione', variant: 'primary', trackingCode: HEADER_TRACKING.signUp };
const PLANS: HeaderButton = { id: 'premium-plans', label: 'Piani Premium', href: PREMIUM_PLANS_PATH, variant: 'primary', trackingCode: HEADER_TRACKING.premiumPlans };
const PLANS_WARNING: HeaderButton = { ...PLANS, variant: 'warning' };
const HELP: HeaderButton = { id: 'help', label: 'Cerchi aiuto?', href: '/assistenza', variant: 'outline' };

/** Spec 1 §6 'Header buttons by type', as data. */
export const HEADER_BUTTONS: Readonly<Record<SubscriptionType, readonly HeaderButton[]>> = {
  SUSPECT: [LOGIN, SIGN_UP],
  REGISTRATO: [PLANS],
  TRIAL: [PLANS_WARNING],
  PREMIUM: [HELP],
  EX_TRIAL: [PLANS],
  EX_PREMIUM: [PLANS],
};

/** Spec 1 §6: the header buttons for a subscription type (fresh copies, safe to mutate). */
export function headerButtons(t: SubscriptionType): HeaderButton[] {
  return (HEADER_BUTTONS[t] ?? []).map((b) => ({ ...b }));
}
