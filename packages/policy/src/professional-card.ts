/**
 * The member's own professional card (spec 3 §6 'Professional card'): "premium gets full card,
 * contacts section, bonus credits once per subscription if visibility is 'Pubblica' or 'any club
 * user'; nurses and physiotherapists with premium get a Pharmacare service; registered and trial
 * have limited access and no contacts and must upgrade to use contacts".
 */
import type { ViewerClaims } from './subscription';

/** Health-profession details that get Pharmacare with Premium: Infermiere (201) and Fisioterapista (202). */
export const PHARMACARE_PROFESSION_DETAIL_IDS: readonly string[] = Object.freeze(['201', '202']);
/** Visibilities that earn the bonus credits (spec 3 §6 names 'Pubblica' and 'any club user'). */
export const CARD_BONUS_VISIBILITIES: readonly string[] = Object.freeze(['Pubblica', 'any club user']);

export interface ProfessionalCardAccess {
  /** May keep a card at all (a signed-in member). */
  canEdit: boolean;
  /** 'full' for Premium, 'limited' otherwise. */
  level: 'full' | 'limited' | 'none';
  /** Whether the contacts section (e-mail, phone) is editable and published. */
  contacts: boolean;
  /** Whether the contacts section shows the upgrade prompt instead. */
  upgradeForContacts: boolean;
}

/**
 * What the viewer may do with their own card. Our reading: ex-trial and ex-premium members keep the
 * limited card of registered members (their paid access ended); a visitor has no card.
 */
export function professionalCardAccess(v: Pick<ViewerClaims, 'subscriptionType'> | null | undefined): ProfessionalCardAccess {
  const type = v?.subscriptionType ?? 'SUSPECT';
  if (type === 'SUSPECT') return { canEdit: false, level: 'none', contacts: false, upgradeForContacts: false };
  if (type === 'PREMIUM') return { canEdit: true, level: 'full', contacts: true, upgradeForContacts: false };
  return { canEdit: true, level: 'limited', contacts: false, upgradeForContacts: true };
}

/**
 * ECM bonus credits added to the member's ECM wallet (its bonus.creditiBonus) when the card earns the
 * bonus. The spec does not state the amount: this is our reading, kept here as the one place to change it.
 */
export const CARD_BONUS_CREDITS = 5;

/** Bonus credits for publishing: Premium, a bonus visibility, and not yet given in this subscription. */
export function earnsCardBonus(v: Pick<ViewerClaims, 'subscriptionType'> | null | undefined, visibility: string, bonusGivenThisSubscription: boolean): boolean {
  return v?.subscriptionType === 'PREMIUM' && CARD_BONUS_VISIBILITIES.includes(visibility) && !bonusGivenThisSubscription;
}

/** Pharmacare service: Premium nurses and physiotherapists (by their main profession's health-profession detail). */
export function hasCardPharmacare(v: Pick<ViewerClaims, 'subscriptionType'> | null | undefined, healthcareProfessionId: string | null | undefined): boolean {
  return v?.subscriptionType === 'PREMIUM' && !!healthcareProfessionId && PHARMACARE_PROFESSION_DETAIL_IDS.includes(healthcareProfessionId);
}
