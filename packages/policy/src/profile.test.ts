/**
 * Profile area rules (spec 3 §2, §4, §6, §9) against all six subscription types. Expected values are
 * written out from the spec, never computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  activationDateLabel,
  canUseProfileAssistantForm,
  canSeeInvoices,
  canSeeSubscriptionHistory,
  mayDownloadEnrolmentCertificate,
  ecmPlafond,
  profileAccountCards,
  profileBanner,
  profileOverviewCards,
  profileServiceCards,
  profileSideMenu,
  showsEcmCredits,
  showsRequestExtraCredits,
  trialDaysLeft,
  showsUpgradeBox,
  SUBSCRIPTION_TYPES,
  type SubscriptionType,
  type ViewerClaims,
  type WalletClaim,
} from './index';

const ALL_WALLETS: WalletClaim[] = ['ecm', 'legal', 'winLoy'].map((code) => ({ code, active: true, status: 1 }));
/** Every wallet code spec 3 §3 names, active: the type rules alone decide. */
const EVERY_WALLET: WalletClaim[] = ['ecm', 'news', 'topnegozi', 'viaggi', 'partners', 'netmed', 'pubmed', 'legal', 'winLoy', 'tutelaLegale', 'tutelaLegale2', 'consulenzaLegale']
  .map((code) => ({ code, active: true, status: 1 }));
const claims = (t: SubscriptionType, wallets: WalletClaim[] = ALL_WALLETS): ViewerClaims => ({ subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: true });

const PREMIUM_ONLY = ['Telemedicina', 'Polizza Tutela Legale'];
const TRIAL_OR_PREMIUM = ['Servizi legali', 'Consulenza assicurativa', 'Sconti e Convenzioni'];
const ALL_MEMBERS = ['Corsi ECM', 'Tool e calcolatori', 'Professionisti sanitari', 'News e approfondimenti'];

interface Row {
  services: string[];
  subscriptionIcon: string | null;
  banner: { kind: string; daysLeft: number | null } | null;
  ecmCredits: boolean;
  invoices: boolean;
  history: boolean;
  upgradeBox: boolean;
  assistantForm: boolean;
  activation: string | null;
  enrolmentCertificate: boolean;
}

const EXPECTED: Record<SubscriptionType, Row> = {
  SUSPECT: { services: [], subscriptionIcon: null, banner: null, ecmCredits: false, invoices: false, history: false, upgradeBox: false, assistantForm: false, activation: '15/03/2024', enrolmentCertificate: false },
  REGISTRATO: { services: ALL_MEMBERS, subscriptionIcon: 'card', banner: null, ecmCredits: false, invoices: false, history: false, upgradeBox: true, assistantForm: false, activation: '15/03/2024', enrolmentCertificate: false },
  TRIAL: { services: [...TRIAL_OR_PREMIUM, ...ALL_MEMBERS], subscriptionIcon: 'clock', banner: { kind: 'warning', daysLeft: 4 }, ecmCredits: true, invoices: false, history: false, upgradeBox: false, assistantForm: true, activation: '15/03/2024', enrolmentCertificate: true },
  PREMIUM: { services: [...PREMIUM_ONLY, ...TRIAL_OR_PREMIUM, ...ALL_MEMBERS], subscriptionIcon: 'card', banner: null, ecmCredits: true, invoices: true, history: true, upgradeBox: false, assistantForm: true, activation: '2024', enrolmentCertificate: true },
  EX_TRIAL: { services: ALL_MEMBERS, subscriptionIcon: 'alert', banner: { kind: 'danger', daysLeft: null }, ecmCredits: false, invoices: false, history: false, upgradeBox: true, assistantForm: false, activation: '15/03/2024', enrolmentCertificate: false },
  EX_PREMIUM: { services: ALL_MEMBERS, subscriptionIcon: 'alert', banner: { kind: 'danger', daysLeft: null }, ecmCredits: false, invoices: true, history: true, upgradeBox: true, assistantForm: false, activation: '15/03/2024', enrolmentCertificate: false },
};

const TODAY = new Date('2026-11-20T15:00:00Z');

describe('profile area policy table (spec 3 §2, §4, §6)', () => {
  it.each(SUBSCRIPTION_TYPES)('%s', (t) => {
    const row = EXPECTED[t];
    expect(profileServiceCards({ claims: claims(t, EVERY_WALLET), isAPS: false, conventionOrder: null }).map((c) => c.title)).toEqual(row.services);
    expect(profileSideMenu(claims(t)).find((i) => i.id === 'subscription')?.icon ?? null).toBe(row.subscriptionIcon);
    expect(profileBanner(t, '2026-11-24', TODAY)).toEqual(row.banner);
    expect(showsEcmCredits(t)).toBe(row.ecmCredits);
    expect(canSeeInvoices(t)).toBe(row.invoices);
    expect(canSeeSubscriptionHistory(t)).toBe(row.history);
    expect(showsUpgradeBox(t)).toBe(row.upgradeBox);
    expect(canUseProfileAssistantForm({ subscriptionType: t })).toBe(row.assistantForm);
    expect(activationDateLabel(t, '2024-03-15')).toBe(row.activation);
    expect(mayDownloadEnrolmentCertificate(t)).toBe(row.enrolmentCertificate);
  });
});

