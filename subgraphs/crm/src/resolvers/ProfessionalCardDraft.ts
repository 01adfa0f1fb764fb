import { CARD_NOT_SELECTED } from '@club/contracts';
import { hasCardPharmacare, professionalCardAccess } from '@club/policy';
import type { CardCertificationResolvers, ProfessionalCardDraftResolvers } from '../generated/resolvers-types';

/** The member's own card draft: the access fields come from the policy (spec 3 §6), never from the client. */
export const ProfessionalCardDraft: ProfessionalCardDraftResolvers = {
  accessLevel: (d) => professionalCardAccess(d.claims).level,
  contactsAllowed: (d) => professionalCardAccess(d.claims).contacts,
  upgradeForContacts: (d) => professionalCardAccess(d.claims).upgradeForContacts,
  pharmacareActive: (d) => d.pharmaCare !== null,
  pharmacareEligible: (d) => hasCardPharmacare(d.claims, d.professions.find((p) => p.mainProfession)?.healthcareProfession?.id),
  // Spec 3 §6: a limited card keeps no contacts, whatever the upstream holds.
  contacts: (d) => (professionalCardAccess(d.claims).contacts ? d.contacts : { ...d.contacts, email: null, phone: null }),
  // The CRM's address is not one browsers reach: a short-lived portal link instead (../card-files).
  profilePictureUrl: (d, _args, { dataSources }) => dataSources.cardFiles.link(d.profilePictureUrl),
  // Spec 3 §3 yes/no codes; a limited card shows no contacts, so there is nothing to show.
  contactDataVisibility: (d) => (professionalCardAccess(d.claims).contacts ? d.contactDataVisibility : CARD_NOT_SELECTED),
};

export const CardCertification: CardCertificationResolvers = {
  fileName: (c) => c.document?.fileName ?? null,
  downloadUrl: (c, _args, { dataSources }) => dataSources.cardFiles.link(c.documentUrl),
};
