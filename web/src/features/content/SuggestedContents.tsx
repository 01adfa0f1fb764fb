import { useQuery } from '@apollo/client/react';
import { ContentCard } from '../../components/cards/ContentCard';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';

const SuggestedContentsQuery = graphql(`
  query SuggestedContents($category: String, $excludeIds: [ID!]) {
    suggestedContents(category: $category, excludeIds: $excludeIds) {
      id
      ...ContentCard_content
    }
  }
`);

export const SUGGESTED_HEADING = 'Contenuti suggeriti';
export const SUGGESTED_ERROR = 'Non è stato possibile caricare i contenuti suggeriti.';

/**
 * Suggested content of a category page (spec 2 §2; §9 '6 items'): the server picks them by the
 * member's occupation and fills the remainder; `excludeIds` are the items the page already shows.
 * Fails alone: an error leaves a message here and the page above untouched.
 */
export function SuggestedContents({ category, excludeIds }: { category: string; excludeIds: readonly string[] }) {
  const { data, loading } = useQuery(SuggestedContentsQuery, { variables: { category, excludeIds: [...excludeIds] }, errorPolicy: 'all' });
  const items = data?.suggestedContents;
  if (items?.length === 0) return null;
  return (
    <section className="section suggested-contents" aria-labelledby="suggested-contents-title">
      <h2 id="suggested-contents-title">{SUGGESTED_HEADING}</h2>
      {loading && !data ? (
        <Spinner label="Caricamento dei contenuti suggeriti" />
      ) : !items ? (
        <p className="section__message" role="status">
          {SUGGESTED_ERROR}
        </p>
      ) : (
        <ul className="grid card-grid news-list">
          {items.map((item) => (
            <li key={item.id} className="col-12 col-md-6 col-lg-4">
              <ContentCard content={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
