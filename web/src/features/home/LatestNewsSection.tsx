import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { ContentCard } from '../../components/cards/ContentCard';
import { SectionMessage } from '../../components/LazySection';

const LatestNewsQuery = graphql(`
  query HomeLatestNews {
    contents(input: { contentTypes: [News, Articolo], excludeContentTypes: [Tool], personalised: true, rows: 6 }) {
      items {
        id
        ...ContentCard_content
      }
    }
  }
`);

export const LATEST_NEWS_ERROR = 'Non è stato possibile caricare le ultime news. Riprova più tardi.';

/**
 * Home section 'Ultime News e Approfondimenti' (spec 2 §2): the six latest news and articles; a news
 * search (spec 2 §7: tools left out, by the member's occupation; the server ignores it for visitors and suspects).
 */
export function LatestNewsSection() {
  // errorPolicy 'all': a failed search arrives as contents: null plus an error, not as a thrown query.
  const { data, loading, error } = useQuery(LatestNewsQuery, { errorPolicy: 'all' });
  const contents = data?.contents;

  return (
    <section className="section" aria-labelledby="home-latest-news">
      <div className="container">
        <div className="section__header">
          <h2 id="home-latest-news">Ultime News e Approfondimenti</h2>
          <Link to="/news-approfondimenti">Vedi tutte le news</Link>
        </div>
      </div>
      {loading && <Spinner label="Caricamento delle ultime news" />}
      {!loading && !contents && (error || data) && <SectionMessage>{LATEST_NEWS_ERROR}</SectionMessage>}
      {contents && (
        <div className="container">
          {contents.items.length === 0 ? (
            <p className="section__message">Nessuna news disponibile al momento.</p>
          ) : (
            <ul className="grid card-grid">
              {contents.items.map((item) => (
                <li key={item.id} className="col-12 col-md-6 col-lg-4">
                  <ContentCard content={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
