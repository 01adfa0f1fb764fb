import { ListingTextSearch } from '../../../components/forms/ListingTextSearch';
import { Select } from '../../../components/ui/Select';
import type { CatalogueFilterOptionsQuery } from '../../../gql/graphql';
import { CREDIT_OPTIONS, type CatalogueFilters, type FilterKey } from '../catalogueFilters';

type CatalogueFilterBarProps = {
  filters: CatalogueFilters;
  /** A series page has its series fixed: no series select. */
  fixedSeries: boolean;
  options: CatalogueFilterOptionsQuery | undefined;
  apply(key: FilterKey, value: string): void;
};

/** The catalogue's filters: free text, series, teaching model and credits, each applied at once. */
export function CatalogueFilterBar({ filters, fixedSeries, options, apply }: CatalogueFilterBarProps) {
  return (
    <section className="listing-filters catalogue__filters" aria-label="Filtri">
      {/* Keyed by the URL text so back/forward puts the applied text back in the field. */}
      <ListingTextSearch
        key={filters.text}
        label="Cerca un corso"
        placeholder="Parola chiave"
        searchButton="from-two-characters"
        applied={filters.text}
        onApply={(text) => apply('text', text)}
      />
      {fixedSeries ? null : (
        <Select
          label="Collana"
          value={filters.seriesId}
          onChange={(e) => apply('series', e.target.value)}
          options={[{ value: '', label: 'Tutte' }, ...(options?.courseSeries ?? []).map((s) => ({ value: s.id, label: s.name }))]}
        />
      )}
      <Select
        label="Modello didattico"
        value={filters.teachingModelId}
        onChange={(e) => apply('model', e.target.value)}
        options={[{ value: '', label: 'Tutti' }, ...(options?.teachingModels ?? []).map((m) => ({ value: m.id, label: m.name }))]}
      />
      <Select
        label="Crediti"
        value={filters.credits}
        onChange={(e) => apply('credits', e.target.value)}
        options={CREDIT_OPTIONS.map(({ value, label }) => ({ value, label }))}
      />
    </section>
  );
}
