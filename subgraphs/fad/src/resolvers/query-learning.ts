import { MAX_LEARNING_OFFSET, MAX_LEARNING_ROWS, VIDEO_CLIP_PAGE_SIZES, type VideoClipAnswer } from '@club/contracts';
import { listsLearningItems } from '@club/policy';
import { badInput } from '@club/subgraph-kit';
import type { Context } from '../context';
import { isCourseId, type LearningSearchKind } from '../datasources/fad-api';
import type { QueryResolvers } from '../generated/resolvers-types';
import { learningDocOfCard, parseItemWithoutCourseId, parseLearningItemId, videoClipOfCard } from '../learning-items';
import type { LearningItemPageParent } from '../mappers';

async function searchItems(
  kind: LearningSearchKind,
  { rows, offset, excludeId }: { rows?: number | null; offset?: number | null; excludeId?: string | null },
  { dataSources, viewer }: Context,
): Promise<LearningItemPageParent> {
  const r = rows ?? 9;
  const o = offset ?? 0;
  if (!Number.isInteger(r) || r < 1 || r > MAX_LEARNING_ROWS) throw badInput(`rows deve essere compreso tra 1 e ${MAX_LEARNING_ROWS}.`, 'rows');
  if (!Number.isInteger(o) || o < 0 || o > MAX_LEARNING_OFFSET) throw badInput(`offset deve essere compreso tra 0 e ${MAX_LEARNING_OFFSET}.`, 'offset');
  // Spec 2 §6 'ECM lists need the ecm wallet', where the reading extends it to these listings (policy).
  if (!listsLearningItems(viewer)) return { kind, answer: { docs: [], matches: 0 } };
  return { kind, answer: await dataSources.fad.learningSearch(kind, { rows: r, offset: o, excludeId }) };
}

const NO_CLIPS: VideoClipAnswer = { results: [], pageInfo: { endCursor: null, hasNext: false } };

function videoClipPage(first: number | null | undefined): number {
  const size = first ?? 12;
  if (!VIDEO_CLIP_PAGE_SIZES.includes(size)) throw badInput('first deve essere 3 o 12.', 'first');
  return size;
}

/** E-books, training films and video clips (spec 2 §2, §3). */
export const learningQueries: Pick<
  QueryResolvers,
  'ebooks' | 'trainingFilms' | 'ebookOfTheMonth' | 'learningItem' | 'learningItemBySlug' | 'videoClips' | 'videoOfTheMonth' | 'videoClipBySlug'
> = {
  ebooks: (_parent, args, context) => searchItems('EBOOK', args, context),
  trainingFilms: (_parent, args, context) => searchItems('TRAINING_FILM', args, context),

  /** The newest e-book. */
  async ebookOfTheMonth(_parent, _args, context) {
    const { kind, answer } = await searchItems('EBOOK', { rows: 1, offset: 0 }, context);
    return answer.docs[0] ? { kind, doc: answer.docs[0] } : null;
  },

  async learningItem(_parent, { id }, { dataSources }) {
    const withoutCourse = parseItemWithoutCourseId(id);
    if (withoutCourse) {
      const found = (await dataSources.fad.learningSearch(withoutCourse.kind, { rows: 1, offset: 0, id })).docs[0];
      return found?.id === id ? { kind: withoutCourse.kind, doc: found } : null;
    }
    const parsed = parseLearningItemId(id);
    const card = parsed && isCourseId(parsed.courseId) ? await dataSources.fad.courseById(parsed.courseId) : null;
    const doc = parsed && card ? learningDocOfCard(parsed.kind, card) : null;
    return parsed && doc ? { kind: parsed.kind, doc } : null;
  },

  async learningItemBySlug(_parent, { kind, slug }, { dataSources }) {
    const card = await dataSources.fad.courseBySlug(slug);
    const doc = card ? learningDocOfCard(kind, card) : null;
    if (doc) return { kind, doc };
    // Not a course of the kind: an item the CMS indexes without a course (spec 2 §4), found by its slug.
    if (card || !slug) return null;
    const found = (await dataSources.fad.learningSearch(kind, { rows: 1, offset: 0, slug })).docs[0];
    return found && !found.id_course_it ? { kind, doc: found } : null;
  },

  videoClips(_parent, { first, after }, { dataSources, viewer }) {
    const size = videoClipPage(first);
    return listsLearningItems(viewer) ? dataSources.fad.videoClips(size, after) : NO_CLIPS;
  },

  /** The newest clip. */
  async videoOfTheMonth(_parent, _args, { dataSources, viewer }) {
    if (!listsLearningItems(viewer)) return null;
    return (await dataSources.fad.videoClips(3, null)).results[0] ?? null;
  },

  async videoClipBySlug(_parent, { slug }, { dataSources }) {
    const card = await dataSources.fad.courseBySlug(slug);
    return card ? videoClipOfCard(card) : null;
  },
};
