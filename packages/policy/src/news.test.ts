import { describe, expect, it } from 'vitest';
import { skipsNewsContent } from './news';
import { SUBSCRIPTION_TYPES, type SubscriptionType, type WalletClaim } from './subscription';

// Spec 2 §6 'News content is skipped for users lacking the news wallet', bound to trial and premium.
const SKIPS_WITHOUT_NEWS: Record<SubscriptionType, boolean> = {
  SUSPECT: false,
  REGISTRATO: false,
  TRIAL: true,
  PREMIUM: true,
  EX_TRIAL: false,
  EX_PREMIUM: false,
};

describe.each(SUBSCRIPTION_TYPES)('%s', (t) => {
  const viewer = (wallets: WalletClaim[]) => ({ subscriptionType: t, wallets });
  it('keeps News with an active news wallet', () => expect(skipsNewsContent(viewer([{ code: 'news', active: true }]))).toBe(false));
  it('skips News without it, or with an inactive one, when its type carries wallets', () => {
    expect(skipsNewsContent(viewer([{ code: 'ecm', active: true }]))).toBe(SKIPS_WITHOUT_NEWS[t]);
    expect(skipsNewsContent(viewer([{ code: 'news', active: false }]))).toBe(SKIPS_WITHOUT_NEWS[t]);
  });
});
