import { upgradeBreadcrumbLabel, upgradeButton, upgradeHeroVariant, upgradeOfferButtonLabel, upgradeOfferCards, upgradeShowsLegalCases } from '@club/policy';
import type { UpgradeViewResolvers } from '../generated/resolvers-types';

/** The upgrade widgets of spec 3 §4/§6, from @club/policy applied to the signed type: no upstream call. */
export const UpgradeView: UpgradeViewResolvers = {
  button: ({ type }, { forced }) => upgradeButton(type, forced ?? false),
  offerButtonLabel: ({ type }) => upgradeOfferButtonLabel(type),
  offerCards: ({ type }) => upgradeOfferCards(type),
  breadcrumbLabel: ({ type }) => upgradeBreadcrumbLabel(type),
  heroVariant: ({ type }) => upgradeHeroVariant(type),
  showsLegalCases: ({ claims }) => upgradeShowsLegalCases(claims),
};
