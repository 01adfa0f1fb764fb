import {
  activationDateLabel,
  ecmPlafond,
  profileAccountCards,
  profileBanner,
  profileOverviewCards,
  profileServiceCards,
  profileSideMenu,
  showsEcmCredits,
  showsRequestExtraCredits,
  showsUpgradeBox,
  upgradeButton,
  WALLETS,
} from '@club/policy';
import type { ProfileMenuIcon, ViewerResolvers } from '../generated/resolvers-types';
import type { ViewerParent } from '../mappers';
import { withMessage } from '../upstream-errors';

/** Spec 3 §8 service-named errors of the profile's sections. */
export const PROFILE_SERVICE_ERRORS = {
  wallets: 'Errore nel servizio /CRM/Utente/Portafogli',
  user: 'Errore nel servizio /CRM/Utente',
} as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

async function userOf(v: ViewerParent) {
  if (v.userSubscription) return v.userSubscription;
  return withMessage(() => v.api!.user(), PROFILE_SERVICE_ERRORS.user);
}

/** The start of the member's last subscription (the registration date without one), YYYY-MM-DD. */
async function activationIsoDate(v: ViewerParent): Promise<string | null | undefined> {
  const [user, consistency] = await Promise.all([userOf(v), v.api!.consistency().catch(() => null)]);
  return consistency?.ultimaSottoscrizioneContatto?.dataInizio ?? user.registrationDate;
}

/** The profile area's decisions (spec 3 §2, §4, §6), from @club/policy over the signed claims and the member's own data. */
export const ViewerProfile: Pick<
  ViewerResolvers,
  'profileSideMenu' | 'profileOverviewCards' | 'profileAccountCards' | 'profileServices' | 'profileBanner' | 'profileActivationDate' | 'profileActivationDay' | 'ecmCredits' | 'profileUpgradeBox'
> = {
  profileSideMenu: (v) => profileSideMenu(v.claims).map((i) => ({ ...i, icon: i.icon.toUpperCase().replace('-', '_') as ProfileMenuIcon })),
  profileOverviewCards: (v) => profileOverviewCards(v.claims),
  profileAccountCards: (v) => profileAccountCards(v.claims),
  profileUpgradeBox: (v) => showsUpgradeBox(v.claims.subscriptionType),

  async profileServices(v) {
    if (!v.api) return [];
    const user = await userOf(v);
    return profileServiceCards({ claims: v.claims, isAPS: user.isAPS, conventionOrder: user.conventionOrder });
  },

  async profileBanner(v) {
    const t = v.claims.subscriptionType;
    if (!v.api || (t !== 'TRIAL' && t !== 'EX_TRIAL' && t !== 'EX_PREMIUM')) return null;
    const user = await userOf(v);
    const banner = profileBanner(t, user.expiration.expDate, new Date());
    // The banner always carries a button: the upgrade button by state in forced mode.
    const button = upgradeButton(t, true)!;
    return banner && { kind: banner.kind === 'warning' ? 'WARNING' : 'DANGER', daysLeft: banner.daysLeft, action: { label: button.label, href: button.href } };
  },

  async profileActivationDate(v) {
    if (!v.api) return null;
    return activationDateLabel(v.claims.subscriptionType, await activationIsoDate(v));
  },

  // Spec 3 §2: the 'Ciao {username}' header shows the activation date, a full date (dd/MM/yyyy, spec 3 §9)
  // for every type; only the 'Profilo personale' header shortens it to the year for premium.
  async profileActivationDay(v) {
    if (!v.api) return null;
    const iso = await activationIsoDate(v);
    if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
    const [y, m, d] = iso.slice(0, 10).split('-');
    return `${d}/${m}/${y}`;
  },

  async ecmCredits(v) {
    if (!v.api || !showsEcmCredits(v.claims.subscriptionType)) return null;
    const api = v.api;
    const wallets = await withMessage(() => api.wallets(), PROFILE_SERVICE_ERRORS.wallets);
    const ecm = wallets.find((w) => w.codice === WALLETS.ecm && w.stato.attivo);
    if (!ecm) return null;
    return {
      used: ecm.utilizzoTotale,
      available: ecm.saldo,
      plafond: ecmPlafond(ecm.utilizzoTotale, ecm.saldo),
      initialCredit: ecm.creditoIniziale,
      bonusCredits: round2(ecm.bonus.creditiBonus),
      showsRequestExtraCredits: showsRequestExtraCredits(ecm.creditoIniziale, ecm.utilizzoTotale),
    };
  },
};
