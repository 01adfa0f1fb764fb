import type { SuggestedCoursesAnswer } from '@club/contracts';

/** The order in which the groups claim a course: the first group that has it keeps it. */
const GROUP_ORDER = ['top', 'new', 'foryou'] as const;

/**
 * Spec 2 §2 suggested-course groups on a course page: a course is listed once across top, new and
 * foryou (the upstream may rank the same course in several groups), and never the page's own course.
 */
export function distinctSuggestions(groups: SuggestedCoursesAnswer, excludeId?: string | null): SuggestedCoursesAnswer {
  const seen = new Set<string>(excludeId ? [String(excludeId)] : []);
  const keep = (cards: SuggestedCoursesAnswer['top']) =>
    cards.filter((card) => {
      const id = String(card.id);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  const result = {} as SuggestedCoursesAnswer;
  for (const group of GROUP_ORDER) result[group] = keep(groups[group]);
  return result;
}
