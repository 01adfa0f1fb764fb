/** Top bar, banner prompt and credits counter: per-type presentation rules (spec 1 §4 'Subscription lifecycle', spec 1 §6 'Other shared rules'). */
import { clubDay, clubDaysUntil } from './club-day';
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

/**
 * Spec 1 §4 'for trial users its message is filled with trial data (which data: not shown)': the
 * data chosen is the days left until the trial ends (docs/spec-coverage.md, readings). A top bar
 * message carries this placeholder where the phrase goes.
 */
export const TRIAL_DATA_PLACEHOLDER = '{giorniRimanenti}';

/**
 * Days left in a trial ending on `expDate` (ISO day or instant): whole calendar days in Italy
 * (clubDay); null for no or an unreadable date; never below 0.
 */
export function trialDaysLeft(expDate: string | null | undefined, now: Date = new Date()): number | null {
  if (!expDate || !/^\d{4}-\d{2}-\d{2}/.test(expDate)) return null;
  const end = expDate.length > 10 ? clubDay(new Date(expDate)) : expDate;
  return Math.max(0, clubDaysUntil(end, now));
}

/** The phrase that replaces the placeholder: ' e termina tra 4 giorni', ' e termina domani', ' e termina oggi'. */
export function trialDaysPhrase(days: number): string {
  if (days <= 0) return ' e termina oggi';
  if (days === 1) return ' e termina domani';
  return ` e termina tra ${days} giorni`;
}

/**
 * A top bar message filled with the trial data: the phrase for the days left, or nothing when
 * they are not known (the message still reads as a sentence). Messages without the placeholder
 * are returned unchanged.
 */
export function fillTrialData(message: string, daysLeft: number | null): string {
  return message.split(TRIAL_DATA_PLACEHOLDER).join(daysLeft === null ? '' : trialDaysPhrase(daysLeft));
}

/** Spec 1 §6 / spec 3 §6: phone-call and consultant buttons and legal notes show only to these types. */
export const PHONE_CALL_TYPES: readonly SubscriptionType[] = ['REGISTRATO', 'EX_TRIAL', 'EX_PREMIUM'];

/**
 * Spec 1 §6 'phone-call and consultant buttons and legal notes show only to registered, ex-trial
 * and ex-premium users' (so the phone-call button is hidden for trial users on pricing cards).
 */
export function showsPhoneCallAndConsultant(t: SubscriptionType): boolean {
  return PHONE_CALL_TYPES.includes(t);
}

/** Spec 1 §2 'Special link markers': the marker of a link that opens the call request. */
export const PHONE_CALL_MARKER = '#phonecall';

/** Whether a CMS link is a phone-call or consultant button (it carries the call-request marker). */
export function isPhoneCallLink(href: string): boolean {
  return href.includes(PHONE_CALL_MARKER);
}
