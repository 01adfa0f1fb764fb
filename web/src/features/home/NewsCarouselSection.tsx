import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import type { ContentType } from '../../gql/graphql';
import { CardCarousel } from './CardCarousel';
import { ContentCard } from '../../components/cards/ContentCard';
import { SectionMessage } from '../../components/LazySection';

/** Spec 2 §9: news carousels hold 12 items. */
export const NEWS_CAROUSEL_ITEMS = 12;

const NewsCarouselQuery = graphql(`
  query HomeNewsCarousel($contentTypes: [ContentType!]!, $rows: Int!) {
    contents(input: { contentTypes: $contentTypes, rows: $rows }) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

/** A home news carousel of the 12 latest items of some content types. */
export function NewsCarouselSection({ id, title, contentTypes, errorMessage }: { id: string; title: string; contentTypes: ContentType[]; errorMessage: string }) {
  const { data, loading } = useQuery(NewsCarouselQuery, { variables: { contentTypes, rows: NEWS_CAROUSEL_ITEMS }, errorPolicy: 'all' });
  const items = data?.contents?.items;
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className="section__header">
          <h2 id={id}>{title}</h2>
          <Link to="/news-approfondimenti">Vedi tutti</Link>
        </div>
        {loading && !data ? (
          <Spinner label={`Caricamento: ${title}`} />
        ) : !items ? (
          <SectionMessage>{errorMessage}</SectionMessage>
        ) : (
          <CardCarousel label={title} perView={3}>
            {items.map((item) => (
              <ContentCard key={item.id} content={item} />
            ))}
          </CardCarousel>
        )}
      </div>
    </section>
  );
}
