import type { SubscriptionType } from '@club/policy';
import type {
  ActiveProfession,
  ContactDataRecord,
  FitnessCenter,
  IdNome,
  LegalCaseRecord,
  LastSubscriptionRecord,
  LoginAnswer,
  MissingFieldsCheck,
  PressArticleRecord,
  PressCategoryRecord,
  ProfessionalCard,
  ProfessionalCardDraft,
  SpecializationFamily,
  UserSubscription,
  WalletRecord,
} from '@club/contracts';
import type { CrmClient } from '@club/crm-client';
import type { ViewerClaims } from '@club/policy';

/**
 * The parent of each GraphQL type of this subgraph (codegen `mappers`: codegen.ts maps each exported `<Type>Parent` to `<Type>`): the
 * upstream contract type it is resolved from, or a small parent built from it. Field resolvers turn
 * them into the API's fields when a query asks for them. Parents that load sections on demand carry
 * the CRM client to load them with: the viewer's own, or the one of a session a login just issued.
 */

/** The current visitor or member, or the member a login has just signed in. */
export interface ViewerParent {
  claims: ViewerClaims;
  /** Client acting for this viewer; null for a visitor (who never causes an upstream call). */
  api: CrmClient | null;
  /** The user info when already known (the login answer carries it), saving a call. */
  userSubscription: UserSubscription | null;
}

/** A member: the user info (GET /CRM/Utente) with the client that loads the member's sections. */
export type UserParent = UserSubscription & { api: CrmClient };

export type ExpirationParent = UserSubscription['expiration'];
export type WalletParent = WalletRecord;
export type ContactDataParent = ContactDataRecord;
export type LastSubscriptionParent = LastSubscriptionRecord;

/** A profession as the catalogue, the member's contact data or a directory card has it (the card's has no signupEnabled). */
export type ProfessionParent = Pick<ActiveProfession, 'id' | 'codice' | 'descrizione'> & { signupEnabled?: boolean };

/** Health-profession details and specialisations are both { id, nome } upstream. */
export type NamedParent = IdNome;
/** The GraphQL types resolved from a plain id and name (codegen reads these names: `<Type>Parent`). */
export type ProfessionDetailParent = NamedParent;
export type SpecializationParent = NamedParent;
export type PressNewsletterFamilyParent = NamedParent;
export type SpecializationFamilyParent = SpecializationFamily;

/** The missing-fields check and the member's profession code, which decides what a complete profile needs. */
export interface MissingFieldsParent {
  check: MissingFieldsCheck;
  professionCode: string | null;
}

/** What a login demands before it completes; the dialog's texts are read with the consent token. */
export type ConsentRequirementParent = Pick<LoginAnswer, 'mustAcceptAcknowledgment' | 'mustAcceptConditionOfUse' | 'mustAcceptAcceptanceCondition' | 'customerCode'> & {
  consentToken: string;
  api: CrmClient;
};

export type ProfessionalCardParent = ProfessionalCard;

/** A legal case as GET /CRM/CauseLegaliAttive answers it. */
export type LegalCaseParent = LegalCaseRecord;
export type ProfessionalContactsParent = NonNullable<ProfessionalCard['contacts']>;

/** World Scientific Press (spec 3 §3): the upstream's article and category records. */
export type PressArticleParent = PressArticleRecord;
export type PressCategoryParent = PressCategoryRecord;
/** A fitness branch as GET /Forms/FitnessCenter sends it (Italian field names). */
export type FitnessCenterParent = FitnessCenter;
/** The upgrade widgets are decided from the viewer's subscription type alone (packages/policy upgrade). */
export interface UpgradeViewParent {
  type: SubscriptionType;
  claims: ViewerClaims;
}

/** The member's own card draft as the upstream answers it, with the viewer's claims for the access fields. */
export type ProfessionalCardDraftParent = ProfessionalCardDraft & { claims: ViewerClaims };
export type CardCertificationParent = ProfessionalCardDraft['certifications'][number];
