import type { CourseCard, LearningDoc, LearningSearchKind, VideoClipResult } from './datasources/fad-api';
import { splitPipeList } from './course-mapping';
import type { LearningItem, VideoClip } from './generated/resolvers-types';

/**
 * E-books, training films and video clips: from the upstream search docs (lists) and from course
 * cards (detail lookups by id or slug). `course` is resolved by the LearningItem/VideoClip field
 * resolvers (batched by course id), so the mappers leave it null.
 */

/** Per kind: id prefix, detail path and the teaching model whose courses are the items. */
export const LEARNING_KINDS: Record<LearningSearchKind, { idPrefix: string; path: string; teachingModel: string }> = {
  EBOOK: { idPrefix: 'ebook', path: '/corsi-ecm-fad/ebook', teachingModel: 'E-book' },
  TRAINING_FILM: { idPrefix: 'film', path: '/corsi-ecm-fad/film-formazione', teachingModel: 'Film Formazione' },
};

export function learningItemFromDoc(kind: LearningSearchKind, doc: LearningDoc): LearningItem {
  return {
    id: doc.id,
    kind,
    title: doc.title_it,
    series: splitPipeList(doc.collana),
    credits: doc.credits,
    abstract: doc.abstract,
    path: doc.item_path,
    slug: doc.item_path.split('/').filter(Boolean).pop() ?? '',
    endDate: doc.endDate,
    imageUrl: doc.image_url,
    fileUrl: doc.file_url ?? null,
    courseId: doc.id_course_it || null,
    course: null,
  };
}

/** The item of a course card, or null when the course's teaching model is not the kind's. */
export function learningItemFromCard(kind: LearningSearchKind, card: CourseCard): LearningItem | null {
  const spec = LEARNING_KINDS[kind];
  if (card.modelloDidattico?.name !== spec.teachingModel) return null;
  return {
    id: `${spec.idPrefix}-${card.id}`,
    kind,
    title: card.title,
    series: [card.collana?.name, card.modelloDidattico?.name].filter((s): s is string => !!s),
    credits: card.credits,
    abstract: card.description,
    path: `${spec.path}/${card.slug}`,
    slug: card.slug,
    endDate: card.expiryDate,
    imageUrl: card.image ?? card.imgUrl,
    fileUrl: kind === 'EBOOK' ? card.ebookUrl : card.filmFormazioneUrl,
    courseId: String(card.id),
    course: null,
  };
}

/** 'ebook-12' → { kind: 'EBOOK', courseId: '12' }; null for any other id. */
export function parseLearningItemId(id: string): { kind: LearningSearchKind; courseId: string } | null {
  const match = /^([a-z]+)-([1-9]\d{0,8})$/.exec(id);
  const kind = (Object.keys(LEARNING_KINDS) as LearningSearchKind[]).find((k) => LEARNING_KINDS[k].idPrefix === match?.[1]);
  return match && kind ? { kind, courseId: match[2] } : null;
}

export function videoClipFromResult(r: VideoClipResult): VideoClip {
  return { id: r.id, title: r.title, description: r.description, videoUrl: r.videoUrl, imageUrl: r.imageUrl, slug: r.slug, courseId: r.courseId, course: null };
}

/** The clip of a course card, or null when the course has no clip. */
export function videoClipFromCard(card: CourseCard): VideoClip | null {
  if (!card.videoClipUrl) return null;
  return {
    id: String(card.id),
    title: card.title,
    description: card.description,
    videoUrl: card.videoClipUrl,
    imageUrl: card.image ?? card.imgUrl,
    slug: card.slug,
    courseId: String(card.id),
    course: null,
  };
}