const SIDE_WITH_LOYALTY = ['Panoramica', 'Abbonamento', 'Programma Fedeltà', 'Metodi di pagamento', 'Fatture e pagamenti', 'Dati personali', 'Privacy e condizioni'];
const SIDE_WITHOUT_LOYALTY = ['Panoramica', 'Abbonamento', 'Metodi di pagamento', 'Fatture e pagamenti', 'Dati personali', 'Privacy e condizioni'];
const OVERVIEW_ALL = ['Le mie Cause', 'La mia Formazione', 'La mia Libreria', 'Le mie Risorse', 'La mia scheda'];
const OVERVIEW_NO_WALLET = ['La mia Libreria', 'Le mie Risorse', 'La mia scheda'];

interface MenuRow {
  /** Side menu labels with the ecm, legal and winLoy wallets active, then with no wallet. */
  side: [string[], string[]];
  overview: [string[], string[]];
  account: [string[], string[]];
}

const MEMBER_MENUS: MenuRow = {
  side: [SIDE_WITH_LOYALTY, SIDE_WITHOUT_LOYALTY],
  overview: [OVERVIEW_ALL, OVERVIEW_NO_WALLET],
  account: [SIDE_WITH_LOYALTY.slice(1), SIDE_WITHOUT_LOYALTY.slice(1)],
};

const MENUS: Record<SubscriptionType, MenuRow> = {
  SUSPECT: { side: [[], []], overview: [[], []], account: [[], []] },
  REGISTRATO: MEMBER_MENUS,
  TRIAL: MEMBER_MENUS,
  PREMIUM: MEMBER_MENUS,
  EX_TRIAL: MEMBER_MENUS,
  EX_PREMIUM: MEMBER_MENUS,
};

describe("side menu labels, 'Cosa stai cercando oggi?' and 'Il tuo account' cards across the six types (spec 3 §2, §6)", () => {
  it.each(SUBSCRIPTION_TYPES)('%s, with and without wallets', (t) => {
    const row = MENUS[t];
    const labels = (items: { label: string }[]) => items.map((i) => i.label);
    expect(labels(profileSideMenu(claims(t)))).toEqual(row.side[0]);
    expect(labels(profileSideMenu(claims(t, [])))).toEqual(row.side[1]);
    expect(labels(profileOverviewCards(claims(t)))).toEqual(row.overview[0]);
    expect(labels(profileOverviewCards(claims(t, [])))).toEqual(row.overview[1]);
    expect(labels(profileAccountCards(claims(t)))).toEqual(row.account[0]);
    expect(labels(profileAccountCards(claims(t, [])))).toEqual(row.account[1]);
  });

  it('one wallet at a time: Le mie Cause with legal alone, La mia Formazione with ecm alone', () => {
    const labels = (code: string) => profileOverviewCards(claims('TRIAL', [{ code, active: true }])).map((c) => c.label);
    expect(labels('legal')).toEqual(['Le mie Cause', ...OVERVIEW_NO_WALLET]);
    expect(labels('ecm')).toEqual(['La mia Formazione', ...OVERVIEW_NO_WALLET]);
  });
});

describe('service cards (spec 3 §6)', () => {
  it('telemedicine is hidden for APS members and for the two excluded conventions, the policy stays', () => {
    const titles = (isAPS: boolean, conventionOrder: string | null) => profileServiceCards({ claims: claims('PREMIUM', EVERY_WALLET), isAPS, conventionOrder }).map((c) => c.title);
    expect(titles(true, null)).not.toContain('Telemedicina');
    expect(titles(true, null)).toContain('Polizza Tutela Legale');
    expect(titles(false, 'conv-enpam')).not.toContain('Telemedicina');
    expect(titles(false, 'CONV-FNOPI')).not.toContain('Telemedicina');
    expect(titles(false, 'CONV-OTHER')).toContain('Telemedicina');
  });
});

