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
};

export const CardCertification: CardCertificationResolvers = {
  fileName: (c) => c.document?.fileName ?? null,
};
