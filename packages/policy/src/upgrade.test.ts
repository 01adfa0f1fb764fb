import { describe, expect, it } from 'vitest';
import { courseAccessDecision, upgradeShowsLegalCases, upgradeBreadcrumbLabel, upgradeButton, upgradeOfferButtonLabel, upgradeOfferCards, upgradeHeroVariant, SUBSCRIPTION_TYPES, TRIAL_DAYS, trialLengthLabel, trialStart, UPGRADE_HERO_VARIANT } from './index';

// Expected values written out from spec 3 §4/§6, one row per subscription type.
describe('upgrade button by state (spec 3 §4)', () => {
  it.each([
    ['SUSPECT', false, { label: 'Registrati gratis', href: '/registrazione', secondary: { label: 'Hai già un account? Accedi', href: '/login' } }],
    ['SUSPECT', true, { label: 'Prova gratis', href: '/registrazione-trial', secondary: { label: 'Hai già un account? Accedi', href: '/login' } }],
    ['REGISTRATO', false, { label: 'Prova gratis', href: '/attivazione-trial', secondary: null }],
    ['TRIAL', false, null],
    ['TRIAL', true, { label: 'Passa a premium', href: '/upgrade', secondary: null }],
    ['PREMIUM', false, null],
    ['PREMIUM', true, { label: 'Passa a premium', href: '/upgrade', secondary: null }],
    ['EX_TRIAL', false, { label: 'Passa a premium', href: '/upgrade', secondary: null }],
    ['EX_PREMIUM', false, { label: 'Rinnova', href: '/upgrade', secondary: null }],
  ] as const)('%s (forced %s)', (type, forced, expected) => {
    expect(upgradeButton(type, forced)).toEqual(expected);
  });

  it.each([
    ['SUSPECT', 'Passa a Premium'],
    ['REGISTRATO', 'Passa a Premium'],
    ['TRIAL', 'Passa a Premium'],
    ['PREMIUM', 'Passa a Premium'],
    ['EX_TRIAL', 'Passa a Premium'],
    ['EX_PREMIUM', 'Rinnova'],
  ] as const)('offer button on the upgrade page for %s: %s', (type, label) => {
    expect(upgradeOfferButtonLabel(type)).toBe(label);
  });
});

describe('upgrade offer cards filtered by type (spec 3 §6)', () => {
  it.each([
    ['SUSPECT', []],
    ['REGISTRATO', ['trial', 'premium']],
    ['TRIAL', ['premium', 'premium-plus']],
    ['PREMIUM', ['premium-plus']],
    ['EX_TRIAL', ['premium']],
    ['EX_PREMIUM', ['renew', 'premium-plus']],
  ] as const)('%s sees %j', (type, ids) => {
    expect(upgradeOfferCards(type).map((c) => c.id)).toEqual(ids);
  });
});

describe('/upgrade breadcrumbs and hero by type (spec 3 §2)', () => {
  it.each([
    ['SUSPECT', 'Upgrade', 'trial'],
    ['REGISTRATO', 'Upgrade', 'trial'],
    ['TRIAL', 'Passa a Premium', 'full'],
    ['PREMIUM', 'Upgrade', 'full'],
    ['EX_TRIAL', 'La tua prova è terminata', 'full'],
    ['EX_PREMIUM', 'Rinnova il tuo abbonamento', 'full'],
  ] as const)('%s: %s, %s hero', (type, crumb, hero) => {
    expect(upgradeBreadcrumbLabel(type)).toBe(crumb);
    expect(upgradeHeroVariant(type)).toBe(hero);
  });
});

describe('/upgrade hero variant: one table, the reading recorded in docs/spec-coverage.md', () => {
  it('the trial variant goes exactly to who may still start the trial; a trial member gets the full variant', () => {
    for (const type of Object.keys(UPGRADE_HERO_VARIANT) as (keyof typeof UPGRADE_HERO_VARIANT)[]) {
      expect(UPGRADE_HERO_VARIANT[type], type).toBe(trialStart(type) === 'not-eligible' ? 'full' : 'trial');
      expect(upgradeHeroVariant(type)).toBe(UPGRADE_HERO_VARIANT[type]);
    }
    expect(Object.keys(UPGRADE_HERO_VARIANT).sort()).toEqual([...SUBSCRIPTION_TYPES].sort());
    expect(UPGRADE_HERO_VARIANT.TRIAL).toBe('full');
  });
});

describe('the trial length in the upgrade copy (spec 3 §9: 7 days; one month in the upgrade page copy, the reading not taken)', () => {
  it('is TRIAL_DAYS, 7, and the trial offer card says it', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(trialLengthLabel()).toBe('7 giorni');
    expect(trialLengthLabel(1)).toBe('1 giorno');
    expect(upgradeOfferCards('REGISTRATO').find((c) => c.id === 'trial')?.title).toBe(`Prova gratis per ${trialLengthLabel()}`);
  });
});

describe('upgrade modal or products modal (spec 3 §4 course opening check = the access decision, its outcome names the modal)', () => {
  const course = { credits: 10, status: null, promoCodes: [], groups: [] };
  it.each([
    ['SUSPECT', 'UPGRADE'],
    ['REGISTRATO', 'PRODUCTS'],
    ['EX_TRIAL', 'UPGRADE'],
    ['EX_PREMIUM', 'UPGRADE'],
  ] as const)('%s opening a course it may not open gets the %s modal', (subscriptionType, expected) => {
    const decision = courseAccessDecision({ subscriptionType, wallets: [], promoCodes: [], groups: [], hasFiscalCode: true }, course, null);
    expect(decision.outcome).toBe(expected);
  });
});

describe("/upgrade 'Le mie cause' (spec 3 §2/§6: legal wallet)", () => {
  it('shows only with the active legal wallet', () => {
    expect(upgradeShowsLegalCases({ wallets: [{ code: 'legal', active: true }] })).toBe(true);
    expect(upgradeShowsLegalCases({ wallets: [{ code: 'legal', active: false }] })).toBe(false);
    expect(upgradeShowsLegalCases({ wallets: [{ code: 'ecm', active: true }] })).toBe(false);
  });
});
