import { useQuery } from '@apollo/client/react';
import { ContentCard } from '../../components/cards/ContentCard';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { UPGRADE_NEWS_COUNT, UPGRADE_TEXT } from './upgradeText';

const UpgradeNewsQuery = graphql(`
  query UpgradeNews($rows: Int!) {
    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: $rows }) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

/**
 * The news of /upgrade's #upgrade-news (spec 3 §2 'news'): the latest news and articles, the home's
 * search (spec 2 §7) with fewer rows. Its own query: a failed search says so in the section, as the
 * home's 'Ultime News e Approfondimenti' does, and the rest of the page stays.
 */
export function UpgradeNewsList() {
  // errorPolicy 'all': a failed search arrives as contents: null plus an error, not as a thrown query.
  const { data, loading } = useQuery(UpgradeNewsQuery, { variables: { rows: UPGRADE_NEWS_COUNT }, errorPolicy: 'all' });
  const contents = data?.contents;
  if (loading && !contents) return <Spinner label={UPGRADE_TEXT.newsLoading} />;
  if (!contents) {
    return (
      <p className="section__message" role="status">
        {UPGRADE_TEXT.newsError}
      </p>
    );
  }
  if (contents.items.length === 0) return null;
  return (
    <ul className="grid card-grid upgrade__list" aria-label={UPGRADE_TEXT.newsTitle}>
      {contents.items.map((item) => (
        <li key={item.id} className="col-12 col-md-6 col-lg-4">
          <ContentCard content={item} />
        </li>
      ))}
    </ul>
  );
}
