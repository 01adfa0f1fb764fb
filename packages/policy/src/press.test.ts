/** Spec 3 §4/§6 World Scientific Press: the rule table across the six types, with and without the pubmed wallet. */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPES, canUsePress, pressHeader, type SubscriptionType, type ViewerClaims } from './index';

function viewer(subscriptionType: SubscriptionType, wallets: ViewerClaims['wallets']): ViewerClaims {
  return { subscriptionType, wallets, promoCodes: [], groups: [], hasFiscalCode: true };
}

const WITH_PUBMED = [{ code: 'pubmed', active: true }];
const INACTIVE_PUBMED = [{ code: 'pubmed', active: false }];
const OTHER_WALLETS = [{ code: 'ecm', active: true }, { code: 'topnegozi', active: true }];

/** Written out from the spec: [type, search and newsletter allowed, header label, header target]. */
const TABLE: [SubscriptionType, ViewerClaims['wallets'], boolean, string, string | null][] = [
  ['SUSPECT', [], false, 'Prova gratis', '/registrazione-trial'],
  ['REGISTRATO', [], false, 'Passa a Premium', '/upgrade'],
  ['REGISTRATO', WITH_PUBMED, true, 'incluso nel tuo abbonamento', null],
  ['TRIAL', OTHER_WALLETS, false, 'Passa a Premium', '/upgrade'],
  ['TRIAL', WITH_PUBMED, true, 'incluso nel tuo abbonamento', null],
  ['PREMIUM', OTHER_WALLETS, false, 'Passa a Premium', '/upgrade'],
  ['PREMIUM', INACTIVE_PUBMED, false, 'Passa a Premium', '/upgrade'],
  ['PREMIUM', WITH_PUBMED, true, 'incluso nel tuo abbonamento', null],
  ['EX_TRIAL', INACTIVE_PUBMED, false, 'Passa a Premium', '/upgrade'],
  ['EX_TRIAL', WITH_PUBMED, true, 'incluso nel tuo abbonamento', null],
  ['EX_PREMIUM', INACTIVE_PUBMED, false, 'Passa a Premium', '/upgrade'],
  ['EX_PREMIUM', WITH_PUBMED, true, 'incluso nel tuo abbonamento', null],
];

describe('World Scientific Press (spec 3 §4, §6)', () => {
  it.each(TABLE)('%s with %j: search and newsletter %s, header %s → %s', (type, wallets, allowed, label, href) => {
    const v = viewer(type, wallets);
    expect(canUsePress(v)).toBe(allowed);
    expect(pressHeader(v)).toMatchObject({ label, href });
  });

  it('the table covers the six types', () => {
    expect(new Set(TABLE.map(([t]) => t))).toEqual(new Set(SUBSCRIPTION_TYPES));
  });

  it('no type reaches the search without an active pubmed wallet', () => {
    for (const t of SUBSCRIPTION_TYPES) {
      expect(canUsePress(viewer(t, OTHER_WALLETS))).toBe(false);
      expect(canUsePress(viewer(t, INACTIVE_PUBMED))).toBe(false);
    }
  });
});
