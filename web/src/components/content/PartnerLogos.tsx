import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { useSectionPending } from '../LazySectionSpace';
import './content.css';

const PartnerLogosQuery = graphql(`
  query PartnerLogos {
    partnerLogos {
      name
      imageUrl
      url
    }
  }
`);

/**
 * The partners' logo block of the article template (spec 1 §2 'logos'). When the logos fail to
 * load the failure is logged and the block hidden (spec 1 §8); the article is untouched.
 */
export function PartnerLogos() {
  const { data, error, loading } = useQuery(PartnerLogosQuery, { errorPolicy: 'all' });
  // In a LazySection (the article page), its space stays reserved until the logos are here.
  useSectionPending(loading);
  useEffect(() => {
    if (error) console.error('Partner logos failed to load', error);
  }, [error]);
  const logos = data?.partnerLogos;
  if (!logos?.length) return null;
  return (
    <section className="partner-logos" aria-labelledby="partner-logos-title">
      <h2 id="partner-logos-title" className="partner-logos__title">
        I nostri partner
      </h2>
      <ul>
        {logos.map((logo) => {
          const image = <img src={logo.imageUrl} alt={logo.name} loading="lazy" />;
          return (
            <li key={logo.name}>
              {logo.url ? (
                <a href={logo.url} target="_blank" rel="noopener noreferrer">
                  {image}
                  <span className="visually-hidden"> (si apre in una nuova finestra)</span>
                </a>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
