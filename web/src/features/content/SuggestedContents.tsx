import { useQuery } from '@apollo/client/react';
import { ContentCard } from '../../components/cards/ContentCard';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';

const SuggestedContentsQuery = graphql(`
  query SuggestedContents($category: String, $excludeIds: [ID!], $limit: Int, $groupingLimit: Int) {
    suggestedContents(category: $category, excludeIds: $excludeIds, limit: $limit, groupingLimit: $groupingLimit) {
      id
      ...ContentCard_content
    }
  }
`);

export const SUGGESTED_HEADING = 'Contenuti suggeriti';
export const SUGGESTED_ERROR = 'Non è stato possibile caricare i contenuti suggeriti.';

type SuggestedContentsProps = {
  category: string;
  /** The items the page already shows. */
  excludeIds: readonly string[];
  /** How many (spec 2 §9: 6 on category pages, 3 on the article page). */
  limit?: number;
  /** At most this many of one content type (the article page's 'grouping 1'). */
  groupingLimit?: number;
  /** 'grid' on full-width pages, 'list' in the article's sidebar. */
  layout?: 'grid' | 'list';
};

/**
 * Suggested content of a category page and the article sidebar's insights (spec 2 §2; §9 '6 items',
 * 'article suggested 3 with grouping 1'): the server picks them by the member's occupation and
 * fills the remainder. Fails alone: an error leaves a message here and the page around untouched.
 */
export function SuggestedContents({ category, excludeIds, limit = 6, groupingLimit, layout = 'grid' }: SuggestedContentsProps) {
  const { data, loading } = useQuery(SuggestedContentsQuery, {
    variables: { category, excludeIds: [...excludeIds], limit, groupingLimit },
    errorPolicy: 'all',
  });
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
        <ul className={layout === 'grid' ? 'grid card-grid news-list' : 'news-list suggested-contents__list'}>
          {items.map((item) => (
            <li key={item.id} className={layout === 'grid' ? 'col-12 col-md-6 col-lg-4' : undefined}>
              <ContentCard content={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
