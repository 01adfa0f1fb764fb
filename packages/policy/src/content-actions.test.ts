/**
 * Spec 1 §4 'Actions on paywalled pages', spec 1 §6 'Other shared rules', spec 1 §8 favourite toasts, spec 2 §6.
 * Expected values are written out literally from the spec, never computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import {
  PREMIUM_LEVEL_TYPES,
  SUBSCRIPTION_TYPES,
  UPSELL_TITLES,
  canListVideoTutorials,
  canReadEdicola,
  canSaveFavouriteCategories,
  canViewPremiumContent,
  contentActions,
  contentWalletAccess,
  favouriteSavesOnServer,
  favouriteToastTarget,
  usesOccupationForSuggestions,
  type ContentForActions,
  type SubscriptionType,
  type Upsell,
  type ViewerClaims,
} from './index';

type Kind = 'ARTICLE' | 'TOOL_LEGAL' | 'TOOL_SCIENTIFIC' | 'MODULE_LEGAL' | 'MODULE_SCIENTIFIC' | 'PREMIUM_ARTICLE_PAYWALLED';
const KINDS: Kind[] = ['ARTICLE', 'TOOL_LEGAL', 'TOOL_SCIENTIFIC', 'MODULE_LEGAL', 'MODULE_SCIENTIFIC', 'PREMIUM_ARTICLE_PAYWALLED'];

const CONTENT: Record<Kind, { content: ContentForActions; paywalled: boolean }> = {
  ARTICLE: { content: { contentType: 'Articolo', isPremium: false, flags: {} }, paywalled: false },
  TOOL_LEGAL: { content: { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true, isTOOLSCIENT: false } }, paywalled: false },
  TOOL_SCIENTIFIC: { content: { contentType: 'Tool', isPremium: false, flags: { isTOOLSCIENT: true } }, paywalled: false },
  MODULE_LEGAL: { content: { contentType: 'Modulo', isPremium: false, flags: { isMODLEG: true } }, paywalled: false },
  MODULE_SCIENTIFIC: { content: { contentType: 'Modulo', isPremium: false, flags: { isMODSCIENT: true, isMODLEG: false } }, paywalled: false },
  PREMIUM_ARTICLE_PAYWALLED: { content: { contentType: 'Articolo', isPremium: true, flags: {} }, paywalled: true },
};

type WalletSet = 'NONE' | 'ALL' | 'LEGAL' | 'TOOL_SCIENTIFIC_ONLY';
const WALLET_SETS: Record<WalletSet, string[]> = {
  NONE: [],
  ALL: ['ecm', 'toolLegali', 'toolScientifici', 'moduliLegali', 'moduliScientifici'],
  LEGAL: ['toolLegali', 'moduliLegali'],
  TOOL_SCIENTIFIC_ONLY: ['toolScientifici'],
};

function viewer(type: SubscriptionType, wallets: string[] = []): ViewerClaims {
  return { subscriptionType: type, wallets: wallets.map((code) => ({ code, active: true })), promoCodes: [], groups: [], hasFiscalCode: true };
}

/** [favourite, print, download]: 'ok' when allowed, else the upsell. Share is checked separately (always ok). */
type Expect3 = ['ok' | Upsell, 'ok' | Upsell, 'ok' | Upsell];
const OK: Expect3 = ['ok', 'ok', 'ok'];
const same = (u: Upsell): Expect3 => [u, u, u];

