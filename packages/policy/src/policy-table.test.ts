/**
 * The policy table: every per-type rule of the spec against all six subscription types.
 * Expected values are written out literally from the spec, never computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_TYPES,
  hasProfileMenu,
  headerButtons,
  profileMenu,
  showsCreditsCounter,
  showsLoginPromptOnBanner,
  showsPhoneCallAndConsultant,
  subscriptionFlags,
  topBarColour,
  type SubscriptionType,
  type ViewerClaims,
} from './index';

interface Row {
  flags: {
    isSuspect: boolean; isRegistered: boolean; isTrial: boolean; isPremium: boolean;
    isTrialOrPremium: boolean; isExTrial: boolean; isExPremium: boolean; isEx: boolean;
  };
  /** spec 1 §6 'Header buttons by type': [label, href, variant, trackingCode] */
  header: [string, string, string, string | undefined][];
  /** spec 1 §4 */
  topBar: 'blue' | 'warning' | 'danger';
  /** spec 1 §6 */
  loginPromptOnBanner: boolean;
  /** spec 1 §6 */
  hasProfileMenu: boolean;
  /** spec 1 §2/§6 profile menu labels with ecm + legal wallets active */
  menuAllWallets: string[];
  /** spec 1 §2/§6 profile menu labels with no wallets */
  menuNoWallets: string[];
  /** spec 1 §6 credits counter with an active winLoy wallet of status 1 */
  creditsCounter: boolean;
  /** spec 1 §6 / spec 3 §6 phone-call and consultant buttons and legal notes */
  phoneCallAndConsultant: boolean;
}

const FULL_MENU = ['Profilo personale', 'La mia formazione', 'Il mio triennio ECM', 'La mia scheda', 'Le mie risorse', 'La mia libreria', 'Le mie cause', 'Cerchi aiuto?', 'Esci (Logout)'];
const BASE_MENU = ['Profilo personale', 'La mia scheda', 'Le mie risorse', 'La mia libreria', 'Cerchi aiuto?', 'Esci (Logout)'];
const PLANS: [string, string, string, string | undefined] = ['Piani Premium', '/piani', 'primary', 'PP010'];

const EXPECTED: Record<SubscriptionType, Row> = {
  SUSPECT: {
    flags: { isSuspect: true, isRegistered: false, isTrial: false, isPremium: false, isTrialOrPremium: false, isExTrial: false, isExPremium: false, isEx: false },
    header: [['Accedi', '/login', 'outline', 'AR100'], ['Registrati gratis', '/registrazione', 'primary', 'AR107']],
    topBar: 'blue',
    loginPromptOnBanner: true,
    hasProfileMenu: false,
    menuAllWallets: [],
    menuNoWallets: [],
    creditsCounter: false,
    phoneCallAndConsultant: false,
  },
  REGISTRATO: {
    flags: { isSuspect: false, isRegistered: true, isTrial: false, isPremium: false, isTrialOrPremium: false, isExTrial: false, isExPremium: false, isEx: false },
    header: [PLANS],
    topBar: 'blue',
    loginPromptOnBanner: false,
    hasProfileMenu: true,
    menuAllWallets: FULL_MENU,
    menuNoWallets: BASE_MENU,
    creditsCounter: true,
    phoneCallAndConsultant: true,
  },
  TRIAL: {
    flags: { isSuspect: false, isRegistered: false, isTrial: true, isPremium: false, isTrialOrPremium: true, isExTrial: false, isExPremium: false, isEx: false },
    header: [['Piani Premium', '/piani', 'warning', 'PP010']],
    topBar: 'warning',
    loginPromptOnBanner: false,
    hasProfileMenu: true,
    menuAllWallets: FULL_MENU,
    menuNoWallets: BASE_MENU,
    creditsCounter: true,
    phoneCallAndConsultant: false,
  },
  PREMIUM: {
    flags: { isSuspect: false, isRegistered: false, isTrial: false, isPremium: true, isTrialOrPremium: true, isExTrial: false, isExPremium: false, isEx: false },
    header: [['Cerchi aiuto?', '/assistenza', 'outline', undefined]],
    topBar: 'blue',
    loginPromptOnBanner: false,
    hasProfileMenu: true,
    menuAllWallets: FULL_MENU,
    menuNoWallets: BASE_MENU,
    creditsCounter: true,
    phoneCallAndConsultant: false,
  },
  EX_TRIAL: {
    flags: { isSuspect: false, isRegistered: false, isTrial: false, isPremium: false, isTrialOrPremium: false, isExTrial: true, isExPremium: false, isEx: true },
    header: [PLANS],
    topBar: 'danger',
    loginPromptOnBanner: false,
    hasProfileMenu: true,
    menuAllWallets: FULL_MENU,
    menuNoWallets: BASE_MENU,
    creditsCounter: true,
    phoneCallAndConsultant: true,
  },
  EX_PREMIUM: {
    flags: { isSuspect: false, isRegistered: false, isTrial: false, isPremium: false, isTrialOrPremium: false, isExTrial: false, isExPremium: true, isEx: true },
    header: [PLANS],
    topBar: 'danger',
    loginPromptOnBanner: false,
    hasProfileMenu: true,
    menuAllWallets: FULL_MENU,
    menuNoWallets: BASE_MENU,
    creditsCounter: true,
    phoneCallAndConsultant: true,
  },
};

