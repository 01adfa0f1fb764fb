import { ecmObligation } from '@club/policy';
import { badInput, notFound, upstreamWriteKey } from '@club/subgraph-kit';
import { ecmObligationAdjustmentSchema } from '@club/validation';
import type { MutationResolvers } from '../generated/resolvers-types';
import { trienniumCounters, trienniumPeriodInUse } from '../triennium';
import { requireTracker } from './mutation-triennium';

/**
 * Issue 40 (part OBLIGATION): the member records or deletes what lowers their obligation. The same
 * refusals as the credits (only the member, only with the ecm wallet); the form's rules again before
 * any upstream call (packages/validation ecm-obligation).
 */
export const obligationMutations: Pick<MutationResolvers, 'recordEcmObligationAdjustment' | 'deleteEcmObligationAdjustment'> = {
  async recordEcmObligationAdjustment(_parent, { input }, { viewer, dataSources }, info) {
    requireTracker(viewer);
    const parsed = ecmObligationAdjustmentSchema.safeParse({ kind: input.kind, start: input.start, end: input.end ?? null, credits: input.credits ?? null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badInput(issue.message, String(issue.path[0]));
    }
    const saved = await dataSources.fad.recordEcmObligationAdjustment(parsed.data, upstreamWriteKey(viewer, info));
    trienniumCounters.adjustmentRecorded().inc();
    // The line as the breakdown shows it in the current triennium.
    return ecmObligation(trienniumPeriodInUse(), [saved], null).lines[0]!;
  },

  async deleteEcmObligationAdjustment(_parent, { id }, { viewer, dataSources }) {
    requireTracker(viewer);
    if (!(await dataSources.fad.deleteEcmObligationAdjustment(id))) throw notFound('Riduzione non trovata.');
    trienniumCounters.adjustmentDeleted().inc();
    return true;
  },
};
