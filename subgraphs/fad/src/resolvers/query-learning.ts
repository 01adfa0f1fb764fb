import { badInput } from '@club/subgraph-kit';
import type { LearningSearchKind } from '../datasources/fad-api';
import { isCourseId } from '../datasources/fad-api';
import type { Context } from '../context';
import type { LearningItemPage, QueryResolvers } from '../generated/resolvers-types';
import { learningItemFromCard, learningItemFromDoc, parseLearningItemId, videoClipFromCard, videoClipFromResult } from '../learning-mapping';

/** Spec 2 §9: all-items lists ask 999 rows. */
const MAX_ROWS = 999;
const MAX_OFFSET = 100_000;
/** Spec 2 §9: video clips page 12, 3 for teasers. */
const VIDEO_CLIP_PAGE_SIZES = [3, 12];

async function searchItems(
  kind: LearningSearchKind,
  { rows, offset, excludeId }: { rows?: number | null; offset?: number | null; excludeId?: string | null },
  { dataSources }: Context,
): Promise<LearningItemPage> {
  const r = rows ?? 9;
  const o = offset ?? 0;
  if (!Number.isInteger(r) || r < 1 || r > MAX_ROWS) throw badInput(`rows deve essere compreso tra 1 e ${MAX_ROWS}.`, 'rows');
  if (!Number.isInteger(o) || o < 0 || o > MAX_OFFSET) throw badInput(`offset deve essere compreso tra 0 e ${MAX_OFFSET}.`, 'offset');
  const answer = await dataSources.fad.learningSearch(kind, { rows: r, offset: o, excludeId });
  return { items: answer.docs.map((doc) => learningItemFromDoc(kind, doc)), total: answer.matches };
}

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
    return (await searchItems('EBOOK', { rows: 1, offset: 0 }, context)).items[0] ?? null;
  },

  async learningItem(_parent, { id }, { dataSources }) {
    const parsed = parseLearningItemId(id);
    const card = parsed && isCourseId(parsed.courseId) ? await dataSources.fad.courseById(parsed.courseId) : null;
    return parsed && card ? learningItemFromCard(parsed.kind, card) : null;
  },

  async learningItemBySlug(_parent, { kind, slug }, { dataSources }) {
    const card = await dataSources.fad.courseBySlug(slug);
    return card ? learningItemFromCard(kind, card) : null;
  },

  async videoClips(_parent, { first, after }, { dataSources }) {
    const answer = await dataSources.fad.videoClips(videoClipPage(first), after);
    const nodes = answer.results.map(videoClipFromResult);
    return {
      edges: answer.results.map((r, i) => ({ cursor: r.cursor, node: nodes[i] })),
      nodes,
      pageInfo: { endCursor: answer.pageInfo.endCursor, hasNextPage: answer.pageInfo.hasNext },
    };
  },

  /** The newest clip. */
  async videoOfTheMonth(_parent, _args, { dataSources }) {
    const answer = await dataSources.fad.videoClips(3, null);
    return answer.results[0] ? videoClipFromResult(answer.results[0]) : null;
  },

  async videoClipBySlug(_parent, { slug }, { dataSources }) {
    const card = await dataSources.fad.courseBySlug(slug);
    return card ? videoClipFromCard(card) : null;
  },
};
