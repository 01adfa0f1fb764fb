import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { ListingTextSearch } from '../../components/forms/ListingTextSearch';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { Pager } from '../../components/ui/Pager';
import { Select } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { findErrorWithCode } from '../../lib/errorCodes';
import { withPage } from '../../lib/paging';
import { CatalogueBlocks } from './CatalogueBlocks';
import { CourseAccessModals } from './CourseAccessModals';
import { CourseCard } from './CourseCard';
import { CourseCardSkeletons } from './CourseCardSkeletons';
import { CourseNotFound } from './CourseNotFound';
import { seriesBySlug, seriesSlug } from './seriesSlug';
import { useCourseActions } from './useCourseActions';
import { CREDIT_OPTIONS, filtersFromSearch, searchInput, withFilter, type FilterKey } from './catalogueFilters';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PageComponents } from '../page-components';
import './courses.css';

const CatalogueFilterOptionsQuery = graphql(`
  query CatalogueFilterOptions {
    courseSeries {
      id
      name
    }
    teachingModels {
      id
      name
    }
  }
`);

const CourseCatalogueQuery = graphql(`
  query CourseCatalogue($input: CourseSearchInput) {
    courseCatalogue(input: $input) {
      page
      pageSize
      total
      totalPages
      items {
        id
        ...CourseCard_course
      }
    }
  }
`);

export const CATALOGUE_TEXT = {
  empty: 'Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.',
  /** Spec 2 §8 danger toast of the course list. */
  error: 'Errore nel servizio /FAD/Corsi',
  /** What stays in place of the list once the toast has gone, beside 'Riprova'. */
  unavailable: 'I corsi non sono disponibili in questo momento.',
  /** The link beside the server's refusal of the list (spec 1 §6, spec 2 §4 step 3: to /upgrade). */
  upgrade: "Effettua l'upgrade",
  /**
   * Spec 2 §9 / spec 3 §1 marketing claims (over 200 courses; 1,500 or 1,800 credits: both figures appear,
   * 1.500 chosen as the services page's ECM card says) and the ECM provider number 2506.
   */
  intro: 'Oltre 200 corsi online e 1.500 crediti ECM, in 5 collane tematiche: Medicina, Sicurezza, Covid 19, Legale, Manageriale.',
  provider: 'Provider ECM n. 2506',
} as const;

/**
 * The server's refusal of the course list (FORBIDDEN, reason WALLET_REQUIRED: spec 2 §6 'ECM lists need the
 * ecm wallet'), as its message, or null for any other outcome.
 */
function walletRefusal(error: unknown): string | null {
  const refusal = findErrorWithCode(error, 'FORBIDDEN');
  return refusal?.extensions?.reason === 'WALLET_REQUIRED' ? refusal.message : null;
}

/** Spec 2 §9: 9 courses per page (also the number of skeleton cards). */
const PAGE_SIZE = 9;

/** Spec 2 §2 /corsi-ecm-fad: ECM catalogue with free text, series, teaching model and credit filters, paged by pagina. */
export function CourseCataloguePage() {
  return <Catalogue series={null} />;
}

/**
 * Spec 2 §2 /corsi-ecm-fad/collana/{name}: the catalogue of one series, found by its name
 * (any case; hyphens for spaces), with the other filters as on the catalogue.
 */
export function SeriesCataloguePage() {
  const { name = '' } = useParams();
  const options = useQuery(CatalogueFilterOptionsQuery);
  const series = seriesBySlug(options.data?.courseSeries ?? [], name);
  if (options.loading && !options.data) return <Spinner label="Caricamento della collana" />;
  if (!series) return <CourseNotFound />;
  return <Catalogue series={series} />;
}

