import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ContentGrid } from '../../components/content/ContentGrid';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import type { FavouriteKind } from '../../gql/graphql';

const FavouritesQuery = graphql(`
  query Favourites($kind: FavouriteKind!, $page: Int!) {
    favourites(kind: $kind, page: $page) {
      total
      hasNext
      items {
        id
        ...ResourceCard_content
      }
    }
  }
`);

export const FAVOURITES_ERROR = 'Qualcosa è andato storto.';

/**
 * One favourites listing (spec 2 §2, §4): the server pages it (Moduli and Tool 8, News 9 per page);
 * 'Mostra altro' fetches the next page and appends it. The button is disabled while fetching and
 * hidden when there is no next page.
 */
export function FavouritesList({ kind, title, empty }: { kind: FavouriteKind; title: string; empty: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, fetchMore } = useQuery(FavouritesQuery, { variables: { kind, page: 1 }, notifyOnNetworkStatusChange: true });
  const [moreFailed, setMoreFailed] = useState(false);
  const list = data?.favourites;
  const headingId = `favourites-${kind.toLowerCase()}`;

  const showMore = async () => {
    const next = page + 1;
    try {
      await fetchMore({
        variables: { page: next },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!previous.favourites || !fetchMoreResult.favourites) return previous as typeof fetchMoreResult;
          return {
            favourites: { ...fetchMoreResult.favourites, items: [...previous.favourites.items, ...fetchMoreResult.favourites.items] },
          };
        },
      });
      setPage(next);
      setMoreFailed(false);
    } catch {
      setMoreFailed(true);
    }
  };

  return (
    <section className="favourites__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {loading && !list && <Spinner label={`Caricamento: ${title}`} />}
      {!list && !loading && error && <p role="alert">{FAVOURITES_ERROR}</p>}
      {list && list.items.length === 0 && <p>{empty}</p>}
      {list && list.items.length > 0 && <ContentGrid items={list.items} label={title} />}
      {moreFailed && <p role="alert">{FAVOURITES_ERROR}</p>}
      {list?.hasNext && (
        <div className="content-list__more">
          <Button variant="outline" loading={loading} onClick={() => void showMore()}>
            Mostra altro
          </Button>
        </div>
      )}
    </section>
  );
}
