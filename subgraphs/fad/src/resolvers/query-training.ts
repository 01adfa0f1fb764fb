import { SUGGESTED_COURSE_LIMITS, TRAINING_PAGE_SIZE } from '@club/contracts';
import { courseStatusCode, fadCatalogueBlock, isSignedInMember, lacksEcmWallet, listsEcmCourses, mayOpenFadCatalogue, showsCoursesTeaser, showsTrainingAreaLink, trainingStatusesFor } from '@club/policy';
import { badInput, forbidden, notFound, requireViewer } from '@club/subgraph-kit';
import { GraphQLError } from 'graphql';
import { MAX_CATALOGUE_PAGE } from '../catalogue-input';
import { isCourseId } from '../datasources/fad-api';
import type { QueryResolvers } from '../generated/resolvers-types';
import { courseOnItsPage } from '../mappers';
import { distinctSuggestions } from '../suggestions';

/** The member's own training: course pages, training area, certificate, catalogue access, suggestions. */
export const trainingQueries: Pick<
  QueryResolvers,
  'course' | 'courseBySlug' | 'catalogueAccessUrl' | 'courseOffer' | 'trainingArea' | 'trainingSummary' | 'courseCertificate' | 'suggestedCourses'
> = {
  /** An unknown slug is NOT_FOUND, as an unknown id is for `course(id:)`: one behaviour for the two ways to ask. */
  async courseBySlug(_parent, { slug }, { dataSources }) {
    const card = await dataSources.fad.courseBySlug(slug);
    if (!card) throw notFound('Corso non trovato.');
    return courseOnItsPage(card);
  },

  async course(_parent, { id }, { dataSources }) {
    const card = isCourseId(id) ? await dataSources.fad.courseById(id) : null;
    if (!card) throw notFound('Corso non trovato.');
    return courseOnItsPage(card);
  },

  async catalogueAccessUrl(_parent, _args, { viewer, dataSources }) {
    requireViewer(viewer, isSignedInMember, 'Accedi per aprire il Catalogo FAD.');
    // Spec 2 §4 step 3 / §6: a trial or premium member without the ecm wallet is sent to the upgrade, never to the catalogue.
    if (lacksEcmWallet(viewer)) throw forbidden("Il Catalogo FAD richiede il portafoglio ECM: effettua l'upgrade.", 'WALLET_REQUIRED');
    if (!mayOpenFadCatalogue(viewer)) throw forbidden('Il Catalogo FAD è riservato agli abbonati Trial e Premium.', 'UPGRADE_REQUIRED');
    return dataSources.files.browserUrl(await dataSources.fad.catalogueAccessUrl());
  },

  /** The same rules as `catalogueAccessUrl`, served as data (spec 2 §2, §6). */
  courseOffer(_parent, _args, { viewer }) {
    return {
      showsHomeTeaser: showsCoursesTeaser(viewer),
      catalogueBlock: fadCatalogueBlock(viewer),
      showsTrainingAreaLink: showsTrainingAreaLink(viewer.subscriptionType),
    };
  },

  async trainingArea(_parent, { status, page }, { viewer, dataSources }) {
    requireViewer(viewer, isSignedInMember, 'Accedi per vedere la tua formazione.');
    const pageNumber = page ?? 1;
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_CATALOGUE_PAGE) {
      throw badInput(`La pagina deve essere compresa tra 1 e ${MAX_CATALOGUE_PAGE}.`, 'page');
    }
    if (!trainingStatusesFor(viewer).includes(status)) {
      throw forbidden('Con il tuo abbonamento scaduto puoi vedere solo i corsi attivi e superati.', 'UPGRADE_REQUIRED');
    }
    // The schema's CourseStatus admits only the four statuses; the upstream filters by their codes.
    return { answer: await dataSources.fad.training(courseStatusCode(status), pageNumber, TRAINING_PAGE_SIZE), page: pageNumber };
  },

  async trainingSummary(_parent, _args, { viewer, dataSources }) {
    requireViewer(viewer, isSignedInMember, 'Accedi per vedere la tua formazione.');
    return dataSources.fad.trainingSummary();
  },

  /** Errors name the service (extensions.service) for the toast 'Errore nel servizio /FAD/Corsi/{id}/Certificato'. */
  async courseCertificate(_parent, { courseId }, { viewer, dataSources }) {
    const service = `/FAD/Corsi/${courseId}/Certificato`;
    if (!isSignedInMember(viewer)) {
      throw new GraphQLError('Accedi per scaricare il tuo attestato.', { extensions: { code: 'UNAUTHENTICATED', reason: 'LOGIN_REQUIRED', service } });
    }
    if (!isCourseId(courseId)) throw new GraphQLError('Corso non trovato.', { extensions: { code: 'NOT_FOUND', service } });
    return dataSources.fad.certificate(courseId);
  },

  async suggestedCourses(_parent, { limit, excludeId }, { dataSources, viewer }) {
    if (!SUGGESTED_COURSE_LIMITS.includes(limit)) throw badInput('Il numero di corsi suggeriti deve essere 3, 6 o 12.', 'limit');
    // Spec 2 §6 'ECM lists need the ecm wallet': none suggested to a trial or premium member without it, no upstream call.
    if (!listsEcmCourses(viewer)) return { top: [], new: [], foryou: [] };
    return distinctSuggestions(await dataSources.fad.suggestedCourses(limit), excludeId);
  },
};