describe('service cards by wallet (spec 3 §3 tag / Wallet / Excluded Wallet, §6 for premium or trial)', () => {
  const without = (...codes: string[]) => EVERY_WALLET.filter((w) => !codes.includes(w.code));
  const titles = (t: SubscriptionType, wallets: WalletClaim[]) => profileServiceCards({ claims: claims(t, wallets), isAPS: false, conventionOrder: null }).map((c) => c.title);

  it.each([
    // [type, wallets, expected titles]
    ['PREMIUM', without(), [...PREMIUM_ONLY, ...TRIAL_OR_PREMIUM, ...ALL_MEMBERS]],
    ['PREMIUM', without('netmed'), ['Polizza Tutela Legale', ...TRIAL_OR_PREMIUM, ...ALL_MEMBERS]],
    ['PREMIUM', without('tutelaLegale'), [...PREMIUM_ONLY, ...TRIAL_OR_PREMIUM, ...ALL_MEMBERS]],
    ['PREMIUM', without('tutelaLegale', 'tutelaLegale2'), ['Telemedicina', ...TRIAL_OR_PREMIUM, ...ALL_MEMBERS]],
    // Spec 3 §6: the 'Corsi ECM' card is for every member type, with or without the ecm wallet.
    ['PREMIUM', without('ecm'), [...PREMIUM_ONLY, ...TRIAL_OR_PREMIUM, ...ALL_MEMBERS]],
    ['PREMIUM', [], ['Servizi legali', 'Consulenza assicurativa', 'Corsi ECM', 'Tool e calcolatori', 'Professionisti sanitari']],
    ['TRIAL', without('topnegozi'), ['Servizi legali', 'Consulenza assicurativa', ...ALL_MEMBERS]],
    ['TRIAL', without('news'), [...TRIAL_OR_PREMIUM, 'Corsi ECM', 'Tool e calcolatori', 'Professionisti sanitari']],
    ['TRIAL', without('ecm'), [...TRIAL_OR_PREMIUM, ...ALL_MEMBERS]],
    ['TRIAL', [], ['Servizi legali', 'Consulenza assicurativa', 'Corsi ECM', 'Tool e calcolatori', 'Professionisti sanitari']],
    // Registered and ex members: the type alone decides, with or without wallets.
    ['REGISTRATO', [], ALL_MEMBERS],
    ['EX_TRIAL', [], ALL_MEMBERS],
    ['EX_PREMIUM', [], ALL_MEMBERS],
    ['SUSPECT', EVERY_WALLET, []],
  ] as [SubscriptionType, WalletClaim[], string[]][])('%s with %j', (t, wallets, expected) => {
    expect(titles(t, wallets)).toEqual(expected);
  });

  it('an inactive wallet does not count', () => {
    const inactiveNetmed = EVERY_WALLET.map((w) => (w.code === 'netmed' ? { ...w, active: false } : w));
    expect(titles('PREMIUM', inactiveNetmed)).not.toContain('Telemedicina');
  });

  it("a card's Wallet and Excluded Wallet apply to trial and premium only", () => {
    const card = { id: 'x', title: 'X', body: '', href: '/x', cta: '', icon: 'tag' };
    const rules = [{ card, audience: 'MEMBERS' as const, visibility: { wallet: 'pubmed', excludedWallet: 'DAS' } }];
    const seen = (t: SubscriptionType, wallets: WalletClaim[]) => profileServiceCards({ claims: claims(t, wallets), isAPS: false, conventionOrder: null }, rules).length === 1;
    expect(seen('PREMIUM', [{ code: 'pubmed', active: true }])).toBe(true);
    expect(seen('PREMIUM', [])).toBe(false);
    expect(seen('TRIAL', [{ code: 'pubmed', active: true }, { code: 'DAS', active: true }])).toBe(false);
    expect(seen('REGISTRATO', [])).toBe(true);
    expect(seen('EX_PREMIUM', [{ code: 'DAS', active: true }])).toBe(true);
  });
});

describe('side menu (spec 3 §2)', () => {
  it('labels, routes and order with the loyalty wallet', () => {
    expect(profileSideMenu(claims('PREMIUM')).map((i) => [i.label, i.href])).toEqual([
      ['Panoramica', '/profilo'],
      ['Abbonamento', '/profilo/abbonamento'],
      ['Programma Fedeltà', '/profilo/il-mio-programma-fedelta'],
      ['Metodi di pagamento', '/profilo/metodi-pagamento'],
      ['Fatture e pagamenti', '/profilo/fatture-pagamenti'],
      ['Dati personali', '/profilo/dati-personali'],
      ['Privacy e condizioni', '/profilo/privacy'],
    ]);
  });
  it("'Programma Fedeltà' only with an active winLoy wallet", () => {
    expect(profileSideMenu(claims('PREMIUM', [{ code: 'winLoy', active: false }])).map((i) => i.label)).not.toContain('Programma Fedeltà');
    expect(profileSideMenu(claims('PREMIUM', [])).map((i) => i.label)).not.toContain('Programma Fedeltà');
  });
  it('account cards are the side menu without Panoramica', () => {
    expect(profileAccountCards(claims('REGISTRATO', [])).map((i) => i.label)).toEqual([
      'Abbonamento', 'Metodi di pagamento', 'Fatture e pagamenti', 'Dati personali', 'Privacy e condizioni',
    ]);
  });
});

