import { useQuery } from '@apollo/client/react';
import type { ContentCard_ContentFragment } from '../../components/cards/ContentCard';
import { ContentCard } from '../../components/cards/ContentCard';
import { LazySection } from '../../components/LazySection';
import { graphql, type FragmentType } from '../../gql';
import type { RelatedComponent } from '../../gql/graphql';
import { SUGGESTED_ERROR, SUGGESTED_HEADING, SuggestedContents } from './SuggestedContents';

/** Spec 2 §9: 'article suggested 3 with grouping 1; related 3'; the latest contents block shows 3 as well. */
export const ARTICLE_SUGGESTED = { limit: 3, groupingLimit: 1 } as const;
const ARTICLE_LATEST = 3;

const ArticleLatestQuery = graphql(`
  query ArticleLatestContents($first: Int!) {
    latestContents(first: $first) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

export const LATEST_HEADING = 'Ultimi contenuti';
export const RELATED_HEADING = 'Approfondimenti correlati';
const LATEST_ERROR = 'Non è stato possibile mostrare gli ultimi contenuti.';

type RelatedItem = { id: string } & FragmentType<typeof ContentCard_ContentFragment>;

type ArticleSidebarProps = {
  articleId: string;
  category: string | null;
  /** The blocks the editors chose for this item (Content.relatedComponents), in their order. */
  components: readonly RelatedComponent[];
  related: readonly RelatedItem[];
};

/**
 * The article's sidebar (spec 1 §2 'a sidebar with insights and related items'): the blocks the CMS
 * lists in relatedComponents, in its order. Suggested and latest contents load when scrolled into
 * view and each fails alone; no blocks, no sidebar.
 */
export function ArticleSidebar({ articleId, category, components, related }: ArticleSidebarProps) {
  const blocks = components.filter((c) => c !== 'RELATED_CONTENT' || related.length > 0);
  if (blocks.length === 0) return null;
  return (
    <aside className="article-sidebar" aria-label="Approfondimenti">
      {blocks.map((block) => {
        switch (block) {
          case 'SUGGESTED_CONTENT':
            return (
              <LazySection key={block} label={SUGGESTED_HEADING} minHeight={240} errorMessage={SUGGESTED_ERROR}>
                <SuggestedContents category={category ?? ''} excludeIds={[articleId]} {...ARTICLE_SUGGESTED} layout="list" />
              </LazySection>
            );
          case 'RELATED_CONTENT':
            return <SidebarList key={block} id="article-related-title" heading={RELATED_HEADING} items={related} />;
          case 'LATEST_CONTENT':
            return (
              <LazySection key={block} label={LATEST_HEADING} minHeight={240} errorMessage={LATEST_ERROR}>
                <LatestContents articleId={articleId} />
              </LazySection>
            );
        }
      })}
    </aside>
  );
}

/** The newest items, this article left out. Not shown when the service fails (spec 3 §8 latest-contents failures). */
function LatestContents({ articleId }: { articleId: string }) {
  // One more than shown, so leaving the article out still leaves three.
  const { data } = useQuery(ArticleLatestQuery, { variables: { first: ARTICLE_LATEST + 1 }, errorPolicy: 'all' });
  const items = data?.latestContents?.items.filter((item) => item.id !== articleId).slice(0, ARTICLE_LATEST);
  if (!items?.length) return null;
  return <SidebarList id="article-latest-title" heading={LATEST_HEADING} items={items} />;
}

/** One titled list of content cards in the sidebar. */
function SidebarList({ id, heading, items }: { id: string; heading: string; items: readonly RelatedItem[] }) {
  return (
    <section className="article-sidebar__block" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <ContentCard content={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
