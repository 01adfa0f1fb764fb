/** Spec 1 §2: the search box's 'Servizi e convenzioni' group, filtered by the viewer's active wallets. */
import { describe, expect, it } from 'vitest';
import { searchableServicesFor, type ViewerClaims, type WalletClaim } from './index';

function viewer(wallets: WalletClaim[], subscriptionType: ViewerClaims['subscriptionType'] = 'PREMIUM'): ViewerClaims {
  return { subscriptionType, wallets, promoCodes: [], groups: [], hasFiscalCode: true };
}
const active = (...codes: string[]) => codes.map((code) => ({ code, active: true }));
const ids = (v: ViewerClaims | null) => searchableServicesFor(v).map((s) => s.id);

describe('searchableServicesFor', () => {
  it('offers each service whose wallet is active, in the group order', () => {
    expect(ids(viewer(active('pubmed', 'legal', 'netmed', 'viaggi', 'topnegozi')))).toEqual(['legal', 'topnegozi', 'viaggi', 'netmed', 'pubmed']);
    expect(ids(viewer(active('netmed'), 'TRIAL'))).toEqual(['netmed']);
  });

  it.each<[string, string]>([
    ['legal', 'Consulenza legale'],
    ['topnegozi', 'Convenzioni e sconti'],
    ['viaggi', 'Viaggi in business class'],
    ['netmed', 'Telemedicina'],
    ['pubmed', 'PubMed'],
  ])('the %s wallet unlocks %s', (wallet, title) => {
    expect(searchableServicesFor(viewer(active(wallet))).map((s) => s.title)).toEqual([title]);
  });

  it('an inactive wallet or another wallet unlocks nothing', () => {
    expect(ids(viewer([{ code: 'legal', active: false }]))).toEqual([]);
    expect(ids(viewer(active('ecm', 'winLoy')))).toEqual([]);
  });

  it('offers nothing to a visitor or without a viewer', () => {
    expect(ids(viewer([], 'SUSPECT'))).toEqual([]);
    expect(ids(null)).toEqual([]);
  });
});