describe("'Cosa stai cercando oggi?' cards (spec 3 §2)", () => {
  it('all five with legal and ecm wallets, in order', () => {
    expect(profileOverviewCards(claims('PREMIUM')).map((c) => c.label)).toEqual(['Le mie Cause', 'La mia Formazione', 'La mia Libreria', 'Le mie Risorse', 'La mia scheda']);
  });
  it('Le mie Cause needs the legal wallet, La mia Formazione the ecm wallet; none for a visitor', () => {
    expect(profileOverviewCards(claims('REGISTRATO', [])).map((c) => c.label)).toEqual(['La mia Libreria', 'Le mie Risorse', 'La mia scheda']);
    expect(profileOverviewCards(claims('SUSPECT'))).toEqual([]);
  });
});

describe('ECM credits (spec 3 §4, §9)', () => {
  it("'Plafond ECM' is used plus available", () => {
    expect(ecmPlafond(12, 38)).toBe(50);
  });
  it("'Request extra credits' when the initial credit is positive and all used", () => {
    expect(showsRequestExtraCredits(50, 50)).toBe(true);
    expect(showsRequestExtraCredits(50, 49)).toBe(false);
    expect(showsRequestExtraCredits(0, 0)).toBe(false);
  });
  it('days left never go below 0 and need a date', () => {
    expect(trialDaysLeft('2026-11-19', TODAY)).toBe(0);
    expect(trialDaysLeft(null, TODAY)).toBeNull();
  });
});

describe('subscription history and documents (spec 3 §6, §9)', () => {
  const entry = (name: string, activeFrom: string, source: string, isActive: boolean, end: string | null = '2030-01-01') => ({ name, activeFrom, endOfSubscription: end, source, isActive });
  it('merges the inactive subscriptions with the add-ons, newest start first; add-ons without end date', async () => {
    const { mergedSubscriptionHistory } = await import('./index');
    const merged = mergedSubscriptionHistory(
      [entry('Premium 2024', '2024-01-10', 'subscription', false), entry('Premium 2025', '2025-01-10', 'subscription', true)],
      [entry('Polizza', '2024-03-01', 'addon', false, '2024-12-31'), entry('Crediti', '2025-02-01', 'addon', true)],
    );
    expect(merged.map((m) => [m.name, m.endOfSubscription, m.isAddon])).toEqual([
      ['Crediti', null, true],
      ['Polizza', null, true],
      ['Premium 2024', '2030-01-01', false],
    ]);
  });
  it.each([
    ['SUSPECT', []],
    ['REGISTRATO', []],
    ['TRIAL', ['acceptance-conditions', 'conditions-of-use']],
    ['PREMIUM', ['acceptance-conditions', 'conditions-of-use']],
    ['EX_TRIAL', ['acceptance-conditions', 'conditions-of-use']],
    ['EX_PREMIUM', ['acceptance-conditions', 'conditions-of-use']],
  ] as const)('%s documents block of /profilo/abbonamento (spec 1 §6: trial, premium and ex only)', async (t, kinds) => {
    const { subscriptionDocumentKinds } = await import('./index');
    expect(subscriptionDocumentKinds(t)).toEqual(kinds);
  });
  it.each([
    ['SUSPECT', []],
    ['REGISTRATO', ['conditions-of-use']],
    ['TRIAL', ['acceptance-conditions', 'conditions-of-use']],
    ['PREMIUM', ['acceptance-conditions', 'conditions-of-use']],
    ['EX_TRIAL', ['acceptance-conditions', 'conditions-of-use']],
    ['EX_PREMIUM', ['acceptance-conditions', 'conditions-of-use']],
  ] as const)('%s terms on the privacy page (spec 3 §6 terms shown per type)', async (t, kinds) => {
    const { subscriptionTermKinds } = await import('./index');
    expect(subscriptionTermKinds(t)).toEqual(kinds);
  });
});

describe("'Le mie cause' (spec 3 §6)", () => {
  it.each(SUBSCRIPTION_TYPES)('%s: only with an active legal wallet', async (t) => {
    const { canSeeLegalCases } = await import('./index');
    expect(canSeeLegalCases(claims(t, [{ code: 'legal', active: true }]))).toBe(t !== 'SUSPECT');
    expect(canSeeLegalCases(claims(t, [{ code: 'legal', active: false }]))).toBe(false);
    expect(canSeeLegalCases(claims(t, []))).toBe(false);
  });
});
