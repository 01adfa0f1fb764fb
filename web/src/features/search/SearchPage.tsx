import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import type { SearchSection } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SearchResultCard } from './SearchResultCard';
import { resultCountLabel } from '../../components/search/resultCountLabel';
import { SEARCH_MIN_CHARS } from '../../components/search/useSearchSuggestions';
import './search.css';

const SearchPageQuery = graphql(`
  query SearchPage($text: String!) {
    searchPage(text: $text) {
      total
      suggested
      sections {
        section
        label
        total
        suggested
        items {
          id
          ...SearchResultCard_result
        }
      }
    }
  }
`);

const SearchMoreQuery = graphql(`
  query SearchMore($text: String!, $section: SearchSection!, $offset: Int!) {
    searchPage(text: $text, sections: [$section], offset: $offset) {
      sections {
        section
        items {
          id
          ...SearchResultCard_result
        }
      }
    }
  }
`);

export const SEARCH_PAGE_EMPTY = 'Siamo spiacenti ma la ricerca non ha prodotto risultati. Potrebbero interessarti i seguenti contenuti.';

type Section = NonNullable<NonNullable<ReturnType<typeof useSearchPage>['data']>['searchPage']>['sections'][number];

function useSearchPage(text: string) {
  // errorPolicy 'all': a failing section comes back empty with its error; the page goes on.
  return useQuery(SearchPageQuery, { variables: { text }, errorPolicy: 'all' });
}

/** /search?s={text} (spec 3 §8, §9): News, Corsi ECM, Moduli and Tool, each with 'Mostra altri'. */
export function SearchPage() {
  const [params] = useSearchParams();
  const text = (params.get('s') ?? '').trim();
  useDocumentTitle(text ? `Risultati per “${text}”` : 'Ricerca');
  return (
    <div className="container search-page">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'Ricerca' }]} />
      <h1>Risultati della ricerca</h1>
      {text.length < SEARCH_MIN_CHARS ? (
        <p>Digita almeno due caratteri per iniziare la ricerca.</p>
      ) : (
        // Keyed by the text: a new search starts every section from its initial size.
        <SearchResults key={text} text={text} />
      )}
    </div>
  );
}

function SearchResults({ text }: { text: string }) {
  const { data, loading } = useSearchPage(text);
  if (loading && !data) return <Spinner label="Ricerca in corso" />;
  const page = data?.searchPage;
  const suggested = !page || page.suggested;

  return (
    <>
      <p className="search-page__summary" role="status">
        {suggested ? SEARCH_PAGE_EMPTY : `${resultCountLabel(page.total)} per “${text}”`}
      </p>
      {page?.sections
        .filter((section) => section.items.length > 0)
        .map((section) => <ResultSection key={section.section} text={text} section={section} />)}
    </>
  );
}

/** One section: its first items, then 'Mostra altri' pages asked for that section alone. */
function ResultSection({ text, section }: { text: string; section: Section }) {
  const client = useApolloClient();
  const [more, setMore] = useState<Section['items']>([]);
  const [fetching, setFetching] = useState(false);
  const items = [...section.items, ...more];
  const canShowMore = !section.suggested && items.length < section.total;

  async function showMore() {
    setFetching(true);
    try {
      const { data } = await client.query({
        query: SearchMoreQuery,
        variables: { text, section: section.section as SearchSection, offset: items.length },
        errorPolicy: 'all',
      });
      const next = data?.searchPage?.sections.find((s) => s.section === section.section)?.items ?? [];
      setMore((current) => [...current, ...next]);
    } finally {
      setFetching(false);
    }
  }

  return (
    <section className="search-section" aria-labelledby={`search-${section.section}`}>
      <div className="search-section__header">
        <h2 id={`search-${section.section}`}>{section.label}</h2>
        {section.suggested ? (
          <span className="badge badge--suggested">suggeriti</span>
        ) : (
          <span className="search-section__count">{resultCountLabel(section.total)}</span>
        )}
      </div>
      <ul className="search-results">
        {items.map((item) => (
          <li key={item.id}>
            <SearchResultCard result={item} suggested={section.suggested} />
          </li>
        ))}
      </ul>
      {canShowMore && (
        <Button variant="outline" loading={fetching} disabled={fetching} onClick={() => void showMore()}>
          Mostra altri
        </Button>
      )}
    </section>
  );
}
