import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { FILTER_MAX_OPTIONS } from './FilterOptionList';
import { NEWS_FORMATS, sameFilters, type NewsFilters } from './newsFilters';
import { usePendingFilters } from './usePendingFilters';

/**
 * Spec 2 §2 names two listing variants; only the side-panel one has 'an apply button'. The other
 * reading keeps spec 1 §4's 'pending filters apply only on submit' for every listing. true: the
 * inline variant applies a choice at once; false: it waits for 'Applica filtri' (disabled while
 * nothing changed). Recorded in docs/spec-coverage.md.
 */
export const INLINE_FILTERS_APPLY_ON_CHANGE = true;

type InlineListingFiltersProps = {
  applied: NewsFilters;
  /** The filters the page lets the member change (a category page has its category fixed). */
  fields: readonly (keyof NewsFilters)[];
  categories?: readonly string[];
  topics?: readonly string[];
  onApply(filters: NewsFilters): void;
  /** Apply each choice at once (default INLINE_FILTERS_APPLY_ON_CHANGE) or on submit. */
  applyOnChange?: boolean;
};

const LEGEND: Record<keyof NewsFilters, string> = { category: 'Categoria', format: 'Formato', topic: 'Argomento' };

/**
 * The listing's second filter variant (spec 2 §2): one row of labelled selects above the list,
 * without the side panel, drawer or chips. Changing a filter goes back to page 1 (the caller's
 * `withFilters`). Native selects: keyboard and screen readers work without extra code.
 */
export function InlineListingFilters({ applied, fields, categories = [], topics = [], onApply, applyOnChange = INLINE_FILTERS_APPLY_ON_CHANGE }: InlineListingFiltersProps) {
  const [pending, setPending] = usePendingFilters(applied);

  const optionsOf: Record<keyof NewsFilters, { value: string; label: string }[]> = {
    category: categories.map((c) => ({ value: c, label: c })),
    format: NEWS_FORMATS,
    topic: topics.map((t) => ({ value: t, label: t })),
  };
  const choose = (field: keyof NewsFilters, value: string) => {
    const next = { ...pending, [field]: value };
    setPending(next);
    if (applyOnChange) onApply(next);
  };

  return (
    <form
      className="inline-filters"
      aria-label="Filtra i contenuti"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(pending);
      }}
    >
      {fields.map((field) => (
        <Select
          key={field}
          className="inline-filters__field"
          label={LEGEND[field]}
          value={pending[field]}
          options={[{ value: '', label: 'Tutti' }, ...optionsOf[field].slice(0, FILTER_MAX_OPTIONS)]}
          onChange={(event) => choose(field, event.target.value)}
        />
      ))}
      {!applyOnChange && (
        <Button type="submit" className="inline-filters__apply" disabled={sameFilters(pending, applied)}>
          Applica filtri
        </Button>
      )}
    </form>
  );
}
