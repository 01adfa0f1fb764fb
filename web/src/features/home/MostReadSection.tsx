import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import { titleOf } from '../../components/cards/contentFormat';
import { SectionMessage } from '../../components/LazySection';

const MostReadQuery = graphql(`
  query HomeMostRead {
    mostRead(limit: 5) {
      id
      title
      link
      contentTypeLabel
    }
  }
`);

export const MOST_READ_ERROR = 'Non è stato possibile caricare i contenuti più letti.';

/** 'I più letti' (spec 2 §2 most-read content block): a numbered list. */
export function MostReadSection() {
  const { data, loading } = useQuery(MostReadQuery, { errorPolicy: 'all' });
  return (
    <section className="section" aria-labelledby="home-most-read">
      <div className="container">
        <h2 id="home-most-read">I più letti</h2>
        {loading && !data ? (
          <Spinner label="Caricamento dei più letti" />
        ) : !data?.mostRead ? (
          <SectionMessage>{MOST_READ_ERROR}</SectionMessage>
        ) : (
          <ol className="most-read">
            {data.mostRead.map((item) => (
              <li key={item.id}>
                <span className="badge">{item.contentTypeLabel}</span> <Link to={item.link}>{titleOf(item.title)}</Link>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
