import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Pager } from '../../components/ui/Pager';
import { Spinner } from '../../components/ui/Spinner';
import { LIST_FAILURE_MESSAGE, useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { pageFromSearch, withPage } from '../../lib/paging';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ContentCard } from '../../components/cards/ContentCard';
import { PromoBanners } from '../../components/cards/PromoBanners';
import { resultCountLabel } from '../../components/search/resultCountLabel';
import { ExternalNews } from './ExternalNews';
import { NewsFilterPanel } from './NewsFilterPanel';
import { filtersFromSearch, hasFilter, LISTING_NO_RESULTS, listingArguments, NEWS_FEATURED_COUNT, withFilters } from './newsFilters';
import './content.css';

const NEWS_PAGE_SIZE = 12;

const NewsFilterOptionsQuery = graphql(`
  query NewsFilterOptions {
    newsCategories {
      label
    }
    contentTopics {
      title
    }
  }
`);

const NewsFeaturedQuery = graphql(`
  query NewsFeatured($rows: Int!) {
    featured: contents(input: { excludeContentTypes: [Modulo, Tool], rows: $rows }) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

const NewsListingQuery = graphql(`
  query NewsListing($categories: [String!], $contentTypes: [ContentType!], $topics: [String!], $page: Int!, $rows: Int!) {
    newsListing(categories: $categories, contentTypes: $contentTypes, topics: $topics, page: $page, rows: $rows) {
      total
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

/**
 * /news-approfondimenti (spec 2 §2): without filters the 12 latest items sit on top and the list
 * below skips them; with a category, format or topic filter the list starts from the first match.
 */
export function NewsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const filtered = hasFilter(filters);
  const page = pageFromSearch(params);
  useDocumentTitle('News e Approfondimenti');
  const options = useQuery(NewsFilterOptionsQuery, { errorPolicy: 'all' });
  const listing = useQuery(NewsListingQuery, { variables: { ...listingArguments(filters), page, rows: NEWS_PAGE_SIZE }, errorPolicy: 'all' });
  const result = listing.data?.newsListing;
  useFailureToast(!listing.loading && !result, LIST_FAILURE_MESSAGE);
  const totalPages = result ? Math.max(1, Math.ceil(result.total / NEWS_PAGE_SIZE)) : 1;

  return (
    <div className="container news-page">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'News e Approfondimenti' }]} />
      <div className="section__header">
        <h1>News e Approfondimenti</h1>
        <Link to={`${paths.news}/categorie`}>Tutte le categorie</Link>
      </div>
      {!filtered && page === 1 && <FeaturedNews />}
      <NewsFilterPanel
        applied={filters}
        categories={options.data?.newsCategories?.map((c) => c.label) ?? []}
        topics={options.data?.contentTopics?.map((t) => t.title) ?? []}
        onApply={(next) => setParams(withFilters(params, next))}
      />
      {listing.loading && !result ? (
        <Spinner label="Caricamento dei contenuti" />
      ) : !result ? (
        <p className="section__message">{LIST_FAILURE_MESSAGE}</p>
      ) : result.items.length === 0 ? (
        <p className="section__message">{LISTING_NO_RESULTS}</p>
      ) : (
        <>
          <p className="news-page__count" role="status">
            {resultCountLabel(result.total)}
          </p>
          <ul className="grid card-grid news-list">
            {result.items.map((item) => (
              <li key={item.id} className="col-12 col-md-6 col-lg-4">
                <ContentCard content={item} />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={totalPages} hrefForPage={(p) => `?${withPage(params, p).toString()}`} />
        </>
      )}
      <ExternalNews />
      <PromoBanners placement="news" />
    </div>
  );
}

/** The 12 latest items shown above the unfiltered list: the ones the server's listing skips (same types, same order). */
function FeaturedNews() {
  const { data } = useQuery(NewsFeaturedQuery, { variables: { rows: NEWS_FEATURED_COUNT }, errorPolicy: 'all' });
  const items = data?.featured?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="news-featured-title" className="section">
      <h2 id="news-featured-title">In evidenza</h2>
      <ul className="grid card-grid news-featured">
        {items.map((item) => (
          <li key={item.id} className="col-12 col-md-6 col-lg-3">
            <ContentCard content={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
