import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { CardCarousel } from './CardCarousel';
import { ContentCard } from '../../components/cards/ContentCard';
import { SectionMessage } from '../../components/LazySection';

/** Spec 2 §9: latest tools 4 (1 at a time on mobile). */
const LATEST_TOOLS = 4;

const LatestToolsQuery = graphql(`
  query HomeLatestTools($first: Int!) {
    latestContents(contentType: Tool, first: $first) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

export const LATEST_TOOLS_ERROR = 'Errore nel servizio /graphql/latest-contents';

/** 'Ultimi Tool e calcolatori' (spec 2 §2). */
export function LatestToolsSection() {
  const { data, loading } = useQuery(LatestToolsQuery, { variables: { first: LATEST_TOOLS }, errorPolicy: 'all' });
  const items = data?.latestContents?.items;
  // Spec 2 §8: the service-named toast; the section keeps the message in place of the cards.
  useFailureToast(!loading && !items, LATEST_TOOLS_ERROR);
  return (
    <section className="section" aria-labelledby="home-latest-tools">
      <div className="container">
        <div className="section__header">
          <h2 id="home-latest-tools">Ultimi Tool e calcolatori</h2>
          <Link to="/risorse#all-tool">Tutti i Tool</Link>
        </div>
        {loading && !data ? (
          <Spinner label="Caricamento dei tool" />
        ) : !items ? (
          <SectionMessage>{LATEST_TOOLS_ERROR}</SectionMessage>
        ) : (
          <CardCarousel label="Ultimi Tool e calcolatori" perView={4}>
            {items.map((item) => (
              <ContentCard key={item.id} content={item} />
            ))}
          </CardCarousel>
        )}
      </div>
    </section>
  );
}
