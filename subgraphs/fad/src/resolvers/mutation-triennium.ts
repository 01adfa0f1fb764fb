import type { ExternalEcmCreditBody } from '@club/contracts';
import { clubDay, isSignedInMember, trienniumAccess } from '@club/policy';
import { badInput, forbidden, notFound, requireViewer, type SignedViewer, upstreamWriteKey } from '@club/subgraph-kit';
import { ecmCertificateProblem, ecmObligationSchema, externalEcmCreditSchema } from '@club/validation';
import type { ExternalEcmCreditInput, MutationResolvers } from '../generated/resolvers-types';
import { trienniumCounters, trienniumPeriodInUse } from '../triennium';
import { TRIENNIUM_WALLET_REFUSAL } from './User';

/** Only a member tracking their triennium (the ecm wallet) writes to it. */
export function requireTracker(viewer: SignedViewer): void {
  requireViewer(viewer, isSignedInMember, 'Accedi per aggiornare il tuo triennio ECM.');
  if (trienniumAccess(viewer) !== 'TRACK') throw forbidden(TRIENNIUM_WALLET_REFUSAL, 'WALLET_REQUIRED');
}

/**
 * The form's rules again on the server (packages/validation ecm-credits), before any upstream call:
 * the first broken rule is BAD_USER_INPUT naming its field, with the form's message.
 */
function creditBody(input: ExternalEcmCreditInput, correcting: boolean): ExternalEcmCreditBody {
  const schema = externalEcmCreditSchema({ start: trienniumPeriodInUse().start, end: trienniumPeriodInUse().end, today: clubDay() });
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, String(issue.path[0]));
  }
  let certificate: ExternalEcmCreditBody['certificate'];
  if (input.certificate) {
    const bytes = Buffer.from(input.certificate.contentBase64, 'base64');
    const problem = ecmCertificateProblem({ bytes });
    if (problem) throw badInput(problem, 'certificate');
    certificate = { fileName: input.certificate.fileName.slice(0, 200), contentBase64: input.certificate.contentBase64 };
  } else if (correcting && input.removeCertificate) certificate = null;
  else if (!correcting) certificate = null;
  return { ...parsed.data, ...(certificate === undefined ? {} : { certificate }) };
}

export const trienniumMutations: Pick<MutationResolvers, 'recordExternalEcmCredit' | 'correctExternalEcmCredit' | 'deleteExternalEcmCredit' | 'setEcmObligation'> = {
  async recordExternalEcmCredit(_parent, { input }, { viewer, dataSources }, info) {
    requireTracker(viewer);
    const saved = await dataSources.fad.recordExternalEcmCredit(creditBody(input, false), upstreamWriteKey(viewer, info));
    trienniumCounters.recorded().inc();
    return saved;
  },

  async correctExternalEcmCredit(_parent, { id, input }, { viewer, dataSources }) {
    requireTracker(viewer);
    const saved = await dataSources.fad.correctExternalEcmCredit(id, creditBody(input, true));
    if (!saved) throw notFound('Credito non trovato.');
    trienniumCounters.corrected().inc();
    return saved;
  },

  async deleteExternalEcmCredit(_parent, { id }, { viewer, dataSources }) {
    requireTracker(viewer);
    if (!(await dataSources.fad.deleteExternalEcmCredit(id))) throw notFound('Credito non trovato.');
    trienniumCounters.deleted().inc();
    return true;
  },

  async setEcmObligation(_parent, { obligation }, { viewer, dataSources }) {
    requireTracker(viewer);
    let value: number | null = null;
    if (obligation !== null && obligation !== undefined) {
      const parsed = ecmObligationSchema.safeParse(obligation);
      if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'obligation');
      value = parsed.data;
    }
    const saved = await dataSources.fad.setEcmObligation(value);
    return saved ?? trienniumPeriodInUse().standardObligation;
  },
};
