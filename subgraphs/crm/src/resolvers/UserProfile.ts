import { canSeeLegalCases, canSeeInvoices, canSeeSubscriptionHistory, isViewerSelf, mayDownloadEnrolmentCertificate, mergedSubscriptionHistory, NO_INVOICES_TEXT, subscriptionDocumentKinds, subscriptionTermKinds, type SubscriptionDocumentKind } from '@club/policy';
import { forbidden } from '@club/subgraph-kit';
import type { UserResolvers } from '../generated/resolvers-types';
import type { UserParent } from '../mappers';
import { CONTACT_MESSAGES } from '../messages';
import { withMessage } from '../upstream-errors';

/** Spec 3 §8 messages of the profile's account sections. */
export const ACCOUNT_MESSAGES = {
  invoicesFailed: 'Si è verificato un errore con il servizio /invoice',
  invoicesRefused: NO_INVOICES_TEXT,
  historyFailed: 'Errore nel servizio /CRM/Utente/Sottoscrizione/Storico',
  historyRefused: 'Lo storico degli abbonamenti è riservato agli abbonati Premium.',
  documentsFailed: 'Errore nel servizio /CRM/Utente/Sottoscrizione',
  personalDataFailed: 'Errore nel servizio /contact',
  paymentMethodsFailed: 'Si è verificato un errore con il servizio /paymentmethods',
} as const;

/** The portal path of an invoice PDF; the gateway fetches it with the requesting member's own session. */
export const invoiceDownloadPath = (id: string) => `/files/fatture/${encodeURIComponent(id)}.pdf`;
/** The enrolment certificate under the portal's origin (gateway/src/files/member-pdfs.ts). */
export const ENROLMENT_CERTIFICATE_PATH = '/files/certificato-iscrizione.pdf';

/**
 * The member's account sections (spec 3 §6, §7). Every read goes out with the viewer's own token and
 * only for the viewer's own record: no argument names another member.
 */
/** The member's documents of these kinds, read with their own token. */
function subscriptionDocumentsOf(u: UserParent, kinds: readonly SubscriptionDocumentKind[]) {
  return withMessage(
    () =>
      Promise.all(
        kinds.map(async (kind) =>
          kind === 'acceptance-conditions'
            ? { id: kind, title: 'Condizioni di adesione', text: (await u.api.acceptanceConditions()).condizioniAdesione }
            : { id: kind, title: "Condizioni d'uso", text: (await u.api.conditionsOfUse()).text },
        ),
      ),
    ACCOUNT_MESSAGES.documentsFailed,
  );
}

export const UserProfile: Pick<UserResolvers, 'enrolmentCertificateUrl' | 'invoices' | 'subscriptionHistory' | 'subscriptionDocuments' | 'subscriptionTerms' | 'acceptanceConditions' | 'orderedProductsHtml' | 'paymentMethods' | 'personalData' | 'specializationNames' | 'isOtherHealthProfession' | 'privacyNotice' | 'legalCases'> = {
  async invoices(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    if (!canSeeInvoices(viewer.subscriptionType)) throw forbidden(ACCOUNT_MESSAGES.invoicesRefused, 'UPGRADE_REQUIRED');
    const { invoices } = await withMessage(() => dataSources.profile.invoices(), ACCOUNT_MESSAGES.invoicesFailed);
    return invoices.map((i) => ({
      id: i.id,
      productName: i.productName,
      issued: i.fatturaEmessa,
      date: i.dataFattura,
      amount: i.importo,
      downloadUrl: i.fatturaEmessa ? invoiceDownloadPath(i.id) : null,
    }));
  },

  async subscriptionHistory(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    if (!canSeeSubscriptionHistory(viewer.subscriptionType)) throw forbidden(ACCOUNT_MESSAGES.historyRefused, 'UPGRADE_REQUIRED');
    const history = await withMessage(() => dataSources.profile.subscriptionHistory(), ACCOUNT_MESSAGES.historyFailed);
    return mergedSubscriptionHistory(history.sottoscrizioni, history.addons);
  },

  // Spec 1 §6: the documents block of /profilo/abbonamento, for trial, premium and ex members only.
  async subscriptionDocuments(u, _args, { viewer }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    return subscriptionDocumentsOf(u, subscriptionDocumentKinds(viewer.subscriptionType));
  },

  // Spec 3 §6 'Terms shown per type': the terms of /profilo/privacy (registered members: the conditions of use).
  async subscriptionTerms(u, _args, { viewer }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    return subscriptionDocumentsOf(u, subscriptionTermKinds(viewer.subscriptionType));
  },

  // Spec 1 §2 /condizioni-uso?forceCondizioniAdesione=true: the member's own acceptance conditions.
  async acceptanceConditions(u, _args, { viewer }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    return withMessage(async () => (await u.api.acceptanceConditions()).condizioniAdesione, ACCOUNT_MESSAGES.documentsFailed);
  },

  enrolmentCertificateUrl(u, _args, { viewer }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    return mayDownloadEnrolmentCertificate(viewer.subscriptionType) ? ENROLMENT_CERTIFICATE_PATH : null;
  },

  async orderedProductsHtml(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    const answer = await dataSources.profile.orderProducts(u.clientCode);
    return answer.results[1]?.html ?? null;
  },

  async paymentMethods(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    const { paymentMethods } = await withMessage(() => dataSources.profile.paymentMethods(), ACCOUNT_MESSAGES.paymentMethodsFailed);
    return paymentMethods.map((p) => ({ ...p, cardNumber: p.cardNumber || null }));
  },

  async personalData(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    const d = await withMessage(() => dataSources.profile.personalData(), ACCOUNT_MESSAGES.personalDataFailed);
    return { birthDate: d.dataNascita, phonePrefix: d.prefisso, phone: d.cellulare, fiscalCode: d.codiceFiscale };
  },

  specializationNames: async (u) => (await u.api.consistency()).datiContatto.specializzazioniContatto.map((s) => s.nome),
  isOtherHealthProfession: async (u) => (await u.api.consistency()).datiContatto.professione?.isAltraProfessioneSanitaria ?? false,

  async privacyNotice(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    const answer = await withMessage(() => dataSources.profile.privacyNotice(), 'Errore nel servizio /contact/jump2wl/privacy');
    return answer.results[0]?.text ?? null;
  },

  async legalCases(u, _args, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    if (!canSeeLegalCases(viewer)) throw forbidden('Le mie cause sono riservate a chi ha il servizio legale attivo.', 'WALLET_REQUIRED');
    return withMessage(() => dataSources.profile.legalCases(), 'Errore nel servizio /CRM/CauseLegaliAttive');
  },
};
