import type { CourseCard, NamedItem } from './datasources/fad-api';
import type { Course, CourseViewerStatus, Series, TeachingModel } from './generated/resolvers-types';

/** Maps an upstream course card (spec 2 §3) to the GraphQL Course. */
export function toCourse(card: CourseCard): Course {
  return {
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
}

/**
 * The member's status fields of a card. The upstream sends them only for a call made with a
 * member's token, so their absence means a visitor: null.
 */
export function toViewerStatus(card: CourseCard): CourseViewerStatus | null {
  if (card.started === undefined && card.status === undefined) return null;
  return {
    status: card.status ?? null,
    started: card.started ?? false,
    subscribed: card.subscribed ?? false,
    ended: card.ended ?? false,
    score: card.score ?? null,
    percentageOfCompletion: card.percentageOfCompletion ?? null,
  };
}

/** "PROMO-REG|PROMO-ECM50" → ['PROMO-REG', 'PROMO-ECM50']; empty parts dropped. */
export function splitPromoCodes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split('|')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** Series and teaching models: `{ id, name }` with the id as a GraphQL ID. */
export function toNamed<T extends { id: string; name: string }>(item: NamedItem | null | undefined): T | null {
  return item ? ({ id: String(item.id), name: item.name } as T) : null;
}
