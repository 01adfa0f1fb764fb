import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Breadcrumbs, HOME_CRUMB } from '../../../components/ui/Breadcrumbs';
import { useFailureToast } from '../../../components/ui/useFailureToast';
import { paths } from '../../../config/paths';
import { withPage } from '../../../lib/paging';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PageComponents } from '../../page-components';
import { CatalogueBlocks } from '../CatalogueBlocks';
import { filtersFromSearch, searchInput, withFilter, type FilterKey } from '../catalogueFilters';
import { CourseAccessModals } from '../CourseAccessModals';
import { useCourseActions } from '../useCourseActions';
import { AreaLinks } from './AreaLinks';
import { CatalogueFilterOptionsQuery, CourseCatalogueQuery } from './catalogueDocuments';
import { CatalogueFilterBar } from './CatalogueFilterBar';
import { CatalogueResults } from './CatalogueResults';
import { CATALOGUE_TEXT, walletRefusal } from './catalogueText';
import '../courses.css';

/** The ECM catalogue, or one series' catalogue: filters in the address, results paged by pagina. */
export function Catalogue({ series }: { series: { id: string; name: string } | null }) {
  const title = series ? `Collana ${series.name}` : 'Corsi ECM FAD';
  useDocumentTitle(title);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = { ...filtersFromSearch(params), ...(series ? { seriesId: series.id } : {}) };
  const options = useQuery(CatalogueFilterOptionsQuery);
  const results = useQuery(CourseCatalogueQuery, { variables: { input: searchInput(filters) } });
  const catalogue = results.data?.courseCatalogue;
  // The results (count and cards) render in a deferred pass, which React splits into short tasks:
  // the answer's own render stays short. Until then the previous results, or the skeletons and the
  // loading text, keep their place.
  const deferred = useDeferredValue(catalogue);
  const listed = catalogue ? deferred : undefined;
  const actions = useCourseActions();
  // The server refused this member the list (no ecm wallet): its message and the upgrade, not a failure.
  const refusal = walletRefusal(results.error);
  // Spec 2 §8: the course list's failure is the service-named danger toast; the page keeps a retry.
  useFailureToast(!!results.error && !catalogue && !refusal, CATALOGUE_TEXT.error);

  // Every filter change is a new history entry, so back/forward walk through the searches.
  const apply = (key: FilterKey, value: string) => setParams(withFilter(params, key, value));
  const hrefForPage = (page: number) => {
    const query = withPage(params, page).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <div className="container page catalogue">
      <Breadcrumbs
        items={
          series
            ? [HOME_CRUMB, { label: 'Corsi ECM FAD', to: paths.courses }, { label: title }]
            : [HOME_CRUMB, { label: title }]
        }
      />
      <h1>{title}</h1>
      {series ? null : (
        <p className="catalogue__intro">
          {CATALOGUE_TEXT.intro} <span className="catalogue__provider">{CATALOGUE_TEXT.provider}</span>
        </p>
      )}
      <CatalogueBlocks here="catalogue" />

      <CatalogueFilterBar filters={filters} fixedSeries={series !== null} options={options.data} apply={apply} />

      <CatalogueResults
        catalogue={catalogue ?? undefined}
        listed={listed ?? undefined}
        loading={results.loading}
        failed={!!results.error}
        refusal={refusal}
        retry={() => void results.refetch().catch(() => undefined)}
        actions={actions}
        hrefForPage={hrefForPage}
      />
      {series ? null : <AreaLinks series={options.data?.courseSeries ?? []} />}
      {series ? null : <PageComponents placement="corsi-ecm-fad" />}
      <CourseAccessModals access={actions.access} />
    </div>
  );
}
