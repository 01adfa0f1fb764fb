import { isViewerSelf, welcomeMessage } from '@club/policy';
import { forbidden } from '@club/subgraph-kit';
import type { UserResolvers } from '../generated/resolvers-types';
import { CONTACT_MESSAGES } from '../messages';
import { upstreamCode, withMessage } from '../upstream-errors';
import { memberType } from '../viewer';

/**
 * A member from the user info (GET /CRM/Utente); the fields named as upstream resolve by default. The
 * sections each need their own upstream call, made only when the query asks for them.
 */
export const User: UserResolvers = {
  /** Other subgraphs reference members; only the viewer's own record resolves (nobody reads another member's data). */
  async __resolveReference(ref, { viewer, dataSources }) {
    if (!isViewerSelf(viewer, String(ref.id))) return null;
    return { ...(await dataSources.crm.user()), api: dataSources.crm };
  },
  id: (u) => u.clientCode,
  hasFiscalCode: (u) => !!u.fiscalCode,
  subscriptionType: (u) => memberType(u.subscriptionType),
  activeWalletCodes: (u) => u.portafogliAttivi,
  staticWalletCodes: (u) => u.portafogliStatici,
  wallets: (u) => u.api.wallets(),
  contact: async (u) => (await u.api.consistency()).datiContatto,
  lastSubscription: async (u) => (await u.api.consistency()).ultimaSottoscrizioneContatto,

  /**
   * Spec 1 §4 'Welcome message type'. The order and the card come with the user info; only the product
   * (and the member's profession, whose club the welcome names) needs the consistency data, asked for only then. Its failure is not an error of the welcome: the
   * spec shows the default text while that data is missing.
   */
  async welcomeMessage(u) {
    const known = { conventionOrder: u.conventionOrder, cardCode: u.cardCode };
    const withoutProduct = welcomeMessage({ ...known, productName: null });
    if (withoutProduct.type !== 'DEFAULT') return withoutProduct;
    const consistency = await u.api.consistency().catch(() => null);
    const contact = consistency?.datiContatto;
    const profession = contact ? { code: contact.professione?.codice, detail: contact.professioneDettaglio?.nome } : null;
    const last = consistency?.ultimaSottoscrizioneContatto;
    return welcomeMessage({ ...known, productName: last?.cpqProductName ?? null, isConvention: last?.isConvenzione ?? false, profession });
  },

  /** Spec 2 §3-§4 missing-fields check; spec 3 §7: a 401 from the check is ignored (no data, no error). */
  async missingFields(u, _args, { viewer }) {
    if (!isViewerSelf(viewer, u.clientCode)) throw forbidden(CONTACT_MESSAGES.notOwner, 'NOT_OWNER');
    try {
      const [check, contact] = await withMessage(() => Promise.all([u.api.missingFields(), u.api.consistency()]), CONTACT_MESSAGES.checkFailed, [
        'UNAUTHENTICATED',
      ]);
      return { check, professionCode: contact.datiContatto.professione?.codice ?? null };
    } catch (err) {
      if (upstreamCode(err) === 'UNAUTHENTICATED') return null;
      throw err;
    }
  },
};