/** Types whose outcome does not depend on Tool/Module wallets (spec: the wallet rule is for trial and premium). */
const NOT_WALLET_BOUND: Record<'SUSPECT' | 'REGISTRATO' | 'EX_TRIAL' | 'EX_PREMIUM', Record<Kind, Expect3>> = {
  SUSPECT: {
    ARTICLE: ['FAVOURITES_UPSELL', 'REGISTER_FREE', 'REGISTER_FREE'],
    TOOL_LEGAL: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    TOOL_SCIENTIFIC: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_LEGAL: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_SCIENTIFIC: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    PREMIUM_ARTICLE_PAYWALLED: same('SIGN_UP'),
  },
  REGISTRATO: {
    ARTICLE: ['FAVOURITES_UPSELL', 'ok', 'ok'],
    TOOL_LEGAL: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    TOOL_SCIENTIFIC: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_LEGAL: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_SCIENTIFIC: ['FAVOURITES_UPSELL', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    PREMIUM_ARTICLE_PAYWALLED: same('SUBSCRIBE'),
  },
  EX_TRIAL: {
    ARTICLE: ['MOVE_TO_PREMIUM', 'ok', 'ok'],
    TOOL_LEGAL: ['MOVE_TO_PREMIUM', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    TOOL_SCIENTIFIC: ['MOVE_TO_PREMIUM', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_LEGAL: ['MOVE_TO_PREMIUM', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_SCIENTIFIC: ['MOVE_TO_PREMIUM', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    PREMIUM_ARTICLE_PAYWALLED: same('MOVE_TO_PREMIUM'),
  },
  EX_PREMIUM: {
    ARTICLE: ['REACTIVATE', 'ok', 'ok'],
    TOOL_LEGAL: ['REACTIVATE', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    TOOL_SCIENTIFIC: ['REACTIVATE', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_LEGAL: ['REACTIVATE', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    MODULE_SCIENTIFIC: ['REACTIVATE', 'PREMIUM_REQUIRED', 'PREMIUM_REQUIRED'],
    PREMIUM_ARTICLE_PAYWALLED: same('REACTIVATE'),
  },
};

/** Trial and premium: everything allowed, except Tools/Modules whose flag's wallet is missing. */
const WALLET_BOUND: Record<WalletSet, Record<Kind, Expect3>> = {
  ALL: { ARTICLE: OK, TOOL_LEGAL: OK, TOOL_SCIENTIFIC: OK, MODULE_LEGAL: OK, MODULE_SCIENTIFIC: OK, PREMIUM_ARTICLE_PAYWALLED: OK },
  NONE: {
    ARTICLE: OK,
    TOOL_LEGAL: same('WALLET_REQUIRED'),
    TOOL_SCIENTIFIC: same('WALLET_REQUIRED'),
    MODULE_LEGAL: same('WALLET_REQUIRED'),
    MODULE_SCIENTIFIC: same('WALLET_REQUIRED'),
    PREMIUM_ARTICLE_PAYWALLED: OK,
  },
  LEGAL: {
    ARTICLE: OK,
    TOOL_LEGAL: OK,
    TOOL_SCIENTIFIC: same('WALLET_REQUIRED'),
    MODULE_LEGAL: OK,
    MODULE_SCIENTIFIC: same('WALLET_REQUIRED'),
    PREMIUM_ARTICLE_PAYWALLED: OK,
  },
  TOOL_SCIENTIFIC_ONLY: {
    ARTICLE: OK,
    TOOL_LEGAL: same('WALLET_REQUIRED'),
    TOOL_SCIENTIFIC: OK,
    MODULE_LEGAL: same('WALLET_REQUIRED'),
    MODULE_SCIENTIFIC: same('WALLET_REQUIRED'),
    PREMIUM_ARTICLE_PAYWALLED: OK,
  },
};

function expectedFor(type: SubscriptionType, walletSet: WalletSet, kind: Kind): Expect3 {
  if (type === 'TRIAL' || type === 'PREMIUM') return WALLET_BOUND[walletSet][kind];
  return NOT_WALLET_BOUND[type][kind];
}

function actual(type: SubscriptionType, walletSet: WalletSet, kind: Kind) {
  const { content, paywalled } = CONTENT[kind];
  return contentActions(viewer(type, WALLET_SETS[walletSet]), content, { paywalled });
}

const ROWS = SUBSCRIPTION_TYPES.flatMap((type) =>
  (Object.keys(WALLET_SETS) as WalletSet[]).flatMap((walletSet) => KINDS.map((kind) => [type, walletSet, kind] as const)),
);

describe('contentActions: six types × content kinds × wallets (spec 1 §4, §6; spec 2 §6)', () => {
  it('covers every combination', () => {
    expect(ROWS).toHaveLength(6 * 4 * 6);
  });
  it.each(ROWS)('%s with wallets %s on %s', (type, walletSet, kind) => {
    const decisions = actual(type, walletSet, kind);
    expect(decisions.map((d) => d.action)).toEqual(['FAVOURITE', 'PRINT', 'DOWNLOAD', 'SHARE']);
    const got = decisions.slice(0, 3).map((d) => (d.allowed ? 'ok' : d.upsell));
    expect(got).toEqual(expectedFor(type, walletSet, kind));
    // Share is always allowed.
    expect(decisions[3]).toEqual({ action: 'SHARE', allowed: true, upsell: null, upsellTitle: null });
    // An allowed action carries no upsell; a refused one always has a title.
    for (const d of decisions) {
      expect(d.allowed ? [d.upsell, d.upsellTitle] : [typeof d.upsell, typeof d.upsellTitle]).toEqual(d.allowed ? [null, null] : ['string', 'string']);
    }
  });
});

describe('contentActions: upsell titles (spec 1 §6, exact where the spec gives them)', () => {
  function titles(type: SubscriptionType, content: ContentForActions, paywalled = false, wallets: string[] = []) {
    return contentActions(viewer(type, wallets), content, { paywalled }).map((d) => d.upsellTitle);
  }
  const tool = { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true } };
  const modulo = { contentType: 'Modulo', isPremium: false, flags: { isMODSCIENT: true } };
  const article = { contentType: 'Articolo', isPremium: false, flags: {} };

  it.each<[string, SubscriptionType, ContentForActions, boolean, string[], (string | null)[]]>([
    ['visitor on a Tool', 'SUSPECT', tool, false, [], ['Vuoi salvare i tuoi Tool preferiti?', 'Vuoi stampare il Tool?', 'Vuoi scaricare il Tool?', null]],
    ['registered on a Modulo', 'REGISTRATO', modulo, false, [], ['Vuoi salvare i tuoi Moduli preferiti?', 'Vuoi stampare il Modulo?', 'Vuoi scaricare il Modulo?', null]],
    [
      'visitor on an article',
      'SUSPECT',
      article,
      false,
      [],
      ['Vuoi salvare i tuoi contenuti preferiti?', 'Registrati gratis per stampare questo contenuto', 'Registrati gratis per scaricare questo contenuto', null],
    ],
    ['registered on an article', 'REGISTRATO', article, false, [], ['Vuoi salvare i tuoi contenuti preferiti?', null, null, null]],
    ['ex-trial on an article', 'EX_TRIAL', article, false, [], ['Passa a Premium per salvare i tuoi contenuti preferiti', null, null, null]],
    ['ex-premium on an article', 'EX_PREMIUM', article, false, [], ['Riattiva il tuo abbonamento per salvare i tuoi contenuti preferiti', null, null, null]],
    ['premium without the Tool wallet', 'PREMIUM', tool, false, [], ['Questo Tool non è incluso nel tuo abbonamento', 'Questo Tool non è incluso nel tuo abbonamento', 'Questo Tool non è incluso nel tuo abbonamento', null]],
    ['trial without the Modulo wallet', 'TRIAL', modulo, false, ['moduliLegali'], ['Questo Modulo non è incluso nel tuo abbonamento', 'Questo Modulo non è incluso nel tuo abbonamento', 'Questo Modulo non è incluso nel tuo abbonamento', null]],
    ['visitor on a paywalled Tool', 'SUSPECT', tool, true, [], ['Registrati gratis per continuare', 'Registrati gratis per continuare', 'Registrati gratis per continuare', null]],
    ['registered on a paywalled Modulo', 'REGISTRATO', modulo, true, [], ['Abbonati a Premium per accedere a questo contenuto', 'Abbonati a Premium per accedere a questo contenuto', 'Abbonati a Premium per accedere a questo contenuto', null]],
  ])('%s', (_name, type, content, paywalled, wallets, expected) => {
    expect(titles(type, content, paywalled, wallets)).toEqual(expected);
  });

  it('premium-only article without a paywall: print/download disabled for non-premium users, with type-specific titles', () => {
    const premiumArticle = { ...article, isPremium: true };
    expect(titles('SUSPECT', premiumArticle)).toEqual([
      'Vuoi salvare i tuoi contenuti preferiti?',
      'Registrati gratis per stampare questo contenuto',
      'Registrati gratis per scaricare questo contenuto',
      null,
    ]);
    expect(titles('REGISTRATO', premiumArticle)).toEqual([
      'Vuoi salvare i tuoi contenuti preferiti?',
      'Abbonati a Premium per accedere a questo contenuto',
      'Abbonati a Premium per accedere a questo contenuto',
      null,
    ]);
    expect(titles('EX_TRIAL', premiumArticle)).toEqual([
      'Passa a Premium per salvare i tuoi contenuti preferiti',
      'Passa a Premium per accedere a questo contenuto',
      'Passa a Premium per accedere a questo contenuto',
      null,
    ]);
    expect(titles('EX_PREMIUM', premiumArticle)).toEqual([
      'Riattiva il tuo abbonamento per salvare i tuoi contenuti preferiti',
      'Riattiva il tuo abbonamento per accedere a questo contenuto',
      'Riattiva il tuo abbonamento per accedere a questo contenuto',
      null,
    ]);
    expect(titles('TRIAL', premiumArticle)).toEqual([null, null, null, null]);
  });

  it('keeps the three titles the spec gives verbatim', () => {
    expect(UPSELL_TITLES.FAVOURITES_UPSELL).toBe('Vuoi salvare i tuoi contenuti preferiti?');
    expect(UPSELL_TITLES.PRINT_TOOL).toBe('Vuoi stampare il Tool?');
    expect(UPSELL_TITLES.DOWNLOAD_MODULE).toBe('Vuoi scaricare il Modulo?');
  });

  it('without a page argument the page counts as not paywalled', () => {
    expect(contentActions(viewer('REGISTRATO'), article).map((d) => d.allowed)).toEqual([false, true, true, true]);
  });
});

describe('contentWalletAccess (spec 1 §6, spec 2 §6)', () => {
  it.each<[string, SubscriptionType, ContentForActions, { code: string; active: boolean }[], boolean]>([
    ['premium, legal Tool, toolLegali', 'PREMIUM', { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true } }, [{ code: 'toolLegali', active: true }], true],
    ['premium, legal Tool, only moduliLegali', 'PREMIUM', { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true } }, [{ code: 'moduliLegali', active: true }], false],
    ['trial, scientific Modulo, inactive wallet', 'TRIAL', { contentType: 'Modulo', isPremium: false, flags: { isMODSCIENT: true } }, [{ code: 'moduliScientifici', active: false }], false],
    ['trial, scientific Modulo, active wallet', 'TRIAL', { contentType: 'Modulo', isPremium: false, flags: { isMODSCIENT: true } }, [{ code: 'moduliScientifici', active: true }], true],
    ['premium, Tool without flags', 'PREMIUM', { contentType: 'Tool', isPremium: false, flags: {} }, [], true],
    ['premium, Tool with both flags, one wallet', 'PREMIUM', { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true, isTOOLSCIENT: true } }, [{ code: 'toolScientifici', active: true }], true],
    ['premium, Tool with both flags, no wallet', 'PREMIUM', { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true, isTOOLSCIENT: true } }, [], false],
    ['premium, an article is not concerned', 'PREMIUM', { contentType: 'Articolo', isPremium: false, flags: { isTOOLLEG: true } }, [], true],
    ['registered is not concerned by the wallet rule', 'REGISTRATO', { contentType: 'Tool', isPremium: false, flags: { isTOOLLEG: true } }, [], true],
    ['ex-premium is not concerned by the wallet rule', 'EX_PREMIUM', { contentType: 'Modulo', isPremium: false, flags: { isMODLEG: true } }, [], true],
  ])('%s → %s', (_name, type, content, wallets, expected) => {
    expect(contentWalletAccess({ ...viewer(type), wallets }, content)).toBe(expected);
  });
});

describe('per-type content rules (spec 1 §6, spec 2 §6)', () => {
  // [premium-level, favourites saved on server, category preferences saved, occupation suggestions, Edicola]
  const EXPECTED: Record<SubscriptionType, [boolean, boolean, boolean, boolean, boolean]> = {
    SUSPECT: [false, false, false, false, false],
    REGISTRATO: [false, false, true, true, false],
    TRIAL: [true, true, true, true, false],
    PREMIUM: [true, true, true, true, true],
    EX_TRIAL: [false, false, true, true, false],
    EX_PREMIUM: [false, false, true, true, false],
  };
  it.each(SUBSCRIPTION_TYPES)('%s', (type) => {
    const v = viewer(type);
    expect([canViewPremiumContent(v), favouriteSavesOnServer(v), canSaveFavouriteCategories(v), usesOccupationForSuggestions(v), canReadEdicola(v)]).toEqual(
      EXPECTED[type],
    );
  });
  it('premium-level types are trial and premium', () => {
    expect([...PREMIUM_LEVEL_TYPES]).toEqual(['TRIAL', 'PREMIUM']);
  });
});

describe('favouriteToastTarget (spec 1 §8, spec 2 §8)', () => {
  it.each<[string, string, string]>([
    ['Tool', 'Le mie Risorse', '/profilo/le-mie-risorse'],
    ['Modulo', 'Le mie Risorse', '/profilo/le-mie-risorse'],
    ['Articolo', 'La mia Libreria', '/profilo/la-mia-libreria'],
    ['News', 'La mia Libreria', '/profilo/la-mia-libreria'],
    ['E-book', 'La mia Libreria', '/profilo/la-mia-libreria'],
    ['Film Formazione', 'La mia Libreria', '/profilo/la-mia-libreria'],
  ])('%s → %s', (contentType, label, href) => {
    expect(favouriteToastTarget(contentType)).toEqual({ label, href });
  });
});

describe('canListVideoTutorials (spec 3 §6: listed only for a logged-in authorised user)', () => {
  const EXPECTED: Record<SubscriptionType, boolean> = { SUSPECT: false, REGISTRATO: true, TRIAL: true, PREMIUM: true, EX_TRIAL: true, EX_PREMIUM: true };
  it.each(Object.entries(EXPECTED) as [SubscriptionType, boolean][])('%s', (type, expected) => {
    expect(canListVideoTutorials({ subscriptionType: type, wallets: [], promoCodes: [], groups: [], hasFiscalCode: false })).toBe(expected);
  });
  it('no viewer: not listed', () => {
    expect(canListVideoTutorials(null)).toBe(false);
  });
});
