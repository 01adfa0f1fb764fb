/**
 * 'I miei servizi' service cards of the profile area (spec 3 §2 'Profile area', §6 'Profile service cards').
 * Telemedicine and the tutela legale policy: premium only (telemedicine hidden for APS members and for the
 * two excluded conventions); legal, insurance consultation and discounts: trial and premium; ECM, tools,
 * professionals list and news: every member type (the ECM card whatever the wallets; the news card keeps
 * its news tag, spec 2 §6 'News content is skipped for users lacking the news wallet').
 *
 * Spec 3 §3 'Service card' carries a tag (wallets), Visibility, Wallet and Excluded Wallet; spec 3 §6 applies
 * them "for premium or trial users": a trial or premium member sees a tagged card only with one of its
 * wallets active, and a card's Wallet / Excluded Wallet through the shared isVisibleTo. Registered and ex
 * members are filtered by type alone (they hold no active wallets).
 */
import { portfolioTagsMatch } from './services';
import { isVisitor, subscriptionFlags, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';
import { isVisibleTo, type Visibility } from './visibility';

export type ProfileServiceAudience = 'PREMIUM' | 'TRIAL_OR_PREMIUM' | 'MEMBERS';

export interface ProfileServiceCard {
  id: string;
  title: string;
  body: string;
  href: string;
  cta: string;
  icon: string;
}

export interface ProfileServiceRule {
  card: ProfileServiceCard;
  audience: ProfileServiceAudience;
  /** Hidden for APS members and for the excluded conventions (telemedicine only). */
  hiddenForApsAndExcludedConventions?: boolean;
  /** Spec 3 §3 tag: wallet codes; a trial or premium member needs one of them active. Empty: no tag rule. */
  tags?: readonly string[];
  /** Spec 3 §3 Wallet / Excluded Wallet, checked for trial or premium members with isVisibleTo. */
  visibility?: Pick<Visibility, 'wallet' | 'excludedWallet'>;
}

/**
 * Spec 3 §6 names 'two specific conventions' without naming them: they are matched against the
 * member's conventionOrder, upper-cased, and listed here as the one place to change them.
 */
export const TELEMEDICINE_EXCLUDED_CONVENTIONS: readonly string[] = Object.freeze(['CONV-ENPAM', 'CONV-FNOPI']);

export const PROFILE_SERVICE_RULES: readonly ProfileServiceRule[] = [
  {
    card: { id: 'telemedicine', title: 'Telemedicina', body: 'Consulti medici a distanza per te e la tua famiglia.', href: '/telemedicina', cta: 'Accedi al servizio', icon: 'stethoscope' },
    audience: 'PREMIUM',
    hiddenForApsAndExcludedConventions: true,
    tags: [WALLETS.netmed],
  },
  {
    card: { id: 'legal-protection-policy', title: 'Polizza Tutela Legale', body: 'La polizza di tutela legale inclusa nel tuo abbonamento.', href: '/servizi/assicurativi/tutela-legale', cta: 'Scopri la polizza', icon: 'shield' },
    audience: 'PREMIUM',
    tags: [WALLETS.tutelaLegale, WALLETS.tutelaLegale2],
  },
  {
    card: { id: 'legal', title: 'Servizi legali', body: 'Consulenza legale, lettere di diffida e pareri legali scritti.', href: '/servizi/legali', cta: 'Vai ai servizi legali', icon: 'scale' },
    audience: 'TRIAL_OR_PREMIUM',
  },
  {
    card: { id: 'insurance-consultation', title: 'Consulenza assicurativa', body: 'Un esperto ti aiuta a scegliere le coperture giuste.', href: '/servizi/assicurativi/consulenza', cta: 'Richiedi una consulenza', icon: 'umbrella' },
    audience: 'TRIAL_OR_PREMIUM',
  },
  {
    card: { id: 'discounts', title: 'Sconti e Convenzioni', body: 'Codici sconto e offerte nei negozi online partner.', href: '/servizi/convenzioni', cta: 'Scopri le convenzioni', icon: 'tag' },
    audience: 'TRIAL_OR_PREMIUM',
    tags: [WALLETS.topnegozi],
  },
  {
    card: { id: 'ecm', title: 'Corsi ECM', body: 'Corsi di formazione a distanza con crediti ECM.', href: '/corsi-ecm-fad', cta: 'Vai ai corsi', icon: 'graduation' },
    // Spec 3 §6 lists the ECM card for every member type: no wallet tag (a member without the ecm wallet
    // finds the upgrade on the catalogue, spec 1 §6).
    audience: 'MEMBERS',
  },
  {
    card: { id: 'tools', title: 'Tool e calcolatori', body: 'Strumenti e calcolatori per la pratica clinica.', href: '/risorse', cta: 'Vai agli strumenti', icon: 'calculator' },
    audience: 'MEMBERS',
  },
  {
    card: { id: 'professionals', title: 'Professionisti sanitari', body: "L'elenco dei professionisti sanitari del network.", href: '/professionisti-sanitari', cta: "Vai all'elenco", icon: 'users' },
    audience: 'MEMBERS',
  },
  {
    card: { id: 'news', title: 'News e approfondimenti', body: 'Notizie e approfondimenti per i professionisti sanitari.', href: '/news-approfondimenti', cta: 'Leggi le news', icon: 'newspaper' },
    audience: 'MEMBERS',
    tags: [WALLETS.news],
  },
];

export interface ProfileServiceViewer {
  /** The signed claims: subscription type and wallets (portafogliAttivi). */
  claims: ViewerClaims;
  isAPS: boolean;
  conventionOrder?: string | null;
}

function inAudience(t: SubscriptionType, audience: ProfileServiceAudience): boolean {
  if (isVisitor(t)) return false;
  if (audience === 'PREMIUM') return t === 'PREMIUM';
  if (audience === 'TRIAL_OR_PREMIUM') return t === 'TRIAL' || t === 'PREMIUM';
  return true;
}

export function isExcludedConvention(conventionOrder: string | null | undefined): boolean {
  return !!conventionOrder && TELEMEDICINE_EXCLUDED_CONVENTIONS.includes(conventionOrder.trim().toUpperCase());
}

/** Spec 3 §6: the wallet rules of a card (tag, Wallet, Excluded Wallet), applied for trial or premium only. */
export function passesProfileServiceWallets(claims: ViewerClaims, rule: Pick<ProfileServiceRule, 'tags' | 'visibility'>): boolean {
  if (!subscriptionFlags(claims.subscriptionType).isTrialOrPremium) return true;
  return portfolioTagsMatch(claims, rule.tags) && isVisibleTo(claims, rule.visibility);
}

/** Spec 3 §6: the service cards the viewer sees, in order ([] for a visitor). */
export function profileServiceCards(v: ProfileServiceViewer, rules: readonly ProfileServiceRule[] = PROFILE_SERVICE_RULES): ProfileServiceCard[] {
  const t = v.claims.subscriptionType;
  return rules
    .filter((r) => {
      if (!inAudience(t, r.audience)) return false;
      if (r.hiddenForApsAndExcludedConventions && (v.isAPS || isExcludedConvention(v.conventionOrder))) return false;
      return passesProfileServiceWallets(v.claims, r);
    })
    .map((r) => ({ ...r.card }));
}
