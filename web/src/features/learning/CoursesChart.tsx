import { useId } from 'react';
import { chartSlices } from './coursesChart';
import type { TrainingTab } from './trainingTabs';

/** One colour per status; each is at least 3:1 against white (WCAG 1.4.11 graphics). */
const COLOURS: Record<TrainingTab['status'], string> = {
  ACTIVE: '#0b4f8a',
  PASSED: '#1e7b34',
  FAILED: '#b3261e',
  EXPIRED: '#6b5500',
};

/**
 * The training area summary's courses pie chart (spec 3 §4, §9): one slice per category the viewer's
 * tabs show, the counts in the legend's labels (singular or plural), nothing when there is no course.
 * The figure is named by its legend, so a screen reader gets the same counts as text.
 */
export function CoursesChart({ tabs, countOf }: { tabs: readonly TrainingTab[]; countOf(tab: TrainingTab): number | undefined }) {
  const id = useId();
  const counts = tabs.map((tab) => ({ status: tab.status, count: countOf(tab) }));
  if (counts.some((c) => c.count == null)) return null;
  const slices = chartSlices(counts as { status: TrainingTab['status']; count: number }[]);
  if (!slices) return null;
  return (
    <figure className="courses-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="courses-chart__title">
        Riepilogo dei tuoi corsi
      </figcaption>
      <svg className="courses-chart__pie" viewBox="-1 -1 2 2" width="160" height="160" aria-hidden="true" focusable="false">
        {slices.map((slice) => (slice.path ? <path key={slice.status} d={slice.path} fill={COLOURS[slice.status]} stroke="#fff" strokeWidth="0.02" /> : null))}
      </svg>
      <ul className="courses-chart__legend">
        {slices.map((slice) => (
          <li key={slice.status}>
            <span className="courses-chart__swatch" style={{ background: COLOURS[slice.status] }} aria-hidden="true" />
            {slice.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
