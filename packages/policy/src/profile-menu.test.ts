import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, PROFILE_MENU_RULES, profileMenu, type SubscriptionType, type WalletClaim } from './index';

function menu(t: SubscriptionType, wallets: WalletClaim[]) {
  return profileMenu({ subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: true });
}

describe('profile menu (spec 1 §2, §6)', () => {
  it('full menu: exact labels, routes and order', () => {
    expect(menu('PREMIUM', [{ code: 'ecm', active: true }, { code: 'legal', active: true }]).map((i) => [i.label, i.href])).toEqual([
      ['Profilo personale', '/profilo'],
      ['La mia formazione', '/profilo/la-mia-formazione'],
      ['Il mio triennio ECM', '/profilo/triennio-ecm'],
      ['La mia scheda', '/profilo/la-mia-scheda'],
      ['Le mie risorse', '/profilo/le-mie-risorse'],
      ['La mia libreria', '/profilo/la-mia-libreria'],
      ['Le mie cause', '/profilo/cause'],
      ['Cerchi aiuto?', '/assistenza'],
      ['Esci (Logout)', '#logout'],
    ]);
  });

  it("'La mia formazione' needs an active ecm wallet", () => {
    expect(menu('TRIAL', [{ code: 'ecm', active: true }]).map((i) => i.label)).toContain('La mia formazione');
    expect(menu('TRIAL', [{ code: 'ecm', active: false }]).map((i) => i.label)).not.toContain('La mia formazione');
  });

  it("'Il mio triennio ECM' (issue 40) is there for the members who track their triennium: the ecm wallet", () => {
    expect(menu('TRIAL', [{ code: 'ecm', active: true }]).map((i) => i.label)).toContain('Il mio triennio ECM');
    expect(menu('PREMIUM', []).map((i) => i.label)).not.toContain('Il mio triennio ECM');
  });

  it("'Le mie cause' needs an active legal wallet", () => {
    expect(menu('EX_PREMIUM', [{ code: 'legal', active: true }]).map((i) => i.label)).toContain('Le mie cause');
    expect(menu('EX_PREMIUM', [{ code: 'legal', active: false }]).map((i) => i.label)).not.toContain('Le mie cause');
    expect(menu('EX_PREMIUM', [{ code: 'tutelaLegale', active: true }]).map((i) => i.label)).not.toContain('Le mie cause');
  });

  it('suspect gets no menu, no items and no logout even with wallets', () => {
    expect(menu('SUSPECT', [{ code: 'ecm', active: true }, { code: 'legal', active: true }])).toEqual([]);
    expect(profileMenu(ANONYMOUS_VIEWER)).toEqual([]);
    expect(profileMenu(null)).toEqual([]);
  });

  it('rules are data: requirements as stated by the spec', () => {
    expect(PROFILE_MENU_RULES.map((r) => [r.item.label, r.requires])).toEqual([
      ['Profilo personale', {}],
      ['La mia formazione', { nonVisitor: true, wallet: 'ecm' }],
      ['Il mio triennio ECM', { nonVisitor: true, wallet: 'ecm' }],
      ['La mia scheda', {}],
      ['Le mie risorse', {}],
      ['La mia libreria', {}],
      ['Le mie cause', { wallet: 'legal' }],
      ['Cerchi aiuto?', { nonVisitor: true }],
      ['Esci (Logout)', {}],
    ]);
  });

  it('returns copies: mutating the result does not change the rules', () => {
    const first = menu('PREMIUM', []);
    first[0]!.label = 'changed';
    expect(menu('PREMIUM', [])[0]!.label).toBe('Profilo personale');
  });
});
