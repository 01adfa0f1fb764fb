import { enrolmentCertificateRoute } from './enrolment';
import type { RouteContract } from '../route';
import { loginRoute, logoutRoute, publicKeyRoute, recoveryRoute } from './auth';
import { missingFieldsCheckRoute, updateContactRoute } from './contact';
import { createLeadRoute, fitnessCentersRoute } from './leads';
import { professionalCardsRoute } from './professional-cards';
import { professionalCardDocumentRoute, professionalCardMeRoute, professionalCardPatchRoute } from './professional-card-draft';
import { pressArticlesRoute, pressCategoriesRoute, pressNewsletterRoute, pressNewsletterUpdateRoute } from './press';
import { professionDetailsRoute, professionsRoute, specializationFamiliesRoute } from './professions';
import { registrationRoute, trialActivationRoute, trialRegistrationRoute } from './registration';
import { legalCasesRoute, legalDocumentRoute, legalHearingsRoute, privacyTextRoute, accountUpdateRoute, completeContactRoute, personalContactRoute, changePaymentMethodsRoute, invoiceDownloadRoute, invoicesRoute, leaveClubRoute, paymentMethodsRoute, paymentProviderPageRoute, orderProductsRoute, subscriptionHistoryRoute } from './profile';
import { acceptanceConditionsRoute, conditionsOfUseRoute, consistencyRoute, saveConditionsRoute, userRoute, walletsRoute } from './user';

// The crm family's payload schemas and route contracts (upstream/README.md 'Auth' and 'CRM').
export * from './auth';
export * from './user';
export * from './contact';
export * from './professions';
export * from './professional-cards';
export * from './professional-card-draft';
export * from './press';
export * from './leads';
export * from './registration';
export * from './profile';
export * from './enrolment';
export * from './field-messages';

/** Every route contract of the crm family. */
export const crmRoutes: readonly RouteContract[] = [
  enrolmentCertificateRoute,
  publicKeyRoute,
  loginRoute,
  logoutRoute,
  recoveryRoute,
  userRoute,
  consistencyRoute,
  walletsRoute,
  acceptanceConditionsRoute,
  conditionsOfUseRoute,
  saveConditionsRoute,
  missingFieldsCheckRoute,
  updateContactRoute,
  professionsRoute,
  specializationFamiliesRoute,
  professionDetailsRoute,
  professionalCardsRoute,
  professionalCardMeRoute,
  professionalCardPatchRoute,
  professionalCardDocumentRoute,
  pressArticlesRoute,
  pressCategoriesRoute,
  pressNewsletterRoute,
  pressNewsletterUpdateRoute,
  createLeadRoute,
  fitnessCentersRoute,
  registrationRoute,
  trialRegistrationRoute,
  trialActivationRoute,
  leaveClubRoute,
  invoicesRoute,
  invoiceDownloadRoute,
  subscriptionHistoryRoute,
  orderProductsRoute,
  paymentMethodsRoute,
  changePaymentMethodsRoute,
  paymentProviderPageRoute,
  personalContactRoute,
  completeContactRoute,
  accountUpdateRoute,
  privacyTextRoute,
  legalCasesRoute,
  legalHearingsRoute,
  legalDocumentRoute,
];
