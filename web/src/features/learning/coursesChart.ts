import type { TrainingTab } from './trainingTabs';

/** Spec 3 §9: 'The courses chart has four categories with counts in labels, singular or plural.' */
const NOUNS: Record<TrainingTab['status'], [singular: string, plural: string]> = {
  ACTIVE: ['corso attivo', 'corsi attivi'],
  PASSED: ['corso superato', 'corsi superati'],
  FAILED: ['corso non superato', 'corsi non superati'],
  EXPIRED: ['corso scaduto', 'corsi scaduti'],
};

/** '1 corso attivo', '3 corsi superati', '0 corsi scaduti'. */
export function chartLabel(status: TrainingTab['status'], count: number): string {
  const [singular, plural] = NOUNS[status];
  return `${count} ${count === 1 ? singular : plural}`;
}

export type ChartSlice = { status: TrainingTab['status']; count: number; label: string; path: string | null };

/**
 * The pie's slices (SVG paths on a circle of radius 1 centred at 0,0, starting at 12 o'clock,
 * clockwise). A category with no course has no path; a single category fills the circle. Null when
 * the total is 0: spec 3 §4 'The courses pie chart shows only if the total of courses is above 0'.
 */
export function chartSlices(entries: { status: TrainingTab['status']; count: number }[]): ChartSlice[] | null {
  const total = entries.reduce((sum, e) => sum + Math.max(0, e.count), 0);
  if (total <= 0) return null;
  let start = 0;
  return entries.map(({ status, count }) => {
    const share = Math.max(0, count) / total;
    const path = share === 0 ? null : share === 1 ? 'M 0 -1 A 1 1 0 1 1 0 1 A 1 1 0 1 1 0 -1 Z' : arc(start, start + share);
    start += share;
    return { status, count, label: chartLabel(status, count), path };
  });
}

function point(turn: number): string {
  const angle = turn * 2 * Math.PI;
  return `${round(Math.sin(angle))} ${round(-Math.cos(angle))}`;
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function arc(from: number, to: number): string {
  const large = to - from > 0.5 ? 1 : 0;
  return `M 0 0 L ${point(from)} A 1 1 0 ${large} 1 ${point(to)} Z`;
}
