import { isSignedInMember } from '@club/policy';
import { notFound, upstreamWriteKey } from '@club/subgraph-kit';
import { courseAccessInput, decideCourseAccess } from '../access-decision';
import { freshStatus } from '../course-status';
import { isCourseId } from '../datasources/fad-api';
import type { MutationResolvers } from '../generated/resolvers-types';
import { obligationMutations } from './mutation-obligation';
import { ecmImportMutations } from './mutation-ecm-import';
import { trienniumMutations } from './mutation-triennium';

export const Mutation: MutationResolvers = {
  /**
   * Spec 2 §4: the server takes the decision again, with the member's fresh status from the status
   * call, and asks the provider for the access URL only when the course opens. Any other outcome
   * answers the modal to show and never a URL.
   */
  async startCourse(_parent, { courseId }, context, info) {
    const { viewer, dataSources } = context;
    const card = isCourseId(courseId) ? await dataSources.fad.courseById(courseId) : null;
    if (!card) throw notFound('Corso non trovato.');
    const status = await freshStatus(courseId, isSignedInMember(viewer), dataSources.fad);
    const decision = await decideCourseAccess(context, courseAccessInput(card, status));
    if (decision.outcome !== 'OPEN') return { decision, accessUrl: null };
    // The player's address at the provider, as a portal path when the provider is the internal upstream.
    const accessUrl = await dataSources.fad.courseAccessUrl(courseId, upstreamWriteKey(viewer, info));
    return { decision, accessUrl: dataSources.files.browserUrl(accessUrl) };
  },

  ...trienniumMutations,
  ...obligationMutations,
  ...ecmImportMutations,
};
