import { adjustmentCountsIn, adjustmentLine, previousTriennium, rowObligation, trienniaUpTo } from '@club/policy';
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
    const current = trienniumPeriodInUse();
    // The previous triennium's figure without days names the triennium before the current one.
    const previous = previousTriennium(current);
    const values = parsed.data.start ? { ...parsed.data, start: parsed.data.start } : { ...parsed.data, start: previous?.start ?? current.start, end: previous?.end ?? null };
    const saved = await dataSources.fad.recordEcmObligationAdjustment(values, upstreamWriteKey(viewer, info));
    trienniumCounters.adjustmentRecorded().inc();
    // The line as the breakdown shows it in the triennium it belongs to (the current one when none up to it).
    const row = trienniaUpTo(current).find((r) => adjustmentCountsIn(saved, { ...r, standardObligation: rowObligation(r) })) ?? current;
    return adjustmentLine(saved, { start: row.start, end: row.end, standardObligation: rowObligation(row) });
  },

  async deleteEcmObligationAdjustment(_parent, { id }, { viewer, dataSources }) {
    requireTracker(viewer);
    if (!(await dataSources.fad.deleteEcmObligationAdjustment(id))) throw notFound('Riduzione non trovata.');
    trienniumCounters.adjustmentDeleted().inc();
    return true;
  },
};
