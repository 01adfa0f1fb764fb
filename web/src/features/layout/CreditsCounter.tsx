import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { italianOneDecimal } from '../../lib/italianNumber';

const CreditsCounterQuery = graphql(`
  query CreditsCounter {
    viewer {
      user {
        id
        ecmBalance
      }
    }
  }
`);

/** '50 crediti', '1 credito' — Italian number format, one decimal at most. */
export function formatCredits(balance: number): string {
  return `${italianOneDecimal(balance)} ${balance === 1 ? 'credito' : 'crediti'}`;
}

/**
 * Sticky credits counter (spec 1 §6): shown when the server says so (viewer.showsCreditsCounter),
 * with the member's ECM balance. Hidden while loading, when the balance is unknown or fails.
 * On desktop it rides in the sticky main navigation; below lg it floats in a corner.
 */
export function CreditsCounter({ shown, placement }: { shown: boolean; placement: 'nav' | 'floating' }) {
  const { data } = useQuery(CreditsCounterQuery, { skip: !shown, errorPolicy: 'all' });
  const balance = data?.viewer.user?.ecmBalance;
  if (!shown || balance == null) return null;

  return (
    <aside className={`credits-counter credits-counter--${placement}`} aria-label="Crediti ECM">
      <span className="credits-counter__label">Crediti ECM</span>
      <span className="credits-counter__value">{formatCredits(balance)}</span>
    </aside>
  );
}
