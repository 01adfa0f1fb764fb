/**
 * Spec 2 §6 'News content is skipped for users lacking the news wallet' (spec 3 §6: wallet rules apply to
 * premium or trial users). As for the ecm wallet (training.ts `ECM_WALLET_BINDS`), the rule binds the
 * subscriptions that carry wallets: a trial or premium member without an active news wallet gets no
 * content of type News in the content lists; visitors, registered and ex members, who hold no wallets,
 * keep them (the other reading, every type, would leave them without the news area at all).
 */
import { hasActiveWallet, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';

export const NEWS_WALLET_BINDS: readonly SubscriptionType[] = Object.freeze(['TRIAL', 'PREMIUM'] as const);

/** The CMS content type the rule skips (spec 1 §3 'Content types'). */
export const NEWS_CONTENT_TYPE = 'News';

/** True when the viewer's content lists leave out News items. */
export function skipsNewsContent(viewer: Pick<ViewerClaims, 'subscriptionType' | 'wallets'>): boolean {
  return NEWS_WALLET_BINDS.includes(viewer.subscriptionType) && !hasActiveWallet(viewer, WALLETS.news);
}
