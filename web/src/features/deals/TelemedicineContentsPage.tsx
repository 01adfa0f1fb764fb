import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ContentCard } from '../../components/cards/ContentCard';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { TELEMEDICINE_TEXT } from './TelemedicinePage';
import './deals.css';

/** Spec 3 §9: 9 latest contents per page on the list. */
export const TELEMEDICINE_PAGE_SIZE = 9;

const TelemedicineContentsQuery = graphql(`
  query TelemedicineContents($first: Int!, $after: String) {
    latestContents(isPremium: true, first: $first, after: $after) {
      items {
        id
        ...ContentCard_content
      }
      endCursor
      hasNext
    }
  }
`);

/** The telemedicine content list: 9 premium contents, 'Mostra altri' loads the next cursor page (spec 3 §4 'Paged lists'). */
export function TelemedicineContentsPage() {
  useDocumentTitle(`${TELEMEDICINE_TEXT.title}: contenuti`);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, loading, fetchMore } = useQuery(TelemedicineContentsQuery, { variables: { first: TELEMEDICINE_PAGE_SIZE }, errorPolicy: 'all' });
  const page = data?.latestContents;

  const showMore = async () => {
    if (!page?.endCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { first: TELEMEDICINE_PAGE_SIZE, after: page.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const next = fetchMoreResult?.latestContents;
          const prior = previous.latestContents;
          if (!next || !prior) return previous as typeof fetchMoreResult;
          return { ...fetchMoreResult, latestContents: { ...next, items: [...prior.items, ...next.items] } };
        },
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="deals-page container page">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: TELEMEDICINE_TEXT.title, to: paths.telemedicine }, { label: 'Contenuti' }]} />
      <h1>Contenuti di Telemedicina</h1>
      {loading && !data ? (
        <Spinner label="Caricamento dei contenuti" />
      ) : !page ? (
        <p className="deals-message" role="status">
          {TELEMEDICINE_TEXT.latestError}
        </p>
      ) : (
        <>
          <ul className="deals-grid" aria-label="Contenuti di Telemedicina">
            {page.items.map((item) => (
              <li key={item.id}>
                {/* Straight under the page's h1: the card titles are h2 (WCAG heading order). */}
                <ContentCard content={item} headingLevel={2} />
              </li>
            ))}
          </ul>
          {moreFailed ? (
            <p className="deals-message" role="alert">
              {TELEMEDICINE_TEXT.latestError}
            </p>
          ) : null}
          <div className="deals-more">
            <Button variant="outline" onClick={() => void showMore()} disabled={loadingMore || !page.hasNext} loading={loadingMore}>
              Mostra altri
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
