import { courseStatusFromCode } from '@club/policy';
import type { CourseCard, NamedItem } from './datasources/fad-api';
import type { Course, CourseViewerStatus, Series, TeachingModel } from './generated/resolvers-types';

/**
 * Maps an upstream course card (spec 2 §3) to the GraphQL Course. `accessDecision` is left to the
 * Course.accessDecision field resolver (it needs the viewer and, sometimes, the ECM balance): the
 * cast stands in for a codegen mapper type.
 */
export function toCourse(card: CourseCard): Course {
  const course: Omit<Course, 'accessDecision'> = {
    id: String(card.id),
    courseId: card.courseId,
    slug: card.slug,
    title: card.title,
    cardHeading: card.cardHeading,
    description: card.description,
    imageUrl: card.image ?? card.imgUrl,
    teachingModel: toNamed<TeachingModel>(card.modelloDidattico),
    series: toNamed<Series>(card.collana),
    credits: Number(card.credits),
    duration: card.duration,
    expiryDate: card.expiryDate,
    isExternal: card.isExternal,
    linkUrl: card.linkUrl,
    downloadPdfUrl: card.downloadPdfUrl,
    videoClipUrl: card.videoClipUrl,
    ebookUrl: card.ebookUrl,
    filmFormazioneUrl: card.filmFormazioneUrl,
    promoCodes: splitPromoCodes(card.promoCode),
    groups: card.groups ?? [],
    viewerStatus: toViewerStatus(card),
  };
  return course as Course;
}

const STATUS_CALL = Symbol('statusCall');

/**
 * Marks a course shown on its own page: there the viewer's status comes from the status call
 * (GET /FAD/Corsi/{id}, spec 2 §7) rather than the card, and that call may fail alone.
 */
export function withStatusCall(course: Course): Course {
  return Object.assign(course, { [STATUS_CALL]: true });
}

export function usesStatusCall(course: Course): boolean {
  return (course as Course & { [STATUS_CALL]?: boolean })[STATUS_CALL] === true;
}

/**
 * The member's status fields of a card. The upstream sends them only for a call made with a
 * member's token, so their absence means a visitor: null.
 */
export function toViewerStatus(card: CourseCard): CourseViewerStatus | null {
  if (card.started === undefined && card.status === undefined) return null;
  return {
    status: courseStatusFromCode(card.status),
    started: card.started ?? false,
    subscribed: card.subscribed ?? false,
    ended: card.ended ?? false,
    score: card.score ?? null,
    percentageOfCompletion: card.percentageOfCompletion ?? null,
  };
}

/** "PROMO-REG|PROMO-ECM50" → ['PROMO-REG', 'PROMO-ECM50']; blanks and empty parts dropped. */
export function splitPipeList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split('|')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The card's pipe-separated promoCode as a list. */
export const splitPromoCodes = splitPipeList;

/** Series and teaching models: `{ id, name }` with the id as a GraphQL ID. */
export function toNamed<T extends { id: string; name: string }>(item: NamedItem | null | undefined): T | null {
  return item ? ({ id: String(item.id), name: item.name } as T) : null;
}
