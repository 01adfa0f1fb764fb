import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { FilterOptionList } from './FilterOptionList';
import { EMPTY_FILTERS, NEWS_FORMATS, sameFilters, type NewsFilters } from './newsFilters';
import { usePendingFilters } from './usePendingFilters';

type NewsFilterPanelProps = {
  applied: NewsFilters;
  categories: string[];
  topics: string[];
  onApply(filters: NewsFilters): void;
};

/**
 * Filters of the news listing (spec 1 §4, spec 2 §2): pending choices apply only on submit, the apply
 * button stays disabled while nothing changed, the applied ones show as removable chips. Each filter
 * lists 10 options and expands to 100 (spec 2 §9). On small screens the form lives in a drawer
 * opened by 'Filtri'.
 */
export function NewsFilterPanel({ applied, categories, topics, onApply }: NewsFilterPanelProps) {
  const [pending, setPending] = usePendingFilters(applied);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const chips = [
    applied.category && { key: 'category' as const, label: applied.category },
    applied.format && { key: 'format' as const, label: NEWS_FORMATS.find((f) => f.value === applied.format)?.label ?? applied.format },
    applied.topic && { key: 'topic' as const, label: applied.topic },
  ].filter((chip): chip is { key: keyof NewsFilters; label: string } => Boolean(chip));

  return (
    <div className="news-filters">
      <Button variant="outline" size="sm" className="news-filters__toggle" aria-expanded={drawerOpen} aria-controls="news-filters-form" onClick={() => setDrawerOpen((o) => !o)}>
        Filtri
      </Button>
      {chips.length > 0 && (
        <ul className="chips" aria-label="Filtri attivi">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="chip" aria-pressed="true" aria-label={`Rimuovi il filtro ${chip.label}`} onClick={() => onApply({ ...applied, [chip.key]: '' })}>
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        id="news-filters-form"
        className={`news-filters__form${drawerOpen ? ' news-filters__form--open' : ''}`}
        aria-label="Filtra i contenuti"
        onSubmit={(event) => {
          event.preventDefault();
          setDrawerOpen(false);
          onApply(pending);
        }}
      >
        <FilterOptionList legend="Categoria" name="categoria" value={pending.category} options={categories.map((c) => ({ value: c, label: c }))} onChange={(category) => setPending({ ...pending, category })} />
        <FilterOptionList legend="Formato" name="formato" value={pending.format} options={NEWS_FORMATS} onChange={(format) => setPending({ ...pending, format })} />
        <FilterOptionList legend="Argomento" name="argomento" value={pending.topic} options={topics.map((t) => ({ value: t, label: t }))} onChange={(topic) => setPending({ ...pending, topic })} />
        <div className="news-filters__actions">
          <Button type="submit" disabled={sameFilters(pending, applied)}>
            Applica filtri
          </Button>
          <Button type="button" variant="link" disabled={sameFilters(pending, EMPTY_FILTERS)} onClick={() => setPending(EMPTY_FILTERS)}>
            Azzera
          </Button>
        </div>
      </form>
    </div>
  );
}