function viewer(t: SubscriptionType, wallets: ViewerClaims['wallets']): ViewerClaims {
  return { subscriptionType: t, wallets, promoCodes: [], groups: [], hasFiscalCode: true };
}

describe('policy table (every rule × six subscription types)', () => {
  it('lists exactly the six types of spec 1 §1, in lifecycle order', () => {
    expect([...SUBSCRIPTION_TYPES]).toEqual(['SUSPECT', 'REGISTRATO', 'TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM']);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: subscription flags (spec 1 §3)', (t) => {
    expect(subscriptionFlags(t)).toEqual(EXPECTED[t].flags);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: header buttons (spec 1 §6)', (t) => {
    expect(headerButtons(t).map((b) => [b.label, b.href, b.variant, b.trackingCode])).toEqual(EXPECTED[t].header);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: phone-call and consultant buttons, legal notes (spec 1 §6, spec 3 §6)', (t) => {
    expect(showsPhoneCallAndConsultant(t)).toBe(EXPECTED[t].phoneCallAndConsultant);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: top bar colour (spec 1 §4)', (t) => {
    expect(topBarColour(t)).toBe(EXPECTED[t].topBar);
  });

  it.each(SUBSCRIPTION_TYPES)("%s: 'Hai già un account?' prompt (spec 1 §6)", (t) => {
    expect(showsLoginPromptOnBanner(t)).toBe(EXPECTED[t].loginPromptOnBanner);
    expect(showsLoginPromptOnBanner(t, false)).toBe(false);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: has a profile menu (spec 1 §6)', (t) => {
    expect(hasProfileMenu(t)).toBe(EXPECTED[t].hasProfileMenu);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: profile menu with ecm + legal wallets (spec 1 §2/§6)', (t) => {
    const v = viewer(t, [{ code: 'ecm', active: true }, { code: 'legal', active: true }]);
    expect(profileMenu(v).map((i) => i.label)).toEqual(EXPECTED[t].menuAllWallets);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: profile menu without wallets (spec 1 §2/§6)', (t) => {
    expect(profileMenu(viewer(t, [])).map((i) => i.label)).toEqual(EXPECTED[t].menuNoWallets);
  });

  it.each(SUBSCRIPTION_TYPES)('%s: credits counter with active winLoy status 1 (spec 1 §6)', (t) => {
    expect(showsCreditsCounter(viewer(t, [{ code: 'winLoy', active: true, status: 1 }]))).toBe(EXPECTED[t].creditsCounter);
  });
});
