import type { CourseCard, LearningDoc } from '@club/contracts';
import type { LearningSearchKind } from './datasources/fad-api';
import type { VideoClipParent } from './mappers';

/**
 * E-books, training films and video clips are courses of one teaching model. Lists come from the
 * upstream's searches (docs, clips); a detail lookup by id or slug finds the course card instead,
 * and builds from it the doc or clip the search would have answered, so each GraphQL type has one parent.
 */

/** Per kind: id prefix, detail path and the teaching model whose courses are the items. */
export const LEARNING_KINDS: Record<LearningSearchKind, { idPrefix: string; path: string; teachingModel: string }> = {
  EBOOK: { idPrefix: 'ebook', path: '/corsi-ecm-fad/ebook', teachingModel: 'E-book' },
  TRAINING_FILM: { idPrefix: 'film', path: '/corsi-ecm-fad/film-formazione', teachingModel: 'Film Formazione' },
};

/** The search doc of a course card, or null when the course's teaching model is not the kind's. */
export function learningDocOfCard(kind: LearningSearchKind, card: CourseCard): LearningDoc | null {
  const spec = LEARNING_KINDS[kind];
  if (card.modelloDidattico.name !== spec.teachingModel) return null;
  return {
    id: `${spec.idPrefix}-${card.id}`,
    id_course_it: String(card.id),
    title_it: card.title,
    collana: `${card.collana.name}|${card.modelloDidattico.name}`,
    credits: card.credits,
    abstract: card.description,
    item_path: `${spec.path}/${card.slug}`,
    endDate: card.expiryDate,
    image_url: card.image ?? card.imgUrl,
    file_url: kind === 'EBOOK' ? card.ebookUrl : card.filmFormazioneUrl,
  };
}

/** The kind whose ids start with `prefix` ('ebook', 'film'), if any. */
function kindWithIdPrefix(prefix: string | undefined): LearningSearchKind | undefined {
  return (Object.keys(LEARNING_KINDS) as LearningSearchKind[]).find((k) => LEARNING_KINDS[k].idPrefix === prefix);
}

/** 'ebook-12' → { kind: 'EBOOK', courseId: '12' }; null for any other id. */
export function parseLearningItemId(id: string): { kind: LearningSearchKind; courseId: string } | null {
  const match = /^([a-z]+)-([1-9]\d{0,8})$/.exec(id);
  const kind = kindWithIdPrefix(match?.[1]);
  return match && kind ? { kind, courseId: match[2] } : null;
}

/** 'ebook-nc-1' → the e-book indexed without a course (spec 2 §4), found by the search, not by a course card. */
export function parseItemWithoutCourseId(id: string): { kind: LearningSearchKind } | null {
  const kind = kindWithIdPrefix(/^([a-z]+)-nc-[1-9]\d{0,8}$/.exec(id)?.[1]);
  return kind ? { kind } : null;
}

/** The slug of an item's detail page: the last segment of its path. */
export function itemSlug(itemPath: string): string {
  return itemPath.split('/').filter(Boolean).pop() ?? '';
}

/** The clip of a course card, or null when the course has no clip. */
export function videoClipOfCard(card: CourseCard): VideoClipParent | null {
  if (!card.videoClipUrl) return null;
  return {
    id: String(card.id),
    courseId: String(card.id),
    slug: card.slug,
    title: card.title,
    description: card.description,
    credits: card.credits,
    videoUrl: card.videoClipUrl,
    imageUrl: card.image ?? card.imgUrl,
  };
}
