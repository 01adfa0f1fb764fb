/**
 * Which links a pager shows (spec 1 §2 'Paging convention'): previous and next, the neighbouring
 * pages, 'Prima' and 'Ultima' when there are more than 3 pages, and '...' jumps of 3 pages.
 * Pure so the rule is tested without rendering.
 */
export type PagerItem =
  | { kind: 'prev' | 'next' | 'first' | 'last'; page: number }
  | { kind: 'jump-back' | 'jump-forward'; page: number }
  | { kind: 'page'; page: number; current: boolean };

export const PAGER_JUMP = 3;
/** 'Prima'/'Ultima' appear only above this many pages. */
export const PAGER_FIRST_LAST_ABOVE = 3;

export function pagerItems(page: number, totalPages: number): PagerItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const withEnds = totalPages > PAGER_FIRST_LAST_ABOVE;
  const from = Math.max(1, current - 1);
  const to = Math.min(totalPages, current + 1);
  const items: PagerItem[] = [];

  if (withEnds && current > 1) items.push({ kind: 'first', page: 1 });
  if (current > 1) items.push({ kind: 'prev', page: current - 1 });
  // A jump is only useful when it lands outside the neighbours already shown.
  if (current - PAGER_JUMP >= 1 && current - PAGER_JUMP < from) items.push({ kind: 'jump-back', page: current - PAGER_JUMP });
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p, current: p === current });
  if (current + PAGER_JUMP <= totalPages && current + PAGER_JUMP > to) items.push({ kind: 'jump-forward', page: current + PAGER_JUMP });
  if (current < totalPages) items.push({ kind: 'next', page: current + 1 });
  if (withEnds && current < totalPages) items.push({ kind: 'last', page: totalPages });
  return items;
}
