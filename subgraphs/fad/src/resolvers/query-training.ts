import { badInput, forbidden, notFound } from '@club/subgraph-kit';
import { isVisitor } from '@club/policy';
import { GraphQLError } from 'graphql';
import { MAX_CATALOGUE_PAGE } from '../catalogue-input';
import type { Context } from '../context';
import { toCourse, withStatusCall } from '../course-mapping';
import { isCourseId } from '../datasources/fad-api';
import type { QueryResolvers } from '../generated/resolvers-types';
import { courseStatusCode, mayOpenFadCatalogue, trainingStatusesFor } from '@club/policy';

/** Spec 2 §9: the training area shows 6 courses per page. */
export const TRAINING_PAGE_SIZE = 6;
/** Spec 2 §7: the suggested-course limits. */
const SUGGESTED_LIMITS = [3, 6, 12];

function requireMember(viewer: Context['viewer'], message: string): void {
  if (isVisitor(viewer.subscriptionType) || !viewer.userId) throw forbidden(message, 'LOGIN_REQUIRED');
}

/** The member's own training: course pages, training area, certificate, catalogue access, suggestions. */
export const trainingQueries: Pick<
  QueryResolvers,
  'course' | 'courseBySlug' | 'catalogueAccessUrl' | 'trainingArea' | 'trainingSummary' | 'courseCertificate' | 'suggestedCourses'
> = {
  async courseBySlug(_parent, { slug }, { dataSources }) {
    const card = await dataSources.fad.courseBySlug(slug);
    return card ? withStatusCall(toCourse(card)) : null;
  },

  async course(_parent, { id }, { dataSources }) {
    const card = isCourseId(id) ? await dataSources.fad.courseById(id) : null;
    if (!card) throw notFound('Corso non trovato.');
    return withStatusCall(toCourse(card));
  },

  async catalogueAccessUrl(_parent, _args, { viewer, dataSources }) {
    requireMember(viewer, 'Accedi per aprire il Catalogo FAD.');
    if (!mayOpenFadCatalogue(viewer)) throw forbidden('Il Catalogo FAD è riservato agli abbonati Trial e Premium.', 'UPGRADE_REQUIRED');
    return dataSources.fad.catalogueAccessUrl();
  },

  async trainingArea(_parent, { status, page }, { viewer, dataSources }) {
    requireMember(viewer, 'Accedi per vedere la tua formazione.');
    const pageNumber = page ?? 1;
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_CATALOGUE_PAGE) {
      throw badInput(`La pagina deve essere compresa tra 1 e ${MAX_CATALOGUE_PAGE}.`, 'page');
    }
    if (!trainingStatusesFor(viewer).includes(status)) {
      throw forbidden('Con il tuo abbonamento scaduto puoi vedere solo i corsi attivi e superati.', 'UPGRADE_REQUIRED');
    }
    // The schema's CourseStatus admits only the four statuses; the upstream filters by their codes.
    const answer = await dataSources.fad.training(courseStatusCode(status), pageNumber, TRAINING_PAGE_SIZE);
    return { items: answer.courses.map(toCourse), page: pageNumber, totalPages: answer.totalPages };
  },

  async trainingSummary(_parent, _args, { viewer, dataSources }) {
    requireMember(viewer, 'Accedi per vedere la tua formazione.');
    const s = await dataSources.fad.trainingSummary();
    return { active: s.activeCourses, passed: s.succededCourses, failed: s.failedCourses, expired: s.expiredCourses };
  },

  /** Errors name the service (extensions.service) for the toast 'Errore nel servizio /FAD/Corsi/{id}/Certificato'. */
  async courseCertificate(_parent, { courseId }, { viewer, dataSources }) {
    const service = `/FAD/Corsi/${courseId}/Certificato`;
    if (isVisitor(viewer.subscriptionType) || !viewer.userId) {
      throw new GraphQLError('Accedi per scaricare il tuo attestato.', { extensions: { code: 'UNAUTHENTICATED', reason: 'LOGIN_REQUIRED', service } });
    }
    if (!isCourseId(courseId)) throw new GraphQLError('Corso non trovato.', { extensions: { code: 'NOT_FOUND', service } });
    const pdf = await dataSources.fad.certificate(courseId);
    return { fileName: pdf.fileName, contentType: pdf.contentType, base64: pdf.fileBody };
  },

  async suggestedCourses(_parent, { limit }, { dataSources }) {
    if (!SUGGESTED_LIMITS.includes(limit)) throw badInput('Il numero di corsi suggeriti deve essere 3, 6 o 12.', 'limit');
    const groups = await dataSources.fad.suggestedCourses(limit);
    return { top: groups.top.map(toCourse), new: groups.new.map(toCourse), foryou: groups.foryou.map(toCourse) };
  },
};
