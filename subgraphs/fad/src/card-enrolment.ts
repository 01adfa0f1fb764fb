import type { CourseCard, CourseMemberFields } from '@club/contracts';

/**
 * The card's member fields. The upstream sends them only for a call made with a member's token,
 * so their absence means a visitor: null.
 */
export function cardEnrolment(card: CourseCard): CourseMemberFields | null {
  if (card.started === undefined && card.status === undefined) return null;
  return {
    status: card.status ?? null,
    started: card.started ?? false,
    subscribed: card.subscribed ?? false,
    ended: card.ended ?? false,
    score: card.score ?? null,
    percentageOfCompletion: card.percentageOfCompletion ?? 0,
  };
}
