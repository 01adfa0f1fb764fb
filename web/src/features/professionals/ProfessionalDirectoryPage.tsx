import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ProfessionalCard } from '../../components/cards/ProfessionalCard';
import { ListingTextSearch } from '../../components/forms/ListingTextSearch';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { Pager } from '../../components/ui/Pager';
import { Select } from '../../components/ui/Select';
import { LIST_FAILURE_MESSAGE, useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { withPage } from '../../lib/paging';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import {
  PROFESSION_TYPE_OPTIONS,
  directoryCountLabel,
  directoryFiltersFromSearch,
  directoryVariables,
  hasDirectoryFilters,
  withDirectoryFilter,
  type DirectoryFilterKey,
} from './directoryFilters';
import { PROVINCES } from './provinces';
import './professionals.css';

const ProfessionalDirectoryQuery = graphql(`
  query ProfessionalDirectory($text: String, $professionType: ProfessionType, $province: String, $page: Int) {
    professionalDirectory(text: $text, professionType: $professionType, province: $province, page: $page) {
      page
      pages
      total
      contactsVisible
      cards {
        id
        presentationText
        contacts {
          email
          phone
        }
        ...ProfessionalCard_card
      }
      suggested {
        id
        presentationText
        contacts {
          email
          phone
        }
        ...ProfessionalCard_card
      }
    }
  }
`);

export const DIRECTORY_TEXT = {
  title: 'Tutti i professionisti sanitari',
  intro: 'Cerca tra i medici e i professionisti sanitari del network: filtra per nome, specializzazione, professione e provincia.',
  empty: 'Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.',
  suggested: 'Professionisti suggeriti',
  pastLastPage: 'In questa pagina non ci sono altri professionisti.',
} as const;

type DirectoryCard = NonNullable<ReturnType<typeof useDirectory>['directory']>['cards'][number];

function useDirectory(variables: ReturnType<typeof directoryVariables>) {
  const result = useQuery(ProfessionalDirectoryQuery, { variables, errorPolicy: 'all', notifyOnNetworkStatusChange: true });
  return { ...result, directory: result.data?.professionalDirectory ?? null };
}

/**
 * Spec 2 §2 /professionisti-sanitari: the directory of health professionals with its header block,
 * filters by text, profession type and province, the result count, the cards paged by `pagina`
 * and suggested cards when a search finds nothing. Contacts show for Premium viewers only (the
 * server decides, spec 2 §9); the others see a limited card with an invitation to upgrade.
 */
export function ProfessionalDirectoryPage() {
  useDocumentTitle(DIRECTORY_TEXT.title);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = directoryFiltersFromSearch(params);
  const { directory, loading, error, refetch } = useDirectory(directoryVariables(filters));
  const failed = !loading && (error !== undefined || directory === null);
  useFailureToast(failed, LIST_FAILURE_MESSAGE);

  // Every filter change is a new history entry and goes back to page 1 (no pagina).
  const apply = (key: DirectoryFilterKey, value: string) => setParams(withDirectoryFilter(params, key, value));
  const hrefForPage = (page: number) => {
    const query = withPage(params, page).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const filtered = hasDirectoryFilters(filters);

  return (
    <div className="container page directory">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Professionisti sanitari' }]} />
      <header className="directory__header">
        <h1>{DIRECTORY_TEXT.title}</h1>
        <p>{DIRECTORY_TEXT.intro}</p>
      </header>

      <section className="listing-filters directory__filters" aria-labelledby="directory-filters-title">
        <h2 id="directory-filters-title" className="visually-hidden">
          Filtri
        </h2>
        {/* Keyed by the URL text so back/forward puts the applied text back in the field. */}
        <ListingTextSearch
          key={filters.text}
          label="Cerca un professionista"
          placeholder="Nome, città o specializzazione"
          hint="Almeno 2 caratteri."
          searchButton="always"
          applied={filters.text}
          onApply={(text) => apply('text', text)}
        />
        <Select
          label="Professione"
          value={filters.professionType}
          onChange={(e) => apply('professionType', e.target.value)}
          options={[{ value: '', label: 'Tutte le professioni' }, ...PROFESSION_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))]}
        />
        <Select
          label="Provincia"
          value={filters.province}
          onChange={(e) => apply('province', e.target.value)}
          options={[{ value: '', label: 'Tutte le province' }, ...PROVINCES.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }))]}
        />
        {filtered ? (
          <p className="directory__reset">
            <Link to={pathname}>Azzera filtri</Link>
          </p>
        ) : null}
      </section>

      <section className="directory__results" aria-labelledby="directory-results-title" aria-busy={loading}>
        <h2 id="directory-results-title" className="visually-hidden">
          Risultati
        </h2>
        <p className="directory__count" role="status">
          {loading ? 'Caricamento dei professionisti...' : directory ? directoryCountLabel(directory.total ?? 0) : ''}
        </p>
        {loading && !directory ? null : failed || !directory ? (
          <div className="directory__message" role="alert">
            <p>{LIST_FAILURE_MESSAGE}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => undefined)}>
              Riprova
            </Button>
          </div>
        ) : directory.cards.length > 0 ? (
          <>
            <CardGrid cards={directory.cards} contactsVisible={directory.contactsVisible} />
            <Pager page={directory.page} totalPages={directory.pages} hrefForPage={hrefForPage} />
          </>
        ) : directory.total ? (
          <p className="directory__message">
            {DIRECTORY_TEXT.pastLastPage} <Link to={hrefForPage(1)}>Torna alla prima pagina</Link>
          </p>
        ) : (
          <>
            <p className="directory__message">{DIRECTORY_TEXT.empty}</p>
            {directory.suggested.length > 0 ? (
              <section className="directory__suggested" aria-labelledby="directory-suggested-title">
                <h2 id="directory-suggested-title">{DIRECTORY_TEXT.suggested}</h2>
                <CardGrid cards={directory.suggested} contactsVisible={directory.contactsVisible} headingLevel={3} />
              </section>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function CardGrid({ cards, contactsVisible, headingLevel = 3 }: { cards: DirectoryCard[]; contactsVisible: boolean; headingLevel?: 2 | 3 }) {
  return (
    <ul className="directory__grid">
      {cards.map((card) => (
        <li key={card.id}>
          <ProfessionalCard card={card} headingLevel={headingLevel} presentationText={card.presentationText} contacts={contactsVisible ? card.contacts : 'locked'} />
        </li>
      ))}
    </ul>
  );
}
