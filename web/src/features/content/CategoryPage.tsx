import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';
import { Breadcrumbs, HOME_CRUMB } from '../../components/ui/Breadcrumbs';
import { Pager } from '../../components/ui/Pager';
import { Spinner } from '../../components/ui/Spinner';
import { LIST_FAILURE_MESSAGE, useFailureToast } from '../../components/ui/useFailureToast';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { pageFromSearch, withPage } from '../../lib/paging';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { ContentCard } from '../../components/cards/ContentCard';
import { resultCountLabel } from '../../components/search/resultCountLabel';
import { LazySection } from '../../components/LazySection';
import { SUGGESTED_ERROR, SUGGESTED_HEADING, SuggestedContents } from './SuggestedContents';
import { InlineListingFilters } from './InlineListingFilters';
import { filtersFromSearch, LISTING_NO_RESULTS, listingArguments, withFilters } from './newsFilters';
import './content.css';

/** Spec 2 §9: a category's full page shows 12 items per page. */
const CATEGORY_PAGE_SIZE = 12;

const CategoryListQuery = graphql(`
  query CategoryList {
    newsCategories {
      label
      url
    }
  }
`);

/** The topic filter's options: asked once (the cache keeps them), not with every page of the list. */
const CategoryTopicsQuery = graphql(`
  query CategoryTopics {
    contentTopics {
      title
    }
  }
`);

const CategoryPageQuery = graphql(`
  query CategoryPage($category: String!, $contentTypes: [ContentType!], $topics: [String!], $page: Int!) {
    categoryPage(category: $category, contentTypes: $contentTypes, topics: $topics, page: $page) {
      total
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

/**
 * /news-approfondimenti/{category} (spec 2 §2): 12 per page, paged by pagina, with the inline
 * format and topic filters (the listing's second variant; the category is the page's own).
 */
export function CategoryPage() {
  const { category: slug = '' } = useParams();
  const categories = useQuery(CategoryListQuery, { errorPolicy: 'all' });
  const category = categories.data?.newsCategories?.find((c) => c.url.toLowerCase().split('/').pop() === slug.toLowerCase());
  useDocumentTitle(category?.label ?? null);

  if (categories.loading && !categories.data) return <Spinner label="Caricamento della categoria" />;
  if (!category) return categories.data?.newsCategories ? <NotFoundPage /> : <p className="container section__message">{LIST_FAILURE_MESSAGE}</p>;
  return <CategoryListing label={category.label} />;
}

function CategoryListing({ label }: { label: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  // The category comes from the route: a stray categoria parameter is ignored.
  const filters = { ...filtersFromSearch(params), category: '' };
  const { contentTypes, topics } = listingArguments(filters);
  const topicOptions = useQuery(CategoryTopicsQuery, { errorPolicy: 'all' });
  const { data, loading } = useQuery(CategoryPageQuery, { variables: { category: label, contentTypes, topics, page }, errorPolicy: 'all' });
  const result = data?.categoryPage;
  const topicTitles = topicOptions.data?.contentTopics?.map((t) => t.title) ?? [];
  useFailureToast(!loading && !result, LIST_FAILURE_MESSAGE);
  return (
    <div className="container news-page">
      <Breadcrumbs items={[HOME_CRUMB, { label: 'News e Approfondimenti', to: paths.news }, { label }]} />
      <h1>{label}</h1>
      <InlineListingFilters applied={filters} fields={['format', 'topic']} topics={topicTitles} onApply={(next) => setParams(withFilters(params, next))} />
      {loading && !result ? (
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
                <ContentCard content={item} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={Math.max(1, Math.ceil(result.total / CATEGORY_PAGE_SIZE))} hrefForPage={(p) => `?${withPage(params, p).toString()}`} />
        </>
      )}
      {/* Once the list has settled, so the suggestions leave out what it shows (and still come when it failed). */}
      {(!loading || result) && (
        <LazySection label={SUGGESTED_HEADING} minHeight={360} errorMessage={SUGGESTED_ERROR}>
          <SuggestedContents category={label} excludeIds={result?.items.map((item) => item.id) ?? []} />
        </LazySection>
      )}
    </div>
  );
}
