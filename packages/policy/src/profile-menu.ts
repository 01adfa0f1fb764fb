/** Profile menu (spec 1 §2 'Profile menu' items, spec 1 §6 'Profile menu' rules, spec 3 §6 'Le mie cause'). */
import { loyaltyState } from './loyalty';
import { hasActiveWallet, isVisitor, WALLETS, type SubscriptionType, type ViewerClaims } from './subscription';

export interface MenuItem {
  id: string;
  label: string;
  href: string;
}

export interface ProfileMenuRequirement {
  /** The viewer must not be a visitor (SUSPECT). */
  nonVisitor?: boolean;
  /** The viewer must hold this wallet active. */
  wallet?: string;
}

export interface ProfileMenuRule {
  item: MenuItem;
  requires: ProfileMenuRequirement;
}

/** Spec 1 §2 item order and labels; spec 1 §6 requirements. */
export const PROFILE_MENU_RULES: readonly ProfileMenuRule[] = [
  { item: { id: 'profile', label: 'Profilo personale', href: '/profilo' }, requires: {} },
  { item: { id: 'training', label: 'La mia formazione', href: '/profilo/la-mia-formazione' }, requires: { nonVisitor: true, wallet: WALLETS.ecm } },
  // Issue 40 (beyond the spec's list): the ECM triennium, for the members who track it (the ecm wallet, as the page's own rule).
  { item: { id: 'ecm-triennium', label: 'Il mio triennio ECM', href: '/profilo/triennio-ecm' }, requires: { nonVisitor: true, wallet: WALLETS.ecm } },
  { item: { id: 'card', label: 'La mia scheda', href: '/profilo/la-mia-scheda' }, requires: {} },
  { item: { id: 'resources', label: 'Le mie risorse', href: '/profilo/le-mie-risorse' }, requires: {} },
  { item: { id: 'library', label: 'La mia libreria', href: '/profilo/la-mia-libreria' }, requires: {} },
  { item: { id: 'cases', label: 'Le mie cause', href: '/profilo/cause' }, requires: { wallet: WALLETS.legal } },
  { item: { id: 'help', label: 'Cerchi aiuto?', href: '/assistenza' }, requires: { nonVisitor: true } },
  { item: { id: 'logout', label: 'Esci (Logout)', href: '#logout' }, requires: {} },
];

/** Spec 1 §6: suspect or not-signed-in users get no profile menu at all. */
export function hasProfileMenu(t: SubscriptionType): boolean {
  return !isVisitor(t);
}

function meets(v: ViewerClaims, req: ProfileMenuRequirement): boolean {
  if (req.nonVisitor && isVisitor(v.subscriptionType)) return false;
  if (req.wallet && !hasActiveWallet(v, req.wallet)) return false;
  return true;
}

/** Spec 1 §6: the profile menu items the viewer sees ([] for SUSPECT: no items, no logout). */
export function profileMenu(v: ViewerClaims | null | undefined): MenuItem[] {
  if (!v || !hasProfileMenu(v.subscriptionType)) return [];
  return PROFILE_MENU_RULES.filter((r) => meets(v, r.requires)).map((r) => ({ ...r.item }));
}

/** Icons of the profile side menu's entries (spec 3 §2 'Side menu'). */
export type SideMenuIcon = 'home' | 'clock' | 'alert' | 'card' | 'star' | 'credit-card' | 'receipt' | 'user' | 'lock';

export interface SideMenuItem extends MenuItem {
  icon: SideMenuIcon;
}

/**
 * Spec 3 §2 'Side menu' of the profile pages: Panoramica, Abbonamento (clock icon for trial, alert
 * icon for ex-premium/ex-trial), Programma Fedeltà (only if the loyalty wallet exists: active, or an ex-premium member's
 * usable points), Metodi di
 * pagamento, Fatture e pagamenti, Dati personali, Privacy e condizioni. Members only ([] for a visitor).
 */
export function profileSideMenu(v: ViewerClaims | null | undefined): SideMenuItem[] {
  if (!v || isVisitor(v.subscriptionType)) return [];
  const t = v.subscriptionType;
  const subscriptionIcon: SideMenuIcon = t === 'TRIAL' ? 'clock' : t === 'EX_TRIAL' || t === 'EX_PREMIUM' ? 'alert' : 'card';
  const items: SideMenuItem[] = [
    { id: 'overview', label: 'Panoramica', href: '/profilo', icon: 'home' },
    { id: 'subscription', label: 'Abbonamento', href: '/profilo/abbonamento', icon: subscriptionIcon },
  ];
  // 'only if the loyalty wallet exists': an active one, or the inactive one of an ex-premium member whose
  // points stay usable (spec 3 §4 'Loyalty state': loyalty service not on Stato 0 or 2).
  if (hasActiveWallet(v, WALLETS.winLoy) || loyaltyState(v) === 'MEMBER') items.push({ id: 'loyalty', label: 'Programma Fedeltà', href: '/profilo/il-mio-programma-fedelta', icon: 'star' });
  items.push(
    { id: 'payment-methods', label: 'Metodi di pagamento', href: '/profilo/metodi-pagamento', icon: 'credit-card' },
    { id: 'invoices', label: 'Fatture e pagamenti', href: '/profilo/fatture-pagamenti', icon: 'receipt' },
    { id: 'personal-data', label: 'Dati personali', href: '/profilo/dati-personali', icon: 'user' },
    { id: 'privacy', label: 'Privacy e condizioni', href: '/profilo/privacy', icon: 'lock' },
  );
  return items;
}
