/**
 * Codegen `mappers` of this subgraph: GraphQL type name → the parent type its resolvers receive,
 * as `'../mappers#TypeName'` relative to `src/generated/` (the contract type it comes from, see
 * `src/mappers.ts`). Read by the root `codegen.ts`.
 */
export const mappers: Record<string, string> = {
  Viewer: '../mappers#ViewerParent',
  UpgradeView: '../mappers#UpgradeViewParent',
  User: '../mappers#UserParent',
  Expiration: '../mappers#ExpirationParent',
  Wallet: '../mappers#WalletParent',
  ContactData: '../mappers#ContactDataParent',
  LastSubscription: '../mappers#LastSubscriptionParent',
  Profession: '../mappers#ProfessionParent',
  ProfessionDetail: '../mappers#NamedParent',
  Specialization: '../mappers#NamedParent',
  SpecializationFamily: '../mappers#SpecializationFamilyParent',
  MissingFields: '../mappers#MissingFieldsParent',
  ConsentRequirement: '../mappers#ConsentRequirementParent',
  ProfessionalCard: '../mappers#ProfessionalCardParent',
  ProfessionalContacts: '../mappers#ProfessionalContactsParent',
  PressArticle: '../mappers#PressArticleParent',
  PressCategory: '../mappers#PressCategoryParent',
  PressNewsletterFamily: '../mappers#NamedParent',
  FitnessCenter: '../mappers#FitnessCenterParent',
  LegalCase: '../mappers#LegalCaseParent',
  ProfessionalCardDraft: '../mappers#ProfessionalCardDraftParent',
  CardCertification: '../mappers#CardCertificationParent',
};