function Catalogue({ series }: { series: { id: string; name: string } | null }) {
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
            ? [{ label: 'Home', to: paths.home }, { label: 'Corsi ECM FAD', to: paths.courses }, { label: title }]
            : [{ label: 'Home', to: paths.home }, { label: title }]
        }
      />
      <h1>{title}</h1>
      {series ? null : (
        <p className="catalogue__intro">
          {CATALOGUE_TEXT.intro} <span className="catalogue__provider">{CATALOGUE_TEXT.provider}</span>
        </p>
      )}
      <CatalogueBlocks here="catalogue" />

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
        {series ? null : (
          <Select
            label="Collana"
            value={filters.seriesId}
            onChange={(e) => apply('series', e.target.value)}
            options={[{ value: '', label: 'Tutte' }, ...(options.data?.courseSeries ?? []).map((s) => ({ value: s.id, label: s.name }))]}
          />
        )}
        <Select
          label="Modello didattico"
          value={filters.teachingModelId}
          onChange={(e) => apply('model', e.target.value)}
          options={[{ value: '', label: 'Tutti' }, ...(options.data?.teachingModels ?? []).map((m) => ({ value: m.id, label: m.name }))]}
        />
        <Select
          label="Crediti"
          value={filters.credits}
          onChange={(e) => apply('credits', e.target.value)}
          options={CREDIT_OPTIONS.map(({ value, label }) => ({ value, label }))}
        />
      </section>

      <section className="catalogue__results" aria-labelledby="catalogue-results-title" aria-busy={results.loading}>
        <h2 id="catalogue-results-title" className="visually-hidden">
          Risultati
        </h2>
        <p className="catalogue__count" role="status">
          {listed ? (listed.total === 1 ? '1 corso trovato' : `${listed.total} corsi trovati`) : results.loading || catalogue ? 'Caricamento dei corsi...' : ''}
        </p>
        {(results.loading && !catalogue) || (catalogue && !listed) ? (
          <CourseCardSkeletons count={PAGE_SIZE} />
        ) : refusal && !catalogue ? (
          <div className="catalogue__message">
            <p>{refusal}</p>
            <ButtonLink to={paths.upgrade} size="sm">
              {CATALOGUE_TEXT.upgrade}
            </ButtonLink>
          </div>
        ) : results.error && !catalogue ? (
          <div className="catalogue__message">
            <p>{CATALOGUE_TEXT.unavailable}</p>
            <Button variant="outline" size="sm" onClick={() => void results.refetch().catch(() => undefined)}>
              Riprova
            </Button>
          </div>
        ) : listed && listed.items.length === 0 ? (
          <p className="catalogue__message">{CATALOGUE_TEXT.empty}</p>
        ) : listed ? (
          <>
            <ul className="catalogue__grid">
              {listed.items.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} actions={actions} priority={index === 0} />
                </li>
              ))}
            </ul>
            <Pager page={listed.page} totalPages={listed.totalPages} hrefForPage={hrefForPage} />
          </>
        ) : null}
      </section>
      {series ? null : <AreaLinks series={options.data?.courseSeries ?? []} />}
      {series ? null : <PageComponents placement="corsi-ecm-fad" />}
      <CourseAccessModals access={actions.access} />
    </div>
  );
}

/** Spec 2 §2 sub-routes of the catalogue: e-books, Film Formazione, video clips. */
const LEARNING_AREAS = [
  { to: `${paths.courses}/ebook`, label: 'E-book' },
  { to: `${paths.courses}/film-formazione`, label: 'Film Formazione' },
  { to: `${paths.courses}/videoclip`, label: 'Video clip' },
];

/** The learning areas and the series pages (/corsi-ecm-fad/collana/{name}), one link each. */
function AreaLinks({ series }: { series: { id: string; name: string }[] }) {
  return (
    <>
      <nav className="catalogue__series" aria-label="Aree della formazione">
        <h2>Esplora la formazione</h2>
        <ul>
          {LEARNING_AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to}>{area.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {series.length > 0 ? (
        <nav className="catalogue__series" aria-label="Collane">
          <h2>Le collane</h2>
          <ul>
            {series.map((s) => (
              <li key={s.id}>
                <Link to={`${paths.courses}/collana/${seriesSlug(s.name)}`}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
