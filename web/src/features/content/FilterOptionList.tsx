import { useId, useState } from 'react';

/** Spec 2 §9: 'Filter lists show 10 items, up to 100 expanded'. */
export const FILTER_VISIBLE_OPTIONS = 10;
export const FILTER_MAX_OPTIONS = 100;

export type FilterOption = { value: string; label: string };

/** The options a list shows: the first 10 (plus the chosen one if it lies further), all up to 100 when expanded. */
export function visibleFilterOptions(options: readonly FilterOption[], value: string, expanded: boolean): FilterOption[] {
  const capped = options.slice(0, FILTER_MAX_OPTIONS);
  if (expanded) return capped;
  const first = capped.slice(0, FILTER_VISIBLE_OPTIONS);
  const chosen = capped.find((o) => o.value === value);
  return chosen && !first.includes(chosen) ? [...first, chosen] : first;
}

type FilterOptionListProps = {
  legend: string;
  name: string;
  /** The options, without 'Tutti' (always first). */
  options: readonly FilterOption[];
  value: string;
  onChange(value: string): void;
};

/**
 * One filter of the listing as a list of radio buttons: 'Tutti' and the first 10 options, 'Mostra
 * altri' expands to every option (at most 100), 'Mostra meno' folds back. A native radio group:
 * arrow keys move between the options.
 */
export function FilterOptionList({ legend, name, options, value, onChange }: FilterOptionListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = [{ value: '', label: 'Tutti' }, ...visibleFilterOptions(options, value, expanded)];
  const expandable = Math.min(options.length, FILTER_MAX_OPTIONS) > FILTER_VISIBLE_OPTIONS;
  return (
    <fieldset className="filter-options">
      <legend>{legend}</legend>
      <ul id={listId} className="filter-options__list">
        {shown.map((option) => (
          <li key={option.value || 'tutti'}>
            <label className="filter-options__option">
              <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {expandable && (
        <button type="button" className="filter-options__more" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Mostra meno' : 'Mostra altri'}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      )}
    </fieldset>
  );
}
