import { notFound, upstreamWriteKey } from '@club/subgraph-kit';
import { courseStatusFromCode, isVisitor } from '@club/policy';
import { decideCourseAccess } from '../access-decision';
import { splitPromoCodes } from '../course-mapping';
import { isCourseId } from '../datasources/fad-api';
import type { MutationResolvers } from '../generated/resolvers-types';

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
    const member = !isVisitor(viewer.subscriptionType) && !!viewer.upstreamToken;
    const status = member ? courseStatusFromCode((await dataSources.fad.courseStatus(courseId)).status) : null;
    const decision = await decideCourseAccess(context, {
      credits: Number(card.credits),
      promoCodes: splitPromoCodes(card.promoCode),
      groups: card.groups ?? [],
      status,
    });
    if (decision.outcome !== 'OPEN') return { decision, accessUrl: null };
    return { decision, accessUrl: await dataSources.fad.courseAccessUrl(courseId, upstreamWriteKey(viewer, info)) };
  },
};
