/**
 * Upgrade rules of spec 3 §4/§6: the upgrade button by state, the offer button and offer cards of
 * /upgrade filtered by type, and the /upgrade breadcrumbs by type. Which modal a course that did not
 * open shows is the course access decision's own outcome (UPGRADE or PRODUCTS, `courseAccessDecision`,
 * served by fad), the one place of that rule: the web draws the modal the outcome names.
 */
import { LOGIN_PATH, SIGN_UP_PATH } from './upsell';
import { hasActiveWallet, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';
import { trialLengthLabel } from './trial';

export const UPGRADE_PAGE_PATH = '/upgrade';
export const TRIAL_REGISTRATION_PATH = '/registrazione-trial';
export const TRIAL_ACTIVATION_PATH = '/attivazione-trial';

export interface UpgradeLink {
  label: string;
  href: string;
}

export interface UpgradeButton extends UpgradeLink {
  /** SUSPECT only: 'Hai già un account? Accedi'. */
  secondary: UpgradeLink | null;
}

const LOGIN_LINK: UpgradeLink = { label: 'Hai già un account? Accedi', href: LOGIN_PATH };
const TO_PREMIUM: UpgradeLink = { label: 'Passa a premium', href: UPGRADE_PAGE_PATH };

/**
 * Spec 3 §4 'Upgrade button by state': SUSPECT 'Registrati gratis' (forced mode 'Prova gratis') with
 * 'Hai già un account? Accedi'; REGISTRATO 'Prova gratis'; EX_TRIAL 'Passa a premium'; EX_PREMIUM
 * 'Rinnova'; TRIAL or PREMIUM only in forced mode, 'Passa a premium'. Null: no button.
 * Forced mode is the placement's choice (a block that always shows a button).
 */
export function upgradeButton(type: SubscriptionType, forced = false): UpgradeButton | null {
  switch (type) {
    case 'SUSPECT':
      return forced
        ? { label: 'Prova gratis', href: TRIAL_REGISTRATION_PATH, secondary: { ...LOGIN_LINK } }
        : { label: 'Registrati gratis', href: SIGN_UP_PATH, secondary: { ...LOGIN_LINK } };
    case 'REGISTRATO':
      return { label: 'Prova gratis', href: TRIAL_ACTIVATION_PATH, secondary: null };
    case 'EX_TRIAL':
      return { ...TO_PREMIUM, secondary: null };
    case 'EX_PREMIUM':
      return { label: 'Rinnova', href: UPGRADE_PAGE_PATH, secondary: null };
    case 'TRIAL':
    case 'PREMIUM':
      return forced ? { ...TO_PREMIUM, secondary: null } : null;
  }
}

/** Spec 3 §4: the offer button on the upgrade page, 'Rinnova' (ex-premium) or 'Passa a Premium'. */
export function upgradeOfferButtonLabel(type: SubscriptionType): 'Rinnova' | 'Passa a Premium' {
  return type === 'EX_PREMIUM' ? 'Rinnova' : 'Passa a Premium';
}

export type UpgradeOfferCardId = 'trial' | 'premium' | 'renew' | 'premium-plus';

export interface UpgradeOfferCard {
  id: UpgradeOfferCardId;
  title: string;
  text: string;
  cta: UpgradeLink;
}

/**
 * Spec 3 §6 'Upgrade offer cards filtered by the five types': each card lists the member types it is
 * for (premium members have nothing to upgrade to but the legal add-on).
 */
export const UPGRADE_OFFER_CARDS: readonly (UpgradeOfferCard & { types: readonly SubscriptionType[] })[] = Object.freeze([
  {
    id: 'trial',
    title: `Prova gratis per ${trialLengthLabel()}`,
    text: 'Tutti i vantaggi Premium, senza impegno: corsi ECM, convenzioni e servizi.',
    cta: { label: 'Prova gratis', href: TRIAL_ACTIVATION_PATH },
    types: ['REGISTRATO'],
  },
  {
    id: 'premium',
    title: 'Club Premium',
    text: 'Formazione ECM, consulenza legale, convenzioni e il Programma Fedeltà.',
    cta: { label: 'Passa a Premium', href: '/piani' },
    types: ['REGISTRATO', 'TRIAL', 'EX_TRIAL'],
  },
  {
    id: 'renew',
    title: 'Rinnova il tuo abbonamento',
    text: 'Ritrova i tuoi corsi, i tuoi servizi e i tuoi punti fedeltà.',
    cta: { label: 'Rinnova', href: '/piani' },
    types: ['EX_PREMIUM'],
  },
  {
    id: 'premium-plus',
    title: 'Premium Plus',
    text: 'Aggiungi lettere di diffida, pareri legali scritti e la polizza di tutela legale.',
    cta: { label: 'Scopri Premium Plus', href: '/piani' },
    types: ['TRIAL', 'PREMIUM', 'EX_PREMIUM'],
  },
]);

/** The offer cards for a type (fresh copies). A visitor sees none: the page asks them to register. */
export function upgradeOfferCards(type: SubscriptionType): UpgradeOfferCard[] {
  return UPGRADE_OFFER_CARDS.filter((c) => c.types.includes(type)).map(({ types: _types, ...c }) => ({ ...c, cta: { ...c.cta } }));
}

/** Spec 3 §2 /upgrade: 'Breadcrumbs differ for trial, ex-trial and ex-premium' (the last item's label). */
export function upgradeBreadcrumbLabel(type: SubscriptionType): string {
  switch (type) {
    case 'TRIAL':
      return 'Passa a Premium';
    case 'EX_TRIAL':
      return 'La tua prova è terminata';
    case 'EX_PREMIUM':
      return 'Rinnova il tuo abbonamento';
    default:
      return 'Upgrade';
  }
}

export type UpgradeHeroVariant = 'trial' | 'full';

/**
 * Spec 3 §2 /upgrade hero, 'trial variant: try the benefits free' and 'full variant: access all
 * benefits', without saying who sees which. Reading (docs/spec-coverage.md): the trial variant is an
 * invitation to try, so it goes to who may still start the trial (`TRIAL_START`: a visitor registers
 * into it, a registered member activates it); a trial member already has the trial, and the page
 * offers them the full membership ('Passa a Premium', as its breadcrumb says), like every other type.
 */
export const UPGRADE_HERO_VARIANT: Readonly<Record<SubscriptionType, UpgradeHeroVariant>> = Object.freeze({
  SUSPECT: 'trial',
  REGISTRATO: 'trial',
  TRIAL: 'full',
  PREMIUM: 'full',
  EX_TRIAL: 'full',
  EX_PREMIUM: 'full',
});

export function upgradeHeroVariant(type: SubscriptionType): UpgradeHeroVariant {
  return UPGRADE_HERO_VARIANT[type];
}

/** Spec 3 §2/§6: the /upgrade section 'Le mie cause' shows only with the legal wallet. */
export function upgradeShowsLegalCases(claims: Pick<ViewerClaims, 'wallets'>): boolean {
  return hasActiveWallet(claims, WALLETS.legal);
}
