import { clubDay, ECM_FIRST_TRIENNIUM_START } from '@club/policy';
import { badInput, upstreamWriteKey } from '@club/subgraph-kit';
import { ECM_IMPORT_MAX_ROWS, ECM_IMPORT_MESSAGES, ecmImportProblems, externalEcmCreditSchema } from '@club/validation';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../generated/resolvers-types';
import { trienniumCounters, trienniumPeriodInUse } from '../triennium';
import { requireTracker } from './mutation-triennium';

/** A refusal naming the import's row (0-based, in the order sent) and, when it is one field's, the field. */
const rowInput = (message: string, row: number, field?: string) => {
  const error = badInput(message, field);
  (error.extensions as Record<string, unknown>).row = row;
  return error;
};

/**
 * An import of external credits (issue 40): the page has read and checked the file and the member
 * confirmed the rows; here the same rules run again on every row, and duplicates (same event code
 * and date) among them and against the member's recorded credits are refused, in the one upstream
 * write that stores them all or none.
 */
export const ecmImportMutations: Pick<MutationResolvers, 'importExternalEcmCredits'> = {
  async importExternalEcmCredits(_parent, { credits }, { viewer, dataSources }, info) {
    requireTracker(viewer);
    if (credits.length === 0) throw badInput('Nessun credito da importare.');
    if (credits.length > ECM_IMPORT_MAX_ROWS) throw badInput(`Si possono importare al massimo ${ECM_IMPORT_MAX_ROWS} crediti alla volta.`);
    // The single credit's range (mutation-triennium.ts): past trienni count in the history and the insurance triennium.
    const schema = externalEcmCreditSchema({ start: ECM_FIRST_TRIENNIUM_START, end: trienniumPeriodInUse().end, today: clubDay() });
    const body = credits.map((credit, row) => {
      const parsed = schema.safeParse(credit);
      if (!parsed.success) throw rowInput(parsed.error.issues[0]!.message, row, String(parsed.error.issues[0]!.path[0]));
      // The kind and area are the schema's enums already; absent, the upstream's defaults apply.
      return { ...parsed.data, kind: credit.kind ?? undefined, area: credit.area ?? undefined };
    });
    // Duplicates among the rows here; of the member's recorded credits in the upstream's transaction,
    // after its Idempotency-Key check, so a retried import replays its first answer instead of
    // finding its own credits and being refused.
    const [duplicate] = ecmImportProblems(body, []);
    if (duplicate) throw rowInput(duplicate.message, duplicate.index, 'eventCode');
    try {
      const saved = await dataSources.fad.recordExternalEcmCredits({ credits: body }, upstreamWriteKey(viewer, info));
      trienniumCounters.recorded().inc(saved.length);
      return saved;
    } catch (error) {
      const row = error instanceof GraphQLError && error.extensions.upstreamStatus === 409 ? error.extensions.row : undefined;
      if (typeof row === 'number') throw rowInput(ECM_IMPORT_MESSAGES.duplicateRecorded, row, 'eventCode');
      throw error;
    }
  },
};
