import { useQuery } from '@apollo/client/react';
import { useSectionPending } from '../../components/LazySectionSpace';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ProfessionalCard } from '../../components/cards/ProfessionalCard';
import { graphql } from '../../gql';

/** Spec 1 §9: latest professionals 4 items (md 6 / lg 3 columns). */
const LATEST_PROFESSIONALS = 4;

const LatestProfessionalsQuery = graphql(`
  query HomeLatestProfessionals($take: Int!) {
    latestProfessionals(take: $take) {
      id
      ...ProfessionalCard_card
    }
  }
`);

export const PROFESSIONALS_ERROR = 'Errore del servizio durante la richiesta della section con i Professionisti Sanitari.';

/**
 * 'I nuovi Professionisti entrati nel network' (spec 1 §2, spec 2 §2) with 4 cards and 'Vedi
 * tutti'. A failed load is logged and the section stays hidden (spec 1 §8).
 */
export function LatestProfessionalsSection() {
  const { data, loading, error } = useQuery(LatestProfessionalsQuery, { variables: { take: LATEST_PROFESSIONALS }, errorPolicy: 'all' });
  const cards = data?.latestProfessionals;
  const failed = !loading && (!cards || error !== undefined);
  // Nothing shows while loading: keep the section's space until the cards (or the failure) arrive.
  useSectionPending(loading);
  useEffect(() => {
    if (failed) console.error(PROFESSIONALS_ERROR, error);
  }, [failed, error]);

  if (!cards || cards.length === 0 || failed) return null;
  return (
    <section className="section" aria-labelledby="home-professionals">
      <div className="container">
        <div className="section__header">
          <h2 id="home-professionals">I nuovi Professionisti entrati nel network</h2>
          <Link to="/professionisti-sanitari">Vedi tutti</Link>
        </div>
        <ul className="grid card-grid">
          {cards.map((card) => (
            <li key={card.id} className="col-12 col-md-6 col-lg-3">
              <ProfessionalCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
