import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ProfessionalCard } from '../../components/cards/ProfessionalCard';
import { graphql } from '../../gql';
import { UPGRADE_PROFESSIONALS_COUNT, UPGRADE_TEXT } from './upgradeText';

const UpgradeProfessionalsQuery = graphql(`
  query UpgradeProfessionals($take: Int!) {
    latestProfessionals(take: $take) {
      id
      ...ProfessionalCard_card
    }
  }
`);

/**
 * The professional list of /upgrade (spec 3 §2 'plus a professional list'): the latest professionals of
 * the network, as on the home. Its own query: a failed load is logged with the spec's message and the
 * list stays hidden (spec 1 §8, 2 §8), the section keeping its title and 'Vedi tutti'.
 */
export function UpgradeProfessionalsList() {
  const { data, loading, error } = useQuery(UpgradeProfessionalsQuery, { variables: { take: UPGRADE_PROFESSIONALS_COUNT }, errorPolicy: 'all' });
  const cards = data?.latestProfessionals;
  const failed = !loading && (!cards || error !== undefined);
  useEffect(() => {
    if (failed) console.error(UPGRADE_TEXT.professionalsError, error);
  }, [failed, error]);

  if (!cards || cards.length === 0 || failed) return null;
  return (
    <ul className="grid card-grid upgrade__list" aria-label={UPGRADE_TEXT.professionalsTitle}>
      {cards.map((card) => (
        <li key={card.id} className="col-12 col-md-6 col-lg-3">
          <ProfessionalCard card={card} />
        </li>
      ))}
    </ul>
  );
}
